import { applyThemeClass, parseStoredTheme, useThemeStore } from './theme-store';

describe('stored theme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'dark'],
    ['Light', 'dark'],
    ['"light"', 'dark'],
    ['blue', 'dark'],
  ])('reads %p as %p', (stored, expected) => {
    expect(parseStoredTheme(stored)).toBe(expected);
  });
});

describe('theme toggle', () => {
  it('switches dark to light, persists it under "theme" and sets the class on <html>', () => {
    useThemeStore.setState({ theme: 'dark' });
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    useThemeStore.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });

  it('applyThemeClass leaves exactly one theme class', () => {
    applyThemeClass('light');
    applyThemeClass('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });
});
