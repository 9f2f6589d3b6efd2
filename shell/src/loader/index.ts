// The page's inline loader: a few KB of plain script at the end of every page, the only code
// that runs before the first paint besides the theme line in <head>. It makes the static page
// work — header menu, theme, cookie consent, analytics, quote buttons — and wakes the islands on
// their triggers; it fetches the runtime (/main.js: federation + single-spa) only when one fires.
// See docs/adr-004-islands.md.
import { getSiteConfig } from '@parquet-alsace/shared/site-config';
import { startChrome } from './chrome';
import { startConsent } from './consent';
import { islandRemotes, wakeIslands } from './islands';
import { startPageBehaviours } from './page-behaviours';
import { whenActivated, whenIdle, whenLoaded } from './page-state';
import { startQuote } from './quote';
import { runtimeLoader } from './runtime-loader';
import { startTracking } from './tracking';

const config = getSiteConfig();
const runtime = runtimeLoader({ remotes: config.remotes, devRemotesAllowed: config.devRemotes === true });

startTracking(config.gtmId);
startChrome();
startConsent();
startQuote(runtime);
startPageBehaviours();
wakeIslands(runtime);
// The runtime is fetched once the page is idle, with the manifests of the remotes the page may
// need (every page has quote buttons), so that the first tap on a quote button or an island only
// waits for that piece's own code (docs/adr-004-islands.md).
whenActivated(() =>
  whenIdle(() =>
    runtime()
      .then((r) => r.prepare(['quote', ...islandRemotes()]))
      .catch(() => {}),
  ),
);

// Offline support (shell/server/seo-files.ts builds /sw.js); failures only reach the console.
if ('serviceWorker' in navigator) {
  whenActivated(() =>
    whenLoaded(() => {
      navigator.serviceWorker
        .register('/sw.js')
        .catch((error) => console.error('Service worker non enregistré', error));
    }),
  );
}
