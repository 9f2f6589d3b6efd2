// `npm run first-tap -w e2e` (production build): the first tap on "Simuler mon devis" and the
// press on "Continuer" on a phone (390×844, touch) with the CPU slowed 4×, over fresh loads
// (`--runs 5` by default), each beside its floor measured in the same run, loads alternated: the
// same page's HTML without its scripts, with a static button that opens a native <dialog> by one
// inline line, and in it a "Continuer" whose one inline line shows a step 2. Beside them, the
// wizard's own dialog and step 2 shown the same way without the site's scripts, to tell what the
// scripts add from what the content costs. Prints medians (and ranges), and the ratios to the floor:
//
//   interactions        as INP counts them (Event Timing API): from the input to the next frame
//                       presented, the longest of the tap's pointerdown, pointerup and click —
//                       the first tap (wizard vs the floor's dialog), "Continuer" once hydrated
//                       (wizard vs the floor's button); goal ≤ 1.5× the floor
//   tap → shown         from the pointerdown to the first frame that shows the dialog (rAF)
//   tap → hydrated      until the wizard's island is hydrated (`data-ready`)
//   Continuer → étape 2 from the pointerdown on "Continuer" to the frame showing step 2 (rAF)
//   INP assistant       the longest interaction on the wizard (the tap, a surface typed, a type
//                       chosen, Continuer, a finish chosen), the longest of each run named
//
// `--sans <selector>` and `--css <rules>` change the static copies only (below), to find what of
// their drawing costs; compare such variants in alternated runs, never one run against another.
//
// On a machine without a GPU, frames are drawn in software: the floor's interactions are not near
// zero either, hence the ratios. Timings are printed, never enforced (docs/adr-004-islands.md,
// "The first tap"); bytes are `npm run size`'s.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { firstVisitOnAPhone, launchChromium, startSite } from './site-server.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CPU_SLOWDOWN = 4;
// `--sans <selector>`: the static copy of step 2 without the elements matching it, to find what
// of the step costs to draw (the wizard itself is measured as it is).
const withoutArg = process.argv.indexOf('--sans');
const WITHOUT = withoutArg > 0 ? process.argv[withoutArg + 1] : '';
// `--css <rules>`: CSS added to every static page (the floor's and the wizard's copies), to test
// what their drawing costs, e.g. `--css '#floor-dialog{height:95vh}'` (the floor's dialog as tall
// as the wizard's) or `--css '#quote-dialog *{filter:none!important}'` (the wizard's copies
// without their filters); the wizard itself is measured as it is.
const cssArg = process.argv.indexOf('--css');
const EXTRA_CSS = cssArg > 0 ? process.argv[cssArg + 1] : '';
const FLOOR_PATH = '/__premier-appui-plancher__/';

const site = await startSite(Number(process.env.FIRST_TAP_PORT ?? process.env.SIZE_PORT ?? 8384));
const browser = await launchChromium(chromium);
const phone = firstVisitOnAPhone;

/**
 * In every page before its own scripts: the time of each pointerdown, and the Event Timing entries
 * of interactions (pointerdown, pointerup, click, keys) as the browser reports them for INP.
 */
