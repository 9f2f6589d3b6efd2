import { css } from '@emotion/react';
import { Button, SiteLink } from '@parquet-alsace/shared';
import { CONSENT_ASK_CLASS } from '@parquet-alsace/shared/consent';
import { ConsentChoices } from './consent-choices';
import { consentTexts as t } from './texts';

/**
 * Bottom banner (docs/product-rules.md#cookie-consent), rendered by the server at the very start
 * of <body>, so that it is the first thing keyboard users reach. It is displayed only while <html>
 * has CONSENT_ASK_CLASS, which the page's head sets before the first paint when no valid choice is
 * stored: the banner is in the first frame, and never shown to a visitor without JavaScript, who
 * could not dismiss it. The page's loader handles its buttons (`data-consent`) and hides it once a
 * choice is made. Refusing is as easy as accepting: both are one click on the first view. The
 * optional switches of the settings view start unticked.
 */
export function CookieBanner() {
  return (
    <section
      id="cookie-banner"
      data-cookie-banner=""
      aria-labelledby="cookie-banner-title"
      css={css`display: none; .${CONSENT_ASK_CLASS} &:not([hidden]) { display: block; } position: fixed; left: 8px; right: 8px; bottom: 8px; z-index: 950; max-width: 720px; margin: 0 auto; max-height: 85vh; overflow: auto; padding: 20px; border-radius: 16px; background: var(--c-surface); border: 1px solid var(--c-border); box-shadow: 0 10px 40px rgba(0,0,0,.45);`}
    >
      <div data-consent-view="intro">
        <h2 id="cookie-banner-title" css={css`font-size: 1.15rem;`}>
          {t.bannerTitle}
        </h2>
        <p>{t.bannerText}</p>
        <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
          <Button variant="ghost" data-consent="customise">
            {t.customise}
          </Button>
          <Button variant="secondary" data-consent="essential">
            {t.essentialOnly}
          </Button>
          <Button data-consent="all">{t.acceptAll}</Button>
        </div>
      </div>
      <div data-consent-view="settings" hidden>
        <div css={css`display: flex; justify-content: space-between; align-items: center; gap: 12px;`}>
          <h2 id="cookie-banner-settings-title" tabIndex={-1} css={css`font-size: 1.15rem; margin: 0;`}>
            {t.settingsTitle}
          </h2>
          <Button variant="ghost" data-consent="back" aria-label={`${t.back}\u00a0: fermer les paramètres`}>
            ×
          </Button>
        </div>
        <ConsentChoices idPrefix="cookie-banner" />
        <p css={css`font-size: 0.9rem; color: var(--c-textMuted);`}>
          <SiteLink href="/confidentialite/">{t.privacyLink}</SiteLink>. {t.validity}
        </p>
        <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
          <Button variant="secondary" data-consent="essential">
            {t.essentialOnly}
          </Button>
          <Button data-consent="selection">{t.acceptSelection}</Button>
        </div>
      </div>
    </section>
  );
}
