import { css } from '@emotion/react';
import { business, openQuote, PhoneLink } from '@parquet-alsace/shared';
import { useEffect, useState } from 'react';
import { homeTexts as t } from './texts';

const WIDGET_DELAY_MS = 2000;
const LABEL_SCROLL = 300;
const BANNER_SCROLL = 1000;

/** Floating contact widget (after 2 s; quote label past 300 px) and the top banner past 1000 px. */
export function FloatingContact() {
  const [visible, setVisible] = useState(false);
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), WIDGET_DELAY_MS);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollY(window.scrollY));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const round = css`display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-width: 52px; height: 52px; padding: 0 14px; border-radius: 999px; font-weight: 700; text-decoration: none; box-shadow: 0 6px 20px rgba(0,0,0,.35); border: 0; cursor: pointer; font: inherit;`;
  const expanded = scrollY > LABEL_SCROLL;
  return (
    <>
      {scrollY > BANNER_SCROLL && (
        <div
          data-testid="top-banner"
          css={css`position: fixed; top: 0; left: 0; right: 0; z-index: 800; padding: 8px 12px; background: var(--c-surfaceRaised); border-bottom: 1px solid var(--c-border); display: flex; gap: 10px; justify-content: center; align-items: center; flex-wrap: wrap; font-size: 0.95rem;`}
        >
          <span>
            {t.banner} <PhoneLink source="sticky_banner">{business.phone.display}</PhoneLink>
          </span>
          <button
            type="button"
            onClick={() => openQuote('sticky_banner')}
            css={css`background: none; border: 0; color: var(--c-link); text-decoration: underline; font: inherit; font-weight: 700; cursor: pointer; min-height: 44px;`}
          >
            {t.bannerCta}
          </button>
        </div>
      )}
      {visible && (
        <nav
          aria-label="Contact rapide"
          css={css`position: fixed; right: 12px; bottom: 12px; z-index: 800; display: flex; flex-direction: column; align-items: flex-end; gap: 10px;`}
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
          <button
            type="button"
            onClick={() => openQuote('floating_button')}
            aria-label={expanded ? undefined : t.widgetQuote}
            css={[round, css`background: var(--c-accent); color: var(--c-accentText);`]}
          >
            <span aria-hidden="true">€</span>
            {expanded && <span>{t.widgetQuote}</span>}
          </button>
        </nav>
      )}
    </>
  );
}
