import { baseCss } from '@parquet-alsace/shared';
import { readItem } from '@parquet-alsace/shared/client';
import { type SiteConfig, setSiteConfig } from '@parquet-alsace/shared/site-config';
import { applyThemeClass, parseStoredTheme } from '@parquet-alsace/shared/theme';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app';

// Standalone run (`npm run dev -w mfe-admin`, port 9106): the back office alone, against the
// backend of a running `npm start` (proxied). Inside the site, the shell's runtime mounts ./app.
async function start() {
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
  const container =
    document.getElementById('app-admin') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<AdminApp />);
}

void start();
