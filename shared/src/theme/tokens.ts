/**
 * Design tokens. Colours are CSS custom properties so the theme switches without re-rendering
 * and the server's HTML needs no knowledge of the visitor's theme. The pairs used for text are
 * checked for WCAG AA contrast in tokens.test.ts.
 */
import { interFont } from './font-face.generated';

export type ThemeName = 'light' | 'dark';

export const palettes: Record<ThemeName, Record<string, string>> = {
  dark: {
    bg: '#15110e',
    surface: '#211b17',
    surfaceRaised: '#2b231e',
    border: '#4a3e35',
    text: '#f6f0e9',
    textMuted: '#cbbfb2',
    accent: '#e8a85c',
    accentText: '#1b130c',
    link: '#f0bd7c',
    success: '#8fd19e',
    danger: '#ff9b8f',
    focus: '#ffd28a',
  },
  light: {
    bg: '#fbf8f4',
    surface: '#ffffff',
    surfaceRaised: '#f3ece3',
    border: '#d9cbbb',
    text: '#231b15',
    textMuted: '#5b4d42',
    accent: '#8a4f10',
    accentText: '#ffffff',
    link: '#7a440c',
    success: '#1d6b32',
    danger: '#b3261e',
    focus: '#8a4f10',
  },
};

/** The emotion theme: every colour points at a CSS variable, so components never branch on the theme. */
export const theme = {
  color: Object.fromEntries(Object.keys(palettes.dark).map((k) => [k, `var(--c-${k})`])) as Record<
    keyof (typeof palettes)['dark'],
    string
  >,
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1180px',
  breakpoint: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 900px)',
    lg: '@media (min-width: 1200px)',
  },
  shadow: '0 10px 30px rgba(0,0,0,0.25)',
};

export type SiteTheme = typeof theme;

declare module '@emotion/react' {
  export interface Theme extends SiteTheme {}
}

function cssVariables(name: ThemeName): string {
  return Object.entries(palettes[name])
    .map(([k, v]) => `--c-${k}:${v}`)
    .join(';');
}

/**
 * The critical CSS every page inlines in its <head>: variables for both themes, a reset and the
 * few base rules. Kept small (< 2 KB) because it blocks the first paint.
 */
export const baseCss = [
  // Self-hosted Inter (OFL) cut to the site's characters and weights, served by the site itself
  // (no font host). Characters outside its unicode-range are drawn by the rest of the stack.
  `@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:${interFont.weights};src:url(${interFont.url}) format('woff2');unicode-range:${interFont.unicodeRange}}`,
  `:root{${cssVariables('dark')};color-scheme:dark}`,
  `:root.light{${cssVariables('light')};color-scheme:light}`,
  '*,*::before,*::after{box-sizing:border-box}',
  `html{-webkit-text-size-adjust:100%;scroll-padding-top:80px}`,
  `body{margin:0;background:var(--c-bg);color:var(--c-text);font:16px/1.6 ${theme.font.body};-webkit-font-smoothing:antialiased}`,
  'img,svg,video{max-width:100%;height:auto;display:block}',
  'a{color:var(--c-link)}',
  'h1,h2,h3,h4{line-height:1.2;margin:0 0 .5em}',
  'button,input,select,textarea{font:inherit;color:inherit}',
  ':focus-visible{outline:3px solid var(--c-focus);outline-offset:2px}',
  '.skip-link{position:absolute;left:-9999px;top:0;z-index:1000;padding:8px 16px;background:var(--c-accent);color:var(--c-accentText)}',
  '.skip-link:focus{left:8px;top:8px}',
  '.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  '@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important;scroll-behavior:auto!important}}',
].join('\n');
