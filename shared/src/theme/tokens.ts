/**
 * Design tokens. Colours are CSS custom properties so the theme switches without re-rendering
 * and the server's HTML needs no knowledge of the visitor's theme. The pairs used for text are
 * checked for WCAG AA contrast in tokens.test.ts.
 */

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
