import { css } from '@emotion/react';
import { business, PhoneLink } from '@parquet-alsace/shared';
import { homeTexts as t } from './texts';

const WIDGET_DELAY_MS = 2000;
const LABEL_SCROLL = 300;
const BANNER_SCROLL = 1000;

const round = css`display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-width: 52px; height: 52px; padding: 0 14px; border-radius: 999px; font-weight: 700; text-decoration: none; box-shadow: 0 6px 20px rgba(0,0,0,.35); border: 0; cursor: pointer; font: inherit;`;

/**
 * Floating contact widget (after 2 s; quote label past 300 px) and the top banner past 1000 px.
 * Static markup: the page's loader sets `data-revealed` and `data-past` (page-behaviours.ts) and
 * opens the wizard from the quote links, so none of it waits for React.
 */
export function FloatingContact() {
  return (
    <>
      <div
        data-testid="top-banner"
        data-scroll-past={BANNER_SCROLL}
        css={css`position: fixed; top: 0; left: 0; right: 0; z-index: 800; padding: 8px 12px; background: var(--c-surfaceRaised); border-bottom: 1px solid var(--c-border); display: flex; gap: 10px; justify-content: center; align-items: center; flex-wrap: wrap; font-size: 0.95rem; &:not([data-past]) { display: none; }`}
      >
        <span>
          {t.banner} <PhoneLink source="sticky_banner">{business.phone.display}</PhoneLink>
        </span>
        <a
          href="#devis"
          data-open-quote="sticky_banner"
          css={css`color: var(--c-link); font-weight: 700; min-height: 44px; display: inline-flex; align-items: center;`}
        >
          {t.bannerCta}
        </a>
      </div>
      <nav
        aria-label="Contact rapide"
        data-reveal-after={WIDGET_DELAY_MS}
        css={css`position: fixed; right: 12px; bottom: 12px; z-index: 800; display: flex; flex-direction: column; align-items: flex-end; gap: 10px; &:not([data-revealed]) { display: none; }`}
      >
        <a
          href={business.chat.href}
          target="_blank"
          rel="noopener noreferrer"
          css={[round, css`background: var(--c-surfaceRaised); color: var(--c-text);`]}
        >
          {business.chat.label}
        </a>
        <PhoneLink
          source="floating_button"
          css={[round, css`background: var(--c-surfaceRaised); color: var(--c-text);`]}
        >
          {t.widgetCall}
        </PhoneLink>
        <a
          href="#devis"
          data-open-quote="floating_button"
          data-scroll-past={LABEL_SCROLL}
          css={[
            round,
            css`background: var(--c-accent); color: var(--c-accentText); &:not([data-past]) .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }`,
          ]}
        >
          <span aria-hidden="true">€</span>
          <span className="label">{t.widgetQuote}</span>
        </a>
      </nav>
    </>
  );
}
