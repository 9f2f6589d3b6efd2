import { css } from '@emotion/react';

const toggleCss = css`
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  cursor: pointer;
  display: grid;
  place-items: center;
  /* The icon follows the class the head script put on <html>: right from the first paint. */
  .theme-moon { display: none; }
  :root.light & .theme-sun { display: none; }
  :root.light & .theme-moon { display: block; }
`;

/** The sun's and the moon's outline: 20 px, drawn in the text's colour. */
const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const;

/**
 * The one theme switch of the site (header, article bar…): static markup that works without
 * React. The page's inline loader handles every `[data-theme-toggle]` — it sets `aria-pressed`
 * from the stored theme, switches the class on <html> and stores the choice (dark by
 * default, only exactly 'light' or 'dark' read back).
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      // Without scripts it could switch nothing: hidden (the page's <noscript> style).
      data-needs-script=""
      aria-pressed="false"
      aria-label="Thème clair"
      title="Passer en thème clair"
      css={toggleCss}
    >
      <svg className="theme-sun" aria-hidden="true" {...iconProps}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg className="theme-moon" aria-hidden="true" {...iconProps}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}
