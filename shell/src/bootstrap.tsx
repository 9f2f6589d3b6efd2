import {
  applyThemeClass,
  BANNER_DELAY_MS,
  getSiteConfig,
  hasPendingQuotes,
  hydrateInSlices,
  initAnalytics,
  loadRemoteModule,
  onSiteEvent,
  parseStoredTheme,
  readItem,
  setRemoteModuleLoader,
  trackPageView,
  trackPerformance,
  useConsentStore,
} from '@parquet-alsace/shared';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { FooterRoot, HeaderRoot } from './chrome/chrome';
import { Overlays } from './composition/overlays';
import { registerApps } from './composition/register-apps';
import { loadSiteModule, registerSiteRemotes } from './composition/remotes';

const config = getSiteConfig();

// Analytics first, with every consent signal denied until the visitor chooses.
initAnalytics({ gtmId: config.gtmId });
onSiteEvent('site:page-ready', ({ title }) => trackPageView(title));
if (useConsentStore.getState().load()) {
  setTimeout(() => useConsentStore.getState().openBanner(), BANNER_DELAY_MS);
}
applyThemeClass(parseStoredTheme(readItem('theme')));

registerSiteRemotes(config);
setRemoteModuleLoader(loadSiteModule);
registerApps();

function mountRoot(id: string, element: React.ReactElement) {
  const node = document.getElementById(id);
  if (!node) return;
  if (node.hasChildNodes()) hydrateInSlices(node, element);
  else createRoot(node).render(element);
}

mountRoot('shell-header', <HeaderRoot />);
mountRoot('shell-footer', <FooterRoot />);
createRoot(
  document.getElementById('shell-overlays') ?? document.body.appendChild(document.createElement('div')),
).render(<Overlays />);

start({ urlRerouteOnly: true });
trackPerformance();

// A quote request that could not be sent on an earlier visit is sent now, and again whenever the
// connection comes back; the quote remote is only fetched when such a request exists.
function sendPendingQuotes() {
  if (!hasPendingQuotes()) return;
  loadRemoteModule<{ default: () => Promise<void> }>('quote/RetryPending')
    .then((mod) => mod.default())
    .catch((error) => console.warn('Demande de devis en attente : nouvel essai plus tard', error));
}
sendPendingQuotes();
window.addEventListener('online', sendPendingQuotes);

// Offline support (shell/server/seo-files.ts builds /sw.js); failures only reach the console.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error) => console.error('Service worker non enregistré', error));
  });
}
