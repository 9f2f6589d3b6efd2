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
import { whenActivated, whenIdle, whenIntent, whenLoaded } from './page-state';
import { startQuote } from './quote';
import { prefetchRuntime, runtimeLoader } from './runtime-loader';
import { startTracking } from './tracking';
import { loadVitals } from './vitals';

const config = getSiteConfig();
const runtime = runtimeLoader({ remotes: config.remotes, devRemotesAllowed: config.devRemotes === true });

// The behaviours start one per task, in this order, so that the page's start never forms a long
// task on a slow phone (a tap arriving meanwhile is handled at once, between two of them). Each
// start is measured (`loader:<name>` in the page's performance timeline) for the traces.
const behaviours: [string, () => void][] = [
  ['tracking', () => startTracking(config.gtmId)],
  ['chrome', startChrome],
  ['consent', startConsent],
  ['quote', () => startQuote(runtime)],
  ['page', startPageBehaviours],
  ['islands', () => wakeIslands(runtime)],
];
const startNext = () => {
  const next = behaviours.shift();
  if (!next) return;
  setTimeout(startNext, 0);
  const start = performance.now();
  try {
    next[1]();
  } catch (error) {
    // One behaviour failing leaves the others working.
    console.error(`Comportement de la page non démarré : ${next[0]}`, error);
  }
  performance.measure(`loader:${next[0]}`, { start, end: performance.now() });
};
startNext();

// The runtime is downloaded once the page is idle, and run at the visitor's first sign of intent
// (a scroll, a key, a tap, a mouse moving) with the manifests of the remotes the page may need
// (every page has quote buttons): the first tap on a quote button or an island then waits only
// for that piece's own code, and a visitor who only reads runs none of it
// (docs/adr-004-islands.md).
whenActivated(() => {
  whenIdle(prefetchRuntime);
  const prepare = () =>
    runtime()
      .then((r) => r.prepare(['quote', ...islandRemotes()]))
      .catch(() => {});
  // A server that lets a remote come from its dev server (never production) runs it once idle:
  // its badge says which remote does before anything is touched.
  if (config.devRemotes === true) whenIdle(prepare);
  else whenIntent(prepare);
});

// The page view's speed, measured in the visitor's browser (docs/adr-021-field-speed.md).
whenActivated(loadVitals);

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
