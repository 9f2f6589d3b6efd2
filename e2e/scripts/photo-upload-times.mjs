// `npm run photo-times` (after `npm run build`): how long the quote's photos take on this machine,
// on the production build, in a phone's browser (390 × 844, touch), as a visitor sends them:
// "Ajouter des photos" with 4 000 × 3 000 JPEGs, then "Envoyer ma demande". For 1, 3 and 8 photos,
// with the CPU as is and slowed 4× (Chrome's CPU throttling, as Lighthouse's phone), it prints the
// median over the runs of:
//   - resize: from the files chosen to each photo shown "Prête" (the browser redraws it at
//     2 048 px, JPEG, without EXIF; photos are resized one after the other);
//   - upload: from "Envoyer ma demande" to each photo shown "Envoyée" (the request is stored
//     first, then the photos go two at a time: the upload link from the function, then the file);
//   - per photo: one photo's resize, and one photo's upload (from its "Envoi…" to "Envoyée");
// and the sizes before and after the resize (the bytes the browser sent).
// The network is the loopback: these are the machine's times, not a phone network's. Chrome's
// CPU throttling slows the page's main thread; image decoding and encoding run partly on other
// threads, so the 4× figures understate a slow phone's resize.
// Measure on a quiet machine (timings are noisy while others build).
//
// Environment: PHOTO_RUNS (runs per case, default 5), PHOTO_COUNTS (default "1,3,8"),
// PHOTO_CPU (throttling rates, default "1,4"), PHOTO_FILE (a real photo to send instead of the
// generated one), PHOTO_PORT (the server's port, default 8590), SITE_URL (measure a server
// already running), CHROMIUM_PATH.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { sign } from 'hono/jwt';
import sharp from 'sharp';
import { launchChromium, startSite } from './site-server.mjs';

const RUNS = Number(process.env.PHOTO_RUNS || 5);
const COUNTS = (process.env.PHOTO_COUNTS || '1,3,8').split(',').map(Number);
const RATES = (process.env.PHOTO_CPU || '1,4').split(',').map(Number);
const READY = 'Prête';
const UPLOADING = 'Envoi…';
const DONE = 'Envoyée';

/**
 * A phone photo of a floor: 4 000 × 3 000, wood-like grain with sensor noise, JPEG quality 90 as
 * phones save them (about 3–5 MB, like a real one; pure noise would make an unusual 10 MB file).
 */
