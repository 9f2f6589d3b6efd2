// `npm run size`: what a browser really loads per route of the production build, measured in
// Chromium: JS and CSS bytes (raw and gzip) and the number of requests, first visit, empty cache.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, firstArticlePath, startSite } from './site-server.mjs';

const site = await startSite(8383);
const routes = [
  '/',
  '/services/',
  '/about/',
  '/blog/',
  await firstArticlePath(site.baseUrl),
  '/gallery/',
  '/reviews/',
  '/reviews/new/',
  '/downloads/',
  '/confidentialite/',
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const rows = [];

for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const seen = [];
  page.on('response', (response) => seen.push(response));
  await page.goto(`${site.baseUrl}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const totals = { js: 0, jsGz: 0, css: 0, cssGz: 0, jsFiles: 0, requests: seen.length };
  for (const response of seen) {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : null;
    if (!kind) continue;
    let body;
    try {
      body = await response.body();
    } catch {
      continue;
    }
    totals[kind] += body.length;
    totals[`${kind}Gz`] += gzipSync(body, { level: 9 }).length;
    if (kind === 'js') totals.jsFiles += 1;
  }
  rows.push({ route, ...totals });
  await context.close();
}
await browser.close();
await site.stop();

console.log('\nOctets chargés par route (première visite, cache vide, Chromium, 390x844)');
console.log(
  'route                                         JS brut   JS gzip  fichiers JS  CSS gzip  requêtes',
);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(44)} ${kb(r.js)} K ${kb(r.jsGz)} K ${String(r.jsFiles).padStart(10)} ${kb(r.cssGz)} K ${String(r.requests).padStart(8)}`,
  );
}
console.log('(CSS : critique en ligne dans le HTML + styles emotion en ligne ; pas de feuille CSS séparée)');
