import { interFont } from './font-face.generated';
import { palettes, type ThemeName, theme } from './tokens';

function cssVariables(name: ThemeName): string {
  return Object.entries(palettes[name])
    .map(([k, v]) => `--c-${k}:${v}`)
    .join(';');
}

/**
 * The critical CSS every page inlines in its <head>: variables for both themes, a reset, the
 * few base rules, and what the page's inline loader draws without React (busy indicator,
 * fallback of a piece that could not load). Kept small (< 3 KB) because it blocks the first paint.
 */
export const baseCss = [
  // Self-hosted Inter (OFL) cut to the site's characters and weights, served by the site itself
  // (no font host). Characters outside its unicode-range are drawn by the rest of the stack.
  `@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:${interFont.weights};src:url(${interFont.url}) format('woff2');unicode-range:${interFont.unicodeRange}}`,
  `:root{${cssVariables('dark')};color-scheme:dark}`,
  `:root.light{${cssVariables('light')};color-scheme:light}`,
  '*,*::before,*::after{box-sizing:border-box}',
  `html{-webkit-text-size-adjust:100%;scroll-padding-top:80px}`,
  // The header's wrapper is what sticks: a sticky element only sticks inside its parent's box.
  '#shell-header{position:sticky;top:0;z-index:800}',
  // A page's bar of contact buttons fixed at the bottom (the home page's) hides nothing: the page ends above it.
  '@media (max-width:999px){body:has([data-contact-bar][data-revealed]){padding-bottom:80px}}',
  `body{margin:0;background:var(--c-bg);color:var(--c-text);font:16px/1.6 ${theme.font.body};-webkit-font-smoothing:antialiased}`,
  'img,svg,video{max-width:100%;height:auto;display:block}',
  'a{color:var(--c-link)}',
  'h1,h2,h3,h4{line-height:1.2;margin:0 0 .5em}',
  'button,input,select,textarea{font:inherit;color:inherit}',
  ':focus-visible{outline:3px solid var(--c-focus);outline-offset:2px}',
  '.skip-link{position:absolute;left:-9999px;top:0;z-index:1000;padding:8px 16px;background:var(--c-accent);color:var(--c-accentText)}',
  // Shown when reached with the keyboard; focus put there after a tap (the cookie choice) stays out of sight.
  '.skip-link:focus-visible{left:8px;top:8px}',
  // A line shown only without scripts (its <noscript> style in the head shows it).
  '[data-without-script]{display:none!important}',
  '.without-script{display:none;margin:0 0 12px;padding:10px 14px;border-radius:10px;border:1px solid var(--c-border)}',
  '.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  '@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important;scroll-behavior:auto!important}}',
  // Moving between pages is a page load; the browser cross-fades them (the header stays put).
  '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}',
  // While the quote wizard's code arrives after a tap: a spinner, only if it takes over 150 ms.
  '.site-busy body::after{content:"";position:fixed;z-index:1100;left:50%;top:50%;width:44px;height:44px;margin:-22px;border-radius:50%;border:4px solid var(--c-border);border-top-color:var(--c-accent);visibility:hidden;animation:site-spin .8s linear infinite,site-appear 0s .15s forwards}',
  '@keyframes site-spin{to{transform:rotate(360deg)}}@keyframes site-appear{to{visibility:visible}}',
  '.site-fallback{max-width:640px;margin:24px auto;padding:24px;border-radius:12px;border:1px solid var(--c-border);background:var(--c-surface);text-align:center}',
  '.site-fallback :is(h1,h2){font-size:1.3rem}.site-fallback :is(button,.site-fallback-retry){display:inline-block;min-height:48px;margin:4px 12px;padding:12px 20px;border-radius:999px;border:2px solid var(--c-accent);background:var(--c-accent);color:var(--c-accentText);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}',
  'dialog.site-dialog{width:calc(100% - 24px);max-width:640px;padding:20px;border:1px solid var(--c-border);border-radius:16px;background:var(--c-surface);color:var(--c-text)}dialog.site-dialog::backdrop{background:rgba(0,0,0,.6)}',
  // The quote wizard's dialog (docs/adr-004-islands.md, "The first tap"): the page behind does
  // not scroll once it is shown (the loader sets the class a frame after opening it).
  'dialog.quote-dialog{max-width:560px;max-height:95vh;overscroll-behavior:contain}.quote-dialog-title{font-size:1.3rem;margin:0 56px 8px 0}html.quote-open{overflow:hidden}',
  '.site-dialog-close{float:right;width:44px;height:44px;border-radius:50%;border:1px solid var(--c-border);background:var(--c-surfaceRaised);color:var(--c-text);font-size:1.4rem;cursor:pointer}',
  '.site-dev-badge{position:fixed;left:8px;bottom:8px;z-index:2000;padding:6px 10px;border-radius:8px;background:var(--c-focus);color:var(--c-accentText);font-weight:600}',
].join('\n');