function observeTaps() {
  const w = window;
  w.__tap = { downs: [], events: [] };
  addEventListener('pointerdown', (event) => w.__tap.downs.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId)
        w.__tap.events.push({
          name: e.name,
          id: e.interactionId,
          start: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
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

/**
 * Taps `locator` and returns the tap as INP counts it: the longest Event Timing entry (its
 * pointerdown, pointerup or click) of the first interaction that starts with this tap, from the
 * input to the next frame presented. Entries under 16 ms are not reported: such a tap counts 16.
 */
async function tapInteraction(page, locator) {
  const since = await page.evaluate(() => performance.now());
  await locator.tap();
  // Entries come after the frame that follows them; a click is the tap's last.
  await page
    .waitForFunction((t) => window.__tap.events.some((e) => e.start >= t && e.name === 'click'), since, {
      timeout: 5000,
    })
    .catch(() => {});
  return page.evaluate((t) => {
    const entries = window.__tap.events.filter((e) => e.start >= t);
    if (!entries.length) return { duration: 16, name: '', delay: 0, handlers: 0, frame: 0 };
    const id = Math.min(...entries.map((e) => e.id));
    const mine = entries.filter((e) => e.id === id);
    const longest = [...mine].sort((a, b) => b.duration - a.duration)[0];
    // Where the time goes: before its first handler runs, in its handlers (summed), the rest
    // (other tasks between them, style, layout, paint, until the frame is presented).
    const start = Math.min(...mine.map((e) => e.start));
    const delay = Math.min(...mine.map((e) => e.processingStart)) - start;
    const handlers = mine.reduce((sum, e) => sum + e.processingEnd - e.processingStart, 0);
    return {
      duration: longest.duration,
      name: longest.name,
      delay,
      handlers,
      frame: Math.max(0, longest.start + longest.duration - start - delay - handlers),
    };
  }, since);
}

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

/** The home page's HTML as the server sends it, without any of its scripts. */
async function homeWithoutScripts() {
  const html = await (await fetch(`${site.baseUrl}/`)).text();
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
}

/** Answers the wizard's step 1 as every measure does: 45 m², a house over two years old. */
async function answerStepOne(dialog) {
  await dialog.getByLabel('Surface en m²').fill('45');
  await dialog.getByRole('radio', { name: 'Maison' }).check();
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
}

/**
 * A fresh page whose address answers `html`. A floor carries no CSP of the site's (its inline
 * lines are not hashed).
 */
const freshStaticPage = (html) =>
  freshPage(FLOOR_PATH, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: EXTRA_CSS ? html.replace('</body>', `<style>${EXTRA_CSS}</style></body>`) : html,
    }),
  );

/**
 * The floor: the home page's HTML without its scripts, a button opening a native dialog by one
 * inline line, and in the dialog a "Continuer" whose one inline line shows step 2 in place of
 * step 1 (a native page's button press).
 */
async function floorHtml() {
  const stripped = await homeWithoutScripts();
  const step2 = ['Ponçage et vitrification', 'Ponçage et huilage écologique', 'Ponçage d’escalier']
    .map(
      (label) =>
        `<label style="display:block;min-height:44px"><input type="radio" name="f"> ${label}</label>`,
    )
    .join('');
  const floor =
    '<button id="floor-open" type="button" style="position:fixed;left:16px;top:120px;z-index:5;min-height:48px">Simuler mon devis</button>' +
    '<dialog id="floor-dialog" class="site-dialog"><h2>Simulateur de devis</h2>' +
    '<div id="floor-step1"><p>Étape 1 sur 3</p></div>' +
    `<fieldset id="floor-step2" hidden><legend>Étape 2 sur 3</legend>${step2}</fieldset>` +
    '<button id="floor-next" type="button" style="min-height:48px">Continuer</button></dialog>' +
    `<script>document.getElementById('floor-open').onclick=()=>document.getElementById('floor-dialog').showModal();` +
    `document.getElementById('floor-next').onclick=()=>{document.getElementById('floor-step1').hidden=true;document.getElementById('floor-step2').hidden=false}</script>`;
  return stripped.replace('</body>', `${floor}</body>`);
}

/**
 * A second floor, for what the site's scripts add to the tap: the same page without its scripts,
 * whose button opens the page's own quote dialog (the wizard's step 1 as the server wrote it) by
 * one inline line — the same pixels, no framework, no loader.
 */
async function sameDialogFloorHtml() {
  const stripped = await homeWithoutScripts();
  const floor =
    '<button id="floor-open" type="button" style="position:fixed;left:16px;top:120px;z-index:5;min-height:48px">Simuler mon devis</button>' +
    `<script>document.getElementById('floor-open').onclick=()=>document.getElementById('quote-dialog').showModal()</script>`;
  return stripped.replace('</body>', `${floor}</body>`);
}

async function measureSameDialogFloor(html) {
  const { context, page } = await freshStaticPage(html);
  const tap = await tapInteraction(page, page.locator('#floor-open'));
  await context.close();
  return { tap: tap.duration, tapParts: tap };
}

/**
 * A third floor, for what the site's scripts add to « Continuer »: the wizard's own markup and
 * styles at step 1 and at step 2, copied once from a hydrated wizard (its DOM, the page's CSS
 * rules), in the same page without its scripts; « Continuer » hides the one and shows the other
 * by one inline line — the same pixels drawn, no framework.
 */
async function sameStepFloorHtml() {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/`, { waitUntil: 'load' });
  await page.getByRole('main').getByRole('link', { name: 'Simuler mon devis' }).first().click();
  await page
    .locator('#quote-dialog [data-island][data-ready]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await answerStepOne(dialog);
  const stepOne = await page.evaluate(() => document.getElementById('quote-dialog').innerHTML);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByText('Étape 2 sur 3').waitFor();
  const stepTwo = await page.evaluate(() => document.getElementById('quote-dialog').innerHTML);
  const css = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText);
        } catch {
          return [];
        }
      })
      .join('\n'),
  );
  const prune = (markup) =>
    page.evaluate(
      ([m, selector]) => {
        const template = document.createElement('template');
        template.innerHTML = m;
        for (const element of template.content.querySelectorAll(selector)) element.remove();
        return template.innerHTML;
      },
      [markup, WITHOUT],
    );
  const [first, second] = WITHOUT ? [await prune(stepOne), await prune(stepTwo)] : [stepOne, stepTwo];
  await context.close();
  const stripped = (await homeWithoutScripts()).replace(/<dialog id="quote-dialog"[\s\S]*?<\/dialog>/, '');
  const floor =
    `<style>${css.replace(/<\//g, '<\\/')}</style>` +
    `<dialog id="quote-dialog" class="site-dialog quote-dialog"><div id="floor-s1">${first}</div><div id="floor-s2" hidden>${second}</div></dialog>` +
    `<script>document.addEventListener('click',(e)=>{if(!e.target.closest('#floor-s1 button[type=submit]'))return;e.preventDefault();document.getElementById('floor-s1').hidden=true;document.getElementById('floor-s2').hidden=false})</script>`;
  return stripped.replace('</body>', `${floor}</body>`);
}

async function measureSameStepFloor(html) {
  const { context, page } = await freshStaticPage(html);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.getElementById('quote-dialog').showModal();
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  const stepTwo = frameWhere(page, '#floor-s2');
  const next = await tapInteraction(
    page,
    page.locator('#floor-s1').getByRole('button', { name: 'Continuer' }),
  );
  await stepTwo;
  await context.close();
  return { next: next.duration, nextParts: next };
}

async function measureFloor(html) {
  const { context, page } = await freshStaticPage(html);
  const shown = frameWhere(page, DIALOG);
  const tap = await tapInteraction(page, page.locator('#floor-open'));
  const shownAt = await shown;
  const downAt = await page.evaluate(() => window.__tap.downs[0]);
  const stepTwo = frameWhere(page, '#floor-step2');
  const next = await tapInteraction(page, page.locator('#floor-next'));
  await stepTwo;
  await context.close();
  return { shown: shownAt - downAt, tap: tap.duration, next: next.duration, tapParts: tap, nextParts: next };
}

async function measureWizard() {
  const { context, page } = await freshPage('/');
  const shown = frameWhere(page, DIALOG);
  const tap = await tapInteraction(
    page,
    page.getByRole('main').getByRole('link', { name: 'Simuler mon devis' }).first(),
  );
  const shownAt = await shown;
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await page
    .locator('#quote-dialog [data-island][data-ready]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  const hydratedAt = await page.evaluate(() => performance.now());
  const downAt = await page.evaluate(() => window.__tap.downs[0]);

  // Once hydrated: a surface typed, a type and the home's age chosen, "Continuer" → step 2, a finish chosen.
  await answerStepOne(dialog);
  const stepTwo = frameWhere(page, DIALOG, 'Étape 2 sur 3');
  const downsBefore = await page.evaluate(() => window.__tap.downs.length);
  const next = await tapInteraction(page, dialog.getByRole('button', { name: 'Continuer' }));
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
    tap: tap.duration,
    next: next.duration,
    tapParts: tap,
    nextParts: next,
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

const ratio = (a, b) => `${(median(a) / median(b)).toFixed(2).replace('.', ',')}×`;

try {
  const html = await floorHtml();
  const sameHtml = await sameDialogFloorHtml();
  const sameStepHtml = await sameStepFloorHtml();
  const floor = [];
  const same = [];
  const sameStep = [];
  const wizard = [];
  const loads = [];
  // Alternated, so that the machine's load weighs on both alike.
  for (let i = 0; i < RUNS; i += 1) {
    floor.push(await measureFloor(html));
    same.push(await measureSameDialogFloor(sameHtml));
    sameStep.push(await measureSameStepFloor(sameStepHtml));
    wizard.push(await measureWizard());
    loads.push(loadavg()[0]);
    process.stdout.write(`passage ${i + 1}/${RUNS} terminé\n`);
  }
  const of = (runs, key) => runs.map((r) => r[key]);
  console.log(
    `\nPremier appui sur « Simuler mon devis », téléphone 390×844, CPU ralenti ${CPU_SLOWDOWN}×, ${RUNS} chargements à froid, alternés avec le plancher (médiane, écart) ; charge de la machine ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}${EXTRA_CSS ? ` ; pages statiques avec « ${EXTRA_CSS} »` : ''} :`,
  );
  console.log(
    '  Interactions comme l’INP les compte (Event Timing : de l’entrée à l’image suivante présentée) :',
  );
  console.log(
    `    premier appui → assistant : ${summary(of(wizard, 'tap'))} ; plancher (<dialog> natif ouvert par une ligne) : ${summary(of(floor, 'tap'))} — ${ratio(of(wizard, 'tap'), of(floor, 'tap'))} (objectif ≤ 1,5×)`,
  );
  console.log(
    `      même boîte de dialogue que l’assistant (son étape 1 du serveur), ouverte par une ligne, sans les scripts du site : ${summary(of(same, 'tap'))} — l’assistant à ${ratio(of(wizard, 'tap'), of(same, 'tap'))} (ce qu’ajoutent les scripts), elle à ${ratio(of(same, 'tap'), of(floor, 'tap'))} du plancher (ce que coûte son contenu)`,
  );
  console.log(
    `    « Continuer » → étape 2, une fois hydraté : ${summary(of(wizard, 'next'))} ; plancher (bouton d’une page statique, une ligne) : ${summary(of(floor, 'next'))} — ${ratio(of(wizard, 'next'), of(floor, 'next'))} (objectif ≤ 1,5×)`,
  );
  console.log(
    `      même étape 2 que l’assistant (son DOM et ses styles), montrée par une ligne, sans les scripts du site${WITHOUT ? ` ni « ${WITHOUT} »` : ''} : ${summary(of(sameStep, 'next'))} — l’assistant à ${ratio(of(wizard, 'next'), of(sameStep, 'next'))} (ce qu’ajoutent les scripts), elle à ${ratio(of(sameStep, 'next'), of(floor, 'next'))} du plancher (ce que coûte son contenu)`,
  );
  const parts = (runs, key) =>
    `entrée ${ms(median(runs.map((r) => r[key].delay)))}, gestionnaires ${ms(median(runs.map((r) => r[key].handlers)))}, reste jusqu’à l’image ${ms(median(runs.map((r) => r[key].frame)))}`;
  console.log(
    `    où va le temps (médianes) — appui : assistant ${parts(wizard, 'tapParts')} ; même boîte sans scripts ${parts(same, 'tapParts')} ; plancher ${parts(floor, 'tapParts')}`,
  );
  console.log(
    `      « Continuer » : assistant ${parts(wizard, 'nextParts')} ; même étape sans scripts ${parts(sameStep, 'nextParts')} ; plancher ${parts(floor, 'nextParts')}`,
  );
  console.log('  Premières images (rAF, horloge de la page) :');
  console.log(
    `    appui → assistant affiché : ${summary(of(wizard, 'shown'))} ; plancher : ${summary(of(floor, 'shown'))} — ${ratio(of(wizard, 'shown'), of(floor, 'shown'))}`,
  );
  console.log(`    appui → assistant hydraté : ${summary(of(wizard, 'hydrated'))}`);
  console.log(`    « Continuer » → étape 2 affichée : ${summary(of(wizard, 'continueToStep2'))}`);
  console.log(
    `  INP de l’assistant (la plus longue de ses ${median(of(wizard, 'interactions'))} interactions) : ${summary(of(wizard, 'inp'))} ; la plus longue de chaque passage : ${wizard.map((w) => w.worst).join(' · ')}`,
  );
  console.log(
    'Indicatif : jamais bloquant ; à mesurer sur une machine au repos (seuls les rapports au plancher comptent).',
  );
} finally {
  await browser.close();
  await site.stop();
}
