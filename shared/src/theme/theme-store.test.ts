import { applyThemeClass, parseStoredTheme, toggleTheme } from './theme-store';

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
    applyThemeClass('dark');
    expect(toggleTheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(toggleTheme()).toBe('dark');
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
