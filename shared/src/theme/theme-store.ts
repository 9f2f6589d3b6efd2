import { writeItem } from '../storage/storage';
import type { ThemeName } from './tokens';

export const THEME_KEY = 'theme';

/** Only exactly 'light' or 'dark' is accepted from storage; anything else means dark. */
export function parseStoredTheme(value: string | null): ThemeName {
  return value === 'light' || value === 'dark' ? value : 'dark';
}

/** Applies the theme class to <html>; also run inline in the page head before first paint. */
export function applyThemeClass(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('light', name === 'light');
  root.classList.toggle('dark', name === 'dark');
}

/** The same rule as parseStoredTheme, as a tiny inline script for the page head (no flash of the wrong theme). */
export const themeBootScript = `try{var t=localStorage.getItem('${THEME_KEY}');document.documentElement.className=t==='light'?'light':'dark'}catch(e){document.documentElement.className='dark'}`;

/** The theme the page shows now (the head script applied the stored one before the first paint). */
export function currentTheme(root: HTMLElement = document.documentElement): ThemeName {
  return root.classList.contains('light') ? 'light' : 'dark';
}

/** Switches between dark and light, stores the choice and applies it; returns the new theme. */
export function toggleTheme(root: HTMLElement = document.documentElement): ThemeName {
  const next: ThemeName = currentTheme(root) === 'dark' ? 'light' : 'dark';
  writeItem(THEME_KEY, next);
  applyThemeClass(next, root);
  return next;
}
