import { createRoot } from 'react-dom/client';
import { loadDeferredImages } from '../../media/deferred-images';
import { readItem } from '../../storage/storage';
import { baseCss } from '../../theme/base-css';
import { applyThemeClass, parseStoredTheme, toggleTheme } from '../../theme/theme-store';
import { onSiteEvent, type SiteEvents } from '../events';
import type { Fragment } from '../fragments';
import { type MicroApp, matchRoute } from '../micro-app';
import { AppProviders } from '../providers';
import { loadRemoteModule, setRemoteModuleLoader } from '../remote-modules';
import { type SiteConfig, setSiteConfig } from '../site-config';
import { DevIndex } from './dev-index';
import { devModuleLoader } from './dev-modules';
import { appContainer, StandaloneRoutes } from './standalone-routes';
import { devTexts } from './texts';

export interface StandaloneOptions {
  /**
   * The fragments the app gives other apps' pages (the same object its server bundle names),
   * shown on the dev server's index page.
   */
  // biome-ignore lint/suspicious/noExplicitAny: fragments of different data types live in one record.
  fragments?: Record<string, Fragment<any>>;
  /**
   * The app draws its own `<main>` (the back office, whose document has none): the page's
   * `<main id="main">` becomes a plain container, so that there is one main region.
   */
  ownMain?: boolean;
}

async function readSiteConfig(): Promise<SiteConfig | null> {
  try {
    const response = await fetch('/site-config.json');
    if (response.ok) return (await response.json()) as SiteConfig;
  } catch {
    // Reported below.
  }
  console.warn(devTexts.siteMissing);
  return null;
}

/**
 * What the site's inline loader does for quote buttons, here with React: a plain click on a
 * `data-open-quote` link, or the 'site:open-quote' event, opens the quote remote's wizard (this
 * app's own code when it is the quote remote, the running site's release otherwise).
 */
function handleQuoteButtons(): void {
  // One wizard at a time, as on the site.
  let opened = false;
  const openQuote = (request: SiteEvents['site:open-quote']) => {
    if (opened) return;
    opened = true;
    (async () => {
      const mod = await loadRemoteModule('quote/QuoteWizard');
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host, { identifierPrefix: 'quote-wizard-' });
      const onClose = () => {
        opened = false;
        root.unmount();
        host.remove();
      };
      root.render(<mod.default request={request} onClose={onClose} />);
    })().catch((error: unknown) => {
      opened = false;
      console.error('Le simulateur de devis n’a pas pu être ouvert', error);
    });
  };
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element).closest?.<HTMLElement>('[data-open-quote]');
    if (!trigger || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openQuote({ source: trigger.dataset.openQuote || 'website' });
  });
  onSiteEvent('site:open-quote', openQuote);
}

/** The theme switches of the page, as the site's loader handles them. */
function handleThemeToggles(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('[data-theme-toggle]')) toggleTheme();
  });
}

/**
 * The host of `npm run dev -w mfe-<name>` (docs/adr-011-standalone-remotes.md): the site's base
 * CSS and theme, the app's routes in the browser (its islands are part of the tree), the backend
 * and the other remotes' modules of the site running beside it, and at `/` — which no remote
 * owns — an index of the app's routes and fragments.
 */
export async function runStandalone(app: MicroApp, options: StandaloneOptions = {}): Promise<void> {
  const style = document.createElement('style');
  // The site's base CSS, without the cross-fade between pages: a route that sends the visitor on
  // at once (the thank-you page without a request) would abort it, an error that is not the app's.
  style.textContent = `${baseCss}\n@view-transition{navigation:none}`;
  document.head.appendChild(style);
  applyThemeClass(parseStoredTheme(readItem('theme')));
  const config = await readSiteConfig();
  if (config) setSiteConfig(config);
  setRemoteModuleLoader(devModuleLoader(app.name, config));
  handleQuoteButtons();
  handleThemeToggles();
  // As soon as React draws them: the whole page is drawn in the browser.
  new MutationObserver(loadDeferredImages).observe(document.body, { childList: true, subtree: true });

  const badge = document.body.appendChild(document.createElement('a'));
  badge.href = '/';
  badge.className = 'site-dev-badge';
  badge.textContent = devTexts.badge(app.name);

  const main = document.getElementById('main');
  if (options.ownMain && main?.tagName === 'MAIN') {
    const plain = document.createElement('div');
    plain.id = 'main';
    main.replaceWith(plain);
  }
  const container = appContainer(app.name);
  if (window.location.pathname === '/' && !matchRoute(app, '/')) {
    document.title = devTexts.indexTitle(app.name);
    const index = <DevIndex app={app} fragments={options.fragments ?? {}} siteReachable={config !== null} />;
    createRoot(container).render(
      <AppProviders>{options.ownMain ? <main>{index}</main> : index}</AppProviders>,
    );
    return;
  }
  createRoot(container).render(<StandaloneRoutes app={app} />);
}
