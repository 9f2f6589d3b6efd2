import { css } from '@emotion/react';
import { useThemeStore } from '@parquet-alsace/shared';
import { useEffect, useState } from 'react';

/**
 * The server cannot know the stored theme, so the first render is the default (dark) on both
 * sides and the real state follows right after hydration; the page itself never flashes
 * because an inline script sets the class on <html> before the first paint.
 */
export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const light = hydrated && theme === 'light';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={light}
      aria-label="Thème clair"
      title={light ? 'Passer en thème sombre' : 'Passer en thème clair'}
      css={css`width: 44px; height: 44px; border-radius: 50%; border: 1px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); cursor: pointer; display: grid; place-items: center;`}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {light ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </svg>
    </button>
  );
}
