// `npm run first-tap -w e2e` (production build; on a quiet machine only): the first tap on
// "Simuler mon devis" on a phone (390×844, touch) with the CPU slowed 4×, over fresh loads
// (`--runs 5` by default), beside its floor measured in the same run: the same page's HTML with a
// static button that opens a native <dialog> with one inline line. Prints medians (and ranges):
//
//   tap → shown         from the tap (pointerdown) to the first frame that shows the dialog,
//                       wizard and floor alike, in the page's clock
//   tap → hydrated      until the wizard's island is hydrated (`data-ready`)
//   Continuer → étape 2 once hydrated: from the tap on "Continuer" to the frame showing step 2
//   INP assistant       the longest interaction on the wizard (Event Timing API: the tap that
//                       opened it, a surface typed, a type chosen, Continuer, a finish chosen),
//                       the longest of each run named, and beside it the floor's own tap
//                       (its duration runs to the frame presented: on a machine that draws in
//                       software, the floor's is not zero either)
//
// Timings are printed, never enforced (docs/adr-004-islands.md, "The first tap"); bytes are
// `npm run size`'s.
import { chromium } from '@playwright/test';
import { firstVisitOnAPhone, launchChromium, startSite } from './site-server.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CPU_SLOWDOWN = 4;
const FLOOR_PATH = '/__premier-appui-plancher__/';

const site = await startSite(Number(process.env.FIRST_TAP_PORT ?? process.env.SIZE_PORT ?? 8384));
const browser = await launchChromium(chromium);
const phone = firstVisitOnAPhone;

/**
 * In every page before its own scripts: the time of each pointerdown, the first frame after it
 * that shows an open dialog, and the Event Timing entries (interactions only).
 */
