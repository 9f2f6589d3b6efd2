import { create } from 'zustand';
import { readItem, writeItem } from '../storage/storage';
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

interface ThemeState {
  theme: ThemeName;
  toggle(): void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: parseStoredTheme(readItem(THEME_KEY)),
  toggle() {
    const next: ThemeName = get().theme === 'dark' ? 'light' : 'dark';
    writeItem(THEME_KEY, next);
    applyThemeClass(next);
    set({ theme: next });
  },
}));
