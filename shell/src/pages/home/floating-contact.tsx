import { css } from '@emotion/react';
import { business, PhoneLink, QuoteButton } from '@parquet-alsace/shared';
import { homeTexts as t } from './texts';

const WIDGET_DELAY_MS = 2000;
const BANNER_SCROLL = 1000;

const buttonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 48px;
  padding: 0 10px;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;
const quietCss = css`background: var(--c-surfaceRaised); color: var(--c-text); border: 1px solid var(--c-border);`;

/**
 * Floating contact widget (after 2 s) and the top banner past 1000 px. Static markup: the page's
 * loader sets `data-revealed` and `data-past` (page-behaviours.ts) and opens the wizard from the
 * quote links, so none of it waits for React.
 *
 * The widget is a bar of three labelled buttons at the bottom of the screen, never round
 * buttons over the text: while it shows, the page gets as much room below its last line
 * (`data-contact-bar`, base CSS), so it hides nothing the visitor is reading. On a desktop
 * (1000 px and more), where the sticky header shows the phone and « Devis », it is not shown:
 * floating over the middle of a wide page, it covered headings and prices. The banner slides
 * in under the sticky header, on screens wide enough for it; on a phone the header's own call
 * and "Devis" buttons do its job.
 */
export function FloatingContact() {
  return (
    <>
      <div
        data-testid="top-banner"
        data-scroll-past={BANNER_SCROLL}
        css={css`position: fixed; top: 65px; left: 0; right: 0; z-index: 790; padding: 4px 12px; background: var(--c-surfaceRaised); border-bottom: 1px solid var(--c-border); display: flex; gap: 10px; justify-content: center; align-items: center; flex-wrap: wrap; font-size: 0.95rem; &:not([data-past]) { display: none; } @media (max-width: 639px) { display: none !important; }`}
      >
        <span>
          {t.banner()} <PhoneLink source="sticky_banner">{business.phone.display}</PhoneLink>
        </span>
        <a
          href="/#devis"
          data-open-quote="sticky_banner"
          css={css`color: var(--c-link); font-weight: 700; min-height: 44px; display: inline-flex; align-items: center;`}
        >
          {t.bannerCta}
        </a>
      </div>
      <nav
        aria-label="Contact rapide"
        data-reveal-after={WIDGET_DELAY_MS}
        data-contact-bar=""
        css={css`position: fixed; z-index: 790; left: 50%; transform: translateX(-50%); bottom: calc(10px + env(safe-area-inset-bottom, 0px)); width: min(100% - 20px, 460px); display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; padding: 6px; border-radius: 999px; background: var(--c-surface); border: 1px solid var(--c-border); box-shadow: 0 6px 24px rgba(0,0,0,.35); &:not([data-revealed]) { display: none; } @media (min-width: 1000px) { display: none; }`}
      >
        {business.chat.href && (
          <a href={business.chat.href} target="_blank" rel="noopener noreferrer" css={[buttonCss, quietCss]}>
            {business.chat.label}
          </a>
        )}
        <PhoneLink source="floating_button" css={[buttonCss, quietCss]}>
          {t.widgetCall}
        </PhoneLink>
        <QuoteButton source="floating_button" css={buttonCss}>
          {t.widgetQuote}
        </QuoteButton>
      </nav>
    </>
  );
}