async function phonePhoto() {
  if (process.env.PHOTO_FILE) return readFileSync(process.env.PHOTO_FILE);
  const stripes = Buffer.alloc(4000 * 3000 * 3);
  for (let y = 0; y < 3000; y++) {
    for (let x = 0; x < 4000; x++) {
      const grain = Math.sin(x / 7 + Math.sin(y / 40) * 3) * 18 + Math.sin(x / 90) * 25;
      const noise = (Math.random() - 0.5) * 24;
      const i = (y * 4000 + x) * 3;
      stripes[i] = 150 + grain + noise;
      stripes[i + 1] = 105 + grain * 0.8 + noise;
      stripes[i + 2] = 70 + grain * 0.5 + noise;
    }
  }
  return sharp(stripes, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Pro' } })
    .toBuffer();
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2).replace('.', ',')}\u00a0s`;
const kilobytes = (bytes) => `${Math.round(bytes / 1024).toLocaleString('fr-FR')}\u00a0Ko`;

process.env.RATE_LIMIT_WRITES_PER_MINUTE ??= '100000000';
const jwtSecret = process.env.JWT_SECRET || randomBytes(32).toString('hex');
const site = await startSite(Number(process.env.PHOTO_PORT || 8590), {
  RATE_LIMIT_WRITES_PER_MINUTE: process.env.RATE_LIMIT_WRITES_PER_MINUTE,
  JWT_SECRET: jwtSecret,
});
// Every run comes from this machine: the day's photo budgets of one client (a row of the
// database, docs/adr-010-storage.md) are raised for the measurement's own server.
if (!process.env.SITE_URL) {
  const now = Math.floor(Date.now() / 1000);
  const key = await sign(
    { role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 },
    jwtSecret,
    'HS256',
  );
  const raised = await fetch(`${site.baseUrl}/rest/v1/rpc/set_quote_photo_limits`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ per_client_per_day: 1000000, per_site_per_day: 1000000 }),
  });
  if (!raised.ok) throw new Error(`Budgets de photos non relevés : HTTP ${raised.status}`);
}
const browser = await launchChromium(chromium);
const dir = mkdtempSync(join(tmpdir(), 'parquet-photo-times-'));
const original = await phonePhoto();
const files = Array.from({ length: Math.max(...COUNTS) }, (_, i) => {
  const path = join(dir, `chantier-${i + 1}.jpg`);
  writeFileSync(path, original);
  return path;
});
const originalMeta = await sharp(original).metadata();

/** One visitor sending `count` photos with the CPU slowed `rate`×; times in ms. */
async function visit(count, rate) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // Each photo's states as the visitor sees them, stamped in the page's clock (epoch ms), sent
  // out at once so that the move to the thank-you page loses nothing.
  const seen = new Map();
  const marks = {};
  await page.exposeBinding('__photoState', (_source, id, state, at) => {
    const photo = seen.get(id) ?? {};
    photo[state] ??= at;
    seen.set(id, photo);
  });
  await page.exposeBinding('__photoMark', (_source, name, at) => {
    marks[name] ??= at;
  });
  // The bytes of each photo as the browser sends it (the resized JPEG), read where it leaves.
  const sent = [];
  await page.exposeBinding('__photoSent', (_source, bytes) => {
    sent.push(bytes);
  });
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) window.__photoSent(body.size);
      return send.call(this, body);
    };
  });

  await page.goto(`${site.baseUrl}/`, { waitUntil: 'load' });
  await page.getByRole('main').getByText('Simuler mon devis', { exact: true }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await dialog.getByLabel('Surface en m²').fill('45');
  await dialog.getByRole('radio', { name: 'Maison' }).check();
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).tap();
  await dialog.getByRole('radio', { name: /huilage écologique/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).tap();
  const picker = dialog.getByLabel('Ajouter des photos');
  await picker.waitFor({ state: 'attached' });
  await dialog.getByLabel('Nom complet').fill('Mesure Photos');
  await dialog.getByLabel('Téléphone').fill('6 12 34 56 78');
  await dialog.getByLabel('E-mail', { exact: true }).fill(`mesure-${Date.now()}@example.fr`);
  await dialog.getByLabel('Code postal').fill('67000');
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();

  await page.evaluate(
    ({ states }) => {
      const now = () => performance.timeOrigin + performance.now();
      const scan = () => {
        for (const item of document.querySelectorAll('li[data-photo-id]')) {
          const state = item.querySelector('.state')?.textContent ?? '';
          const match = states.find((name) => state.startsWith(name));
          if (match) window.__photoState(item.getAttribute('data-photo-id'), match, now());
        }
      };
      new MutationObserver(scan).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      document.addEventListener('change', () => window.__photoMark('chosen', now()), true);
      document.addEventListener(
        'click',
        (event) => {
          if (
            event.target instanceof Element &&
            event.target.closest('button')?.textContent?.includes('Envoyer ma demande')
          )
            window.__photoMark('send', now());
        },
        true,
      );
    },
    { states: [READY, UPLOADING, DONE] },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });

  await picker.setInputFiles(files.slice(0, count));
  const items = dialog.getByRole('list', { name: 'Photos (facultatif)' }).getByRole('listitem');
  await items
    .getByText(READY, { exact: true })
    .nth(count - 1)
    .waitFor({ timeout: 60_000 * count });
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).tap();
  await page.waitForURL(/\/thank-you\/$/, { timeout: 60_000 * count });
  // The last binding calls may still be on their way.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await context.close();

  const photos = [...seen.values()];
  if (photos.length !== count || photos.some((photo) => !photo[READY] || !photo[DONE])) {
    throw new Error(`États incomplets : ${JSON.stringify(photos)}`);
  }
  const ready = photos.map((photo) => photo[READY]).sort((a, b) => a - b);
  return {
    resize: ready[count - 1] - marks.chosen,
    // Resized one after the other: each photo's own time is the gap since the one before.
    resizeEach: ready.map((at, i) => at - (i === 0 ? marks.chosen : ready[i - 1])),
    upload: Math.max(...photos.map((photo) => photo[DONE])) - marks.send,
    uploadEach: photos.map((photo) => photo[DONE] - (photo[UPLOADING] ?? marks.send)),
    sent,
  };
}

console.log(
  `Photo d’origine : ${originalMeta.width} × ${originalMeta.height}, ${kilobytes(original.length)}${process.env.PHOTO_FILE ? ` (${process.env.PHOTO_FILE})` : ' (générée)'}`,
);
console.log(
  `${RUNS} passage(s) par cas, médianes ; charge de la machine au départ : ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ')}`,
);
const sentSizes = [];
try {
  for (const rate of RATES) {
    for (const count of COUNTS) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await visit(count, rate));
      sentSizes.push(...runs.flatMap((r) => r.sent));
      const resize = median(runs.map((r) => r.resize));
      const upload = median(runs.map((r) => r.upload));
      console.log(
        `CPU ${rate === 1 ? 'non ralenti' : `ralenti ${rate}×`}, ${count} photo${count > 1 ? 's' : ''}\u00a0: ${[
          `redimensionnement ${seconds(resize)}`,
          `envoi ${seconds(upload)}`,
          `total ${seconds(median(runs.map((r) => r.resize + r.upload)))}`,
          `par photo, redimensionnement ${seconds(median(runs.flatMap((r) => r.resizeEach)))} et envoi ${seconds(median(runs.flatMap((r) => r.uploadEach)))}`,
        ].join(' · ')}`,
      );
    }
  }
  const sizes = sentSizes.filter((n) => n > 0);
  if (sizes.length === 0) throw new Error('Aucune photo envoyée n’a été vue partir.');
  console.log(
    `Taille envoyée après redimensionnement (2 048 px, JPEG) : médiane ${kilobytes(median(sizes))} (de ${kilobytes(Math.min(...sizes))} à ${kilobytes(Math.max(...sizes))}), pour ${kilobytes(original.length)} à l’origine`,
  );
  console.log(
    `Charge de la machine à la fin : ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