function observeTaps() {
  const w = window;
  w.__tap = { downs: [], shown: [], events: [] };
  addEventListener('pointerdown', (event) => w.__tap.downs.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId)
        w.__tap.events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Resolves with the page-clock time of the first frame in which an element matching `selector`
 * is shown (and holds `text`, when given).
 */
const frameWhere = (page, selector, text = '') =>
  page.evaluate(
    ([sel, txt]) =>
      new Promise((resolve) => {
        const check = (time) => {
          const element = document.querySelector(sel);
          const shown = element && element.getBoundingClientRect().height > 0;
          if (shown && (!txt || element.textContent?.includes(txt))) resolve(time);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [selector, text],
  );

/** The wizard's dialog and the floor's are both native: the one open. */
const DIALOG = 'dialog[open]';

/** A fresh context: CPU slowed, the page loaded and settled (its runtime fetched once idle). */
async function freshPage(path, route) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript(observeTaps);
  if (route) await page.route(`${site.baseUrl}${path}`, route);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** The floor: the home page's HTML without its scripts, a button opening a native dialog inline. */
async function floorHtml() {
  const html = await (await fetch(`${site.baseUrl}/`)).text();
  const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const button =
    '<button id="floor-open" type="button" style="position:fixed;left:16px;top:120px;z-index:5;min-height:48px">Simuler mon devis</button>' +
    '<dialog id="floor-dialog" class="site-dialog"><h2>Simulateur de devis</h2><p>Étape 1 sur 3</p></dialog>' +
    `<script>document.getElementById('floor-open').onclick=()=>document.getElementById('floor-dialog').showModal()</script>`;
  return stripped.replace('</body>', `${button}</body>`);
}

async function measureFloor(html) {
  const { context, page } = await freshPage(FLOOR_PATH, (route) =>
    // The floor carries no CSP of the site's (its one inline line is not hashed).
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const shown = frameWhere(page, DIALOG);
  await page.locator('#floor-open').tap();
  const shownAt = await shown;
  const downAt = await page.evaluate(() => window.__tap.downs[0]);
  // Event Timing entries are delivered after the frame that follows them.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(() => window.__tap.events.length > 0, null, { timeout: 5000 }).catch(() => {});
  const interaction = await page.evaluate(() => Math.max(0, ...window.__tap.events.map((e) => e.duration)));
  await context.close();
  return { shown: shownAt - downAt, interaction };
}

async function measureWizard() {
  const { context, page } = await freshPage('/');
  const shown = frameWhere(page, DIALOG);
  await page.getByRole('main').getByRole('link', { name: 'Simuler mon devis' }).first().tap();
  const shownAt = await shown;
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await page
    .locator('#quote-dialog [data-island][data-ready]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  const hydratedAt = await page.evaluate(() => performance.now());
  const downAt = await page.evaluate(() => window.__tap.downs[0]);

  // Once hydrated: a surface typed, a type and the home's age chosen, "Continuer" → step 2, a finish chosen.
  await dialog.getByLabel('Surface en m²').fill('45');
  await dialog.getByRole('radio', { name: 'Maison' }).check();
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  const stepTwo = frameWhere(page, DIALOG, 'Étape 2 sur 3');
  const downsBefore = await page.evaluate(() => window.__tap.downs.length);
  await dialog.getByRole('button', { name: 'Continuer' }).tap();
  const stepTwoAt = await stepTwo;
  const continueAt = await page.evaluate((i) => window.__tap.downs[i], downsBefore);
  await dialog.getByRole('radio', { name: /huilage écologique/ }).check();
  // Event Timing entries are delivered after the frame that follows them.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const events = await page.evaluate(() => window.__tap.events);
  const byInteraction = new Map();
  const names = new Map();
  for (const e of events) {
    if (e.duration >= (byInteraction.get(e.id) ?? 0)) names.set(e.id, e.name);
    byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  }
  const worst = [...byInteraction].sort((a, b) => b[1] - a[1])[0];
  await context.close();
  return {
    shown: shownAt - downAt,
    hydrated: hydratedAt - downAt,
    continueToStep2: stepTwoAt - continueAt,
    inp: byInteraction.size ? Math.max(...byInteraction.values()) : 0,
    interactions: byInteraction.size,
    worst: worst ? `${names.get(worst[0])} ${Math.round(worst[1])} ms` : '',
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => `${Math.round(v)} ms`;
const summary = (values) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

try {
  const html = await floorHtml();
  const floor = [];
  const wizard = [];
  // Alternated, so that the machine's load weighs on both alike.
  for (let i = 0; i < RUNS; i += 1) {
    floor.push(await measureFloor(html));
    wizard.push(await measureWizard());
    process.stdout.write(`passage ${i + 1}/${RUNS} terminé\n`);
  }
  const shown = wizard.map((w) => w.shown);
  const floorShown = floor.map((f) => f.shown);
  const ratio = median(shown) / median(floorShown);
  console.log(
    `\nPremier appui sur « Simuler mon devis », téléphone 390×844, CPU ralenti ${CPU_SLOWDOWN}×, ${RUNS} chargements à froid (médiane, écart) :`,
  );
  console.log(`  plancher (bouton statique + <dialog> natif, même passage) : ${summary(floorShown)}`);
  console.log(
    `  appui → assistant affiché : ${summary(shown)} — ${ratio.toFixed(2).replace('.', ',')}× le plancher (objectif ≤ 2×)`,
  );
  console.log(`  appui → assistant hydraté : ${summary(wizard.map((w) => w.hydrated))}`);
  console.log(
    `  « Continuer » → étape 2 affichée, une fois hydraté : ${summary(wizard.map((w) => w.continueToStep2))} (objectif ≤ 100 ms)`,
  );
  console.log(
    `  INP des interactions de l’assistant (Event Timing, ${median(wizard.map((w) => w.interactions))} interactions) : ${summary(wizard.map((w) => w.inp))} (objectif ≤ 100 ms)`,
  );
  console.log(
    `  durée de l’interaction du plancher (son appui, Event Timing, même passage) : ${summary(floor.map((f) => f.interaction))}`,
  );
  console.log(`  interaction la plus longue de chaque passage : ${wizard.map((w) => w.worst).join(' · ')}`);
  console.log('Indicatif : jamais bloquant ; à mesurer sur une machine au repos.');
} finally {
  await browser.close();
  await site.stop();
}
