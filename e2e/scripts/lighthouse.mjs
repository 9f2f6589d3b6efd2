// `npm run lighthouse -w e2e [routes…]`: Lighthouse mobile (default simulated throttling) on the
// main routes of the production build. Each route is measured LH_RUNS times (default 3) and the
// median run (by performance score) is printed: on a 2-core machine single runs move by ±10
// points and several hundred ms of TBT.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, firstArticlePath, startSite } from './site-server.mjs';

const runs = Number(process.env.LH_RUNS ?? 3);
const site = await startSite(8484);
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/services/',
      '/about/',
      await firstArticlePath(site.baseUrl),
      '/blog/',
      '/gallery/',
      '/reviews/',
      '/downloads/',
    ];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
console.log(`Lighthouse mobile, médiane de ${runs} passage(s) par route (performance : min–max)`);
console.log(
  'route                                        perf (min–max)  a11y  bonnes-pratiques  SEO    LCP     TBT    CLS',
);
try {
  for (const route of routes) {
    // Warm the server's render cache and the database once, as a real site would be.
    await fetch(`${site.baseUrl}${route}`);
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(result.lhr);
    }
    const perf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    results.sort((a, b) => perf(a) - perf(b));
    const { categories: c, audits: a } = results[Math.floor(results.length / 2)];
    const score = (k) => String(Math.round((c[k]?.score ?? 0) * 100)).padStart(5);
    const spread = `(${perf(results[0])}–${perf(results[results.length - 1])})`.padStart(9);
    console.log(
      `${route.padEnd(44)} ${score('performance')} ${spread} ${score('accessibility')} ${score('best-practices').padStart(17)} ${score('seo')}  ${a['largest-contentful-paint'].displayValue.padStart(6)} ${a['total-blocking-time'].displayValue.padStart(7)} ${a['cumulative-layout-shift'].displayValue.padStart(6)}`,
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
}
