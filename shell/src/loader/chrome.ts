import { readItem } from '@parquet-alsace/shared/storage';
import {
  applyThemeClass,
  currentTheme,
  parseStoredTheme,
  THEME_KEY,
  toggleTheme,
} from '@parquet-alsace/shared/theme';

/** Every theme switch of the page reflects the theme shown (the head script applied it before the first paint). */
function syncThemeToggles(): void {
  const light = currentTheme() === 'light';
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    toggle.setAttribute('aria-pressed', String(light));
    toggle.title = light ? 'Passer en thème sombre' : 'Passer en thème clair';
  }
}

function menuParts() {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  return button && menu ? { button, menu } : null;
}

function setMenu(open: boolean, focusButton = false): void {
  const parts = menuParts();
  if (!parts) return;
  parts.button.setAttribute('aria-expanded', String(open));
  parts.menu.hidden = !open;
  const label = parts.button.querySelector<HTMLElement>('[data-label-open]');
  if (label) label.textContent = open ? (label.dataset.labelClose ?? '') : (label.dataset.labelOpen ?? '');
  if (focusButton) parts.button.focus();
}

/**
 * The header without React: the phone menu (its button, Escape), the "À propos" dropdown (shown
 * on hover and focus by CSS; Escape hides it until the pointer or focus leaves) and the theme
 * switches. Links are plain page loads.
 */
export function startChrome(): void {
  syncThemeToggles();

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('[data-theme-toggle]')) {
      toggleTheme();
      syncThemeToggles();
      return;
    }
    const toggle = target.closest?.('[data-menu-toggle]');
    if (toggle) setMenu(toggle.getAttribute('aria-expanded') !== 'true');
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const parts = menuParts();
    if (parts && parts.button.getAttribute('aria-expanded') === 'true') {
      setMenu(false, parts.menu.contains(document.activeElement));
    }
    const dropdown = (document.activeElement as Element | null)?.closest('[data-dropdown]');
    for (const open of document.querySelectorAll('[data-dropdown]:hover, [data-dropdown]:focus-within')) {
      open.setAttribute('data-dismissed', '');
    }
    if (dropdown) dropdown.querySelector<HTMLElement>('a')?.focus();
  });
  const reopen = (event: Event) => {
    const dropdown = (event.target as Element).closest?.('[data-dropdown]');
    if (dropdown && !dropdown.contains((event as FocusEvent).relatedTarget as Node | null)) {
      dropdown.removeAttribute('data-dismissed');
    }
  };
  document.addEventListener('pointerout', reopen);
  document.addEventListener('focusout', reopen);

  // Back to a page kept in the browser's cache (back/forward): the menu it left open is closed, and
  // a theme chosen on another page since then applies.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    setMenu(false);
    applyThemeClass(parseStoredTheme(readItem(THEME_KEY)));
    syncThemeToggles();
  });
}
