// `npm run lighthouse -w e2e [paths…]`: Lighthouse mobile (default simulated throttling) on every
// indexable route of the production build (the paths of its sitemap.xml), each beside the same
// page with its scripts removed — the static-HTML floor the site aims at. The server is started
// in its measurement mode (SITE_MEASUREMENT=1, never set in production), in which a request with
// `X-Measure: sans-scripts` gets the page without any script.
// Each variant runs LH_RUNS times (default 3) and each figure is the median of its runs: on a
// 2-core machine single runs move by ±10 points and several hundred ms of TBT. Take the figures
// on a quiet machine (`uptime`): other builds running make them meaningless.
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

const routes = process.argv.slice(2).length ? process.argv.slice(2) : await sitemapPaths();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median performance score, LCP, TBT and CLS of `runs` Lighthouse runs. */
async function measure(path, headers) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(`${site.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    results.push({
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  const of = (key) => median(results.map((r) => r[key]));
  return {
    perf: of('perf'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    spread: `${Math.min(...results.map((r) => r.perf))}–${Math.max(...results.map((r) => r.perf))}`,
  };
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** The machine's load: figures taken above 1.5 say more about the neighbours than about the site. */
const load = () => loadavg()[0].toFixed(2);
console.log(
  `Lighthouse mobile, médiane de ${runs} passages par variante — ${routes.length} routes (charge ${load()})`,
);
console.log(
  'route                                         perf (min–max)    LCP      TBT     CLS  │ sans scripts : perf    LCP     TBT │ LCP / sans scripts',
);
try {
  for (const path of routes) {
    // Warm the server's render cache and the database once, as a real site would be.
    await fetch(`${site.baseUrl}${path}`);
    const page = await measure(path, {});
    const floor = await measure(path, { 'X-Measure': 'sans-scripts' });
    console.log(
      `${decodeURI(path).padEnd(45)} ${String(page.perf).padStart(4)} (${page.spread.padStart(7)}) ${s(page.lcp).padStart(7)} ${`${Math.round(page.tbt)} ms`.padStart(7)} ${page.cls.toFixed(3).padStart(6)}  │ ${String(floor.perf).padStart(17)} ${s(floor.lcp).padStart(7)} ${`${Math.round(floor.tbt)} ms`.padStart(7)} │ ${(page.lcp / floor.lcp).toFixed(2).padStart(8)}×`,
    );
  }
  const end = loadavg()[0];
  console.log(
    `Charge de la machine en fin de mesure : ${end.toFixed(2)}${end > 1.5 ? ' — au-dessus de 1,5 : chiffres indicatifs, à reprendre sur une machine calme' : ''}`,
  );
} finally {
  await chrome.kill();
  await site.stop();
}
