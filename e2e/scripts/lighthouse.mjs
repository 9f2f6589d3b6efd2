// `npm run lighthouse -w e2e [--all | paths…]`: Lighthouse mobile (default simulated throttling)
// on one page of each type of the production build (home, services, prices, about, a legal page,
// blog, all articles, a tag, an article, gallery, reviews, the review form, downloads; `--all`:
// every path of its sitemap.xml), each beside the same page with its scripts removed — the
// static-HTML floor the site aims at. The server is started in its measurement mode
// (SITE_MEASUREMENT=1, never set in production), in which a request with
// `X-Measure: sans-scripts` gets the page without any script.
// Each variant runs LH_RUNS times (default 3), the page and its floor alternated (so that the
// machine's load weighs on both alike), and each figure is the median of its runs. Goals, for
// every page type (docs/adr-004-islands.md, "The main thread after load"): TBT within 30 ms of
// the floor's, a score at least the floor's, LCP ≤ 1.05× the floor's. Printed, never enforced:
// on a 2-core machine single runs move by ±10 points and several hundred ms of TBT; the load is
// printed beside the figures.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, startSite } from './site-server.mjs';

const runs = Number(process.env.LH_RUNS ?? 3);
const site = await startSite(Number(process.env.LH_PORT ?? 8484), { SITE_MEASUREMENT: '1' });

async function sitemapPaths() {
  const xml = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** One path per page type: the sitemap's pages of their own, its first tag and article, and the routes it does not list. */
function pageTypes(paths) {
  const blog = paths.filter((p) => p.startsWith('/blog/') && p !== '/blog/');
  const tag = blog.find((p) => p.startsWith('/blog/tag/'));
  const article = blog.find((p) => !p.startsWith('/blog/tag/') && p !== '/blog/articles/');
  const own = paths.filter((p) => !p.startsWith('/blog/') || p === '/blog/');
  const withForm = own.flatMap((p) => (p === '/reviews/' ? [p, '/reviews/new/'] : [p]));
  const blogAt = withForm.indexOf('/blog/');
  withForm.splice(blogAt + 1, 0, '/blog/articles/', ...[tag, article].filter(Boolean));
  return withForm;
}

const args = process.argv.slice(2);
const routes = args.includes('--all')
  ? await sitemapPaths()
  : args.length
    ? args
    : pageTypes(await sitemapPaths());
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run: performance score, LCP, TBT and CLS. */
async function lighthouseRun(path, headers) {
  const { lhr } = await lighthouse(`${site.baseUrl}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  });
  const run = {
    perf: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
  // A run Lighthouse could not finish (no paint seen in time on a loaded machine) is left out.
  return Object.values(run).every(Number.isFinite) ? run : null;
}

/** Medians of each figure over the runs that finished. */
function summarise(runs) {
  const results = runs.filter(Boolean);
  if (!results.length) return null;
  const of = (key) => median(results.map((r) => r[key]));
  return {
    perf: of('perf'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    spread: `${Math.min(...results.map((r) => r.perf))}–${Math.max(...results.map((r) => r.perf))}`,
    failed: runs.length - results.length,
  };
}

/** The page and its script-free floor, `runs` times each, alternated (which goes first too). */
async function measure(path) {
  const page = [];
  const floor = [];
  const floorHeaders = { 'X-Measure': 'sans-scripts' };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      page.push(await lighthouseRun(path, {}));
      floor.push(await lighthouseRun(path, floorHeaders));
    } else {
      floor.push(await lighthouseRun(path, floorHeaders));
      page.push(await lighthouseRun(path, {}));
    }
  }
  return { page: summarise(page), floor: summarise(floor) };
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ok = (met) => (met ? '✔' : '✘');
/** The machine's load: figures taken above 1.5 say more about the neighbours than about the site. */
const load = () => loadavg()[0].toFixed(2);
console.log(
  `Lighthouse mobile, médiane de ${runs} passages par variante, page et page sans scripts alternées — ${routes.length} types de page (charge ${load()})`,
);
console.log(
  'page                       perf (min–max)    LCP     TBT    CLS │ sans scripts : perf    LCP     TBT │ TBT − sans scripts (≤ 30 ms) │ perf ≥ │ LCP / sans scripts (≤ 1,05×)',
);
const misses = [];
try {
  for (const path of routes) {
    // Warm the server's render cache and the database once, as a real site would be.
    await fetch(`${site.baseUrl}${path}`);
    const { page, floor } = await measure(path);
    if (!page || !floor) {
      misses.push(decodeURI(path));
      console.log(
        `${decodeURI(path).slice(0, 26).padEnd(26)} aucun passage abouti (${page ? 'sans scripts' : 'page'})`,
      );
      continue;
    }
    const failed = page.failed + floor.failed;
    const tbtOver = page.tbt - floor.tbt;
    const lcpRatio = page.lcp / floor.lcp;
    const met = { tbt: tbtOver <= 30, perf: page.perf >= floor.perf, lcp: lcpRatio <= 1.05 };
    if (!met.tbt || !met.perf || !met.lcp) misses.push(decodeURI(path));
    console.log(
      `${decodeURI(path).slice(0, 26).padEnd(26)} ${String(page.perf).padStart(4)} (${page.spread.padStart(7)}) ${s(page.lcp).padStart(7)} ${`${Math.round(page.tbt)} ms`.padStart(7)} ${page.cls.toFixed(3).padStart(6)} │ ${String(floor.perf).padStart(17)} ${s(floor.lcp).padStart(7)} ${`${Math.round(floor.tbt)} ms`.padStart(7)} │ ${`${tbtOver >= 0 ? '+' : ''}${Math.round(tbtOver)} ms ${ok(met.tbt)}`.padStart(28)} │ ${`${ok(met.perf)}`.padStart(6)} │ ${`${lcpRatio.toFixed(2).replace('.', ',')}× ${ok(met.lcp)}`.padStart(28)}${failed ? ` (${failed} passage(s) non abouti(s), écarté(s))` : ''}`,
    );
  }
  const end = loadavg()[0];
  console.log(
    misses.length
      ? `Objectifs non atteints sur : ${misses.join(', ')}`
      : 'Objectifs atteints sur chaque type de page (TBT, score, LCP).',
  );
  console.log(
    `Charge de la machine en fin de mesure : ${end.toFixed(2).replace('.', ',')}${end > 1.5 ? ' — au-dessus de 1,5 : chiffres indicatifs, à reprendre sur une machine calme' : ''}`,
  );
} finally {
  await chrome.kill();
  await site.stop();
}
