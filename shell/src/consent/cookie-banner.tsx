import { css } from '@emotion/react';
import { Button, SiteLink, useConsentStore } from '@parquet-alsace/shared';
import { useState } from 'react';
import { type Choices, ConsentChoices } from './consent-choices';
import { consentTexts as t } from './texts';

/**
 * Bottom banner (docs/product-rules.md#cookie-consent). Refusing is as easy as accepting: both
 * are one click on the first view. The optional toggles of the settings view start unticked.
 */
export function CookieBanner() {
  const open = useConsentStore((s) => s.bannerOpen);
  const choose = useConsentStore((s) => s.choose);
  const [view, setView] = useState<'intro' | 'settings'>('intro');
  const [choices, setChoices] = useState<Choices>({ analytics: false, marketing: false });
  if (!open) return null;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      css={css`position: fixed; left: 8px; right: 8px; bottom: 8px; z-index: 950; max-width: 720px; margin: 0 auto; max-height: 85vh; overflow: auto; padding: 20px; border-radius: 16px; background: var(--c-surface); border: 1px solid var(--c-border); box-shadow: 0 10px 40px rgba(0,0,0,.45);`}
    >
      {view === 'intro' ? (
        <>
          <h2 id="cookie-banner-title" css={css`font-size: 1.15rem;`}>
            {t.bannerTitle}
          </h2>
          <p>{t.bannerText}</p>
          <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
            <Button variant="ghost" onClick={() => setView('settings')}>
              {t.customise}
            </Button>
            <Button variant="secondary" onClick={() => choose('essential')}>
              {t.essentialOnly}
            </Button>
            <Button onClick={() => choose('all')}>{t.acceptAll}</Button>
          </div>
        </>
      ) : (
        <>
          <div css={css`display: flex; justify-content: space-between; align-items: center; gap: 12px;`}>
            <h2 id="cookie-banner-title" css={css`font-size: 1.15rem; margin: 0;`}>
              {t.settingsTitle}
            </h2>
            <Button
              variant="ghost"
              onClick={() => setView('intro')}
              aria-label={`${t.back} : fermer les paramètres`}
            >
              ×
            </Button>
          </div>
          <ConsentChoices value={choices} onChange={setChoices} />
          <p css={css`font-size: 0.9rem; color: var(--c-textMuted);`}>
            <SiteLink href="/confidentialite/">{t.privacyLink}</SiteLink>. {t.validity}
          </p>
          <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
            <Button variant="secondary" onClick={() => choose('essential')}>
              {t.essentialOnly}
            </Button>
            <Button onClick={() => choose('custom', choices)}>{t.acceptSelection}</Button>
          </div>
        </>
      )}
    </section>
  );
}
