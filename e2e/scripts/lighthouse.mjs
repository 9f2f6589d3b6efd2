// `npm run lighthouse -w e2e`: Lighthouse mobile (default throttling) on the main routes of the
// production build. Prints the four category scores and LCP / TBT / CLS per route.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, firstArticlePath, startSite } from './site-server.mjs';

const site = await startSite(8484);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/services/', '/about/', await firstArticlePath(site.baseUrl), '/blog/', '/gallery/', '/reviews/', '/downloads/'];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
console.log('route                                        perf  a11y  bonnes-pratiques  SEO    LCP     TBT    CLS');
try {
  for (const route of routes) {
    // Warm the server's render cache and the database once, as a real site would be.
    await fetch(`${site.baseUrl}${route}`);
    const result = await lighthouse(`${site.baseUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories: c, audits: a } = result.lhr;
    const score = (k) => String(Math.round((c[k]?.score ?? 0) * 100)).padStart(5);
    console.log(
      `${route.padEnd(44)} ${score('performance')} ${score('accessibility')} ${score('best-practices').padStart(17)} ${score('seo')}  ${a['largest-contentful-paint'].displayValue.padStart(6)} ${a['total-blocking-time'].displayValue.padStart(7)} ${a['cumulative-layout-shift'].displayValue.padStart(6)}`,
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
}
