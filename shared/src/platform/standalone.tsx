import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { readItem } from '../storage/storage';
import { baseCss } from '../theme/base-css';
import { applyThemeClass, parseStoredTheme } from '../theme/theme-store';
import { AppRoot, appContainer } from './lifecycles';
import type { MicroApp } from './micro-app';
import { type SiteConfig, setSiteConfig } from './site-config';

/**
 * A minimal host for `npm run dev -w mfe-<name>`: theme, router and backend (the dev server
 * proxies /rest/v1 and /site-config.json to the site started by `npm start`).
 */
export async function runStandalone(app: MicroApp): Promise<void> {
  const style = document.createElement('style');
  style.textContent = baseCss;
  document.head.appendChild(style);
  applyThemeClass(parseStoredTheme(readItem('theme')));
  try {
    const response = await fetch('/site-config.json');
    if (response.ok) setSiteConfig((await response.json()) as SiteConfig);
  } catch {
    console.warn('Pas de /site-config.json : lancez `npm start` pour disposer du backend local.');
  }
  start({ urlRerouteOnly: true });
  createRoot(appContainer(app.name)).render(<AppRoot app={app} />);
}
