// Draws every image of the site (photos, before/after cards, social images, team portraits,
// icons) and writes them under content/media/. Deterministic; work is spread over worker
// threads, and a job whose inputs did not change since the last run is skipped
// (content/media/.image-cache.json; pass --force to redraw everything).

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { parseFrontMatter } from './lib/frontmatter.mjs';
import * as plan from './lib/image-plan.mjs';
import { ARTICLES_DIR, MEDIA_DIR, PHOTO_WIDTHS } from './lib/paths.mjs';
import { renderScene } from './lib/scenes.mjs';

const VERSION = 4; // bump to invalidate the cache when the renderer changes
const SIZES = { '4:3': [1440, 1080], '16:9': [1440, 810] };

const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by an estimated glyph width (DejaVu/Liberation Sans bold ≈ 0.56 em). */
function wrap(text, fontSize, maxWidth, maxLines = 3) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (next.length * fontSize * 0.56 > maxWidth && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[\s,;:]+\S*$/, '')}…`;
  }
  return lines;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Small herringbone mark used in the logo, icons and social images. */
function markSvg(x, y, s, color = '#f4e6cf') {
  const w = s * 0.16;
  const l = s * 0.42;
  let g = '';
  for (let i = 0; i < 4; i++) {
    const oy = y + s * 0.12 + i * s * 0.19;
    g += `<rect x="${x + s * 0.5 - l}" y="${oy}" width="${l}" height="${w}" rx="${w * 0.18}" transform="rotate(-35 ${x + s * 0.5} ${oy + w / 2})" fill="${color}"/>`;
    g += `<rect x="${x + s * 0.5}" y="${oy}" width="${l}" height="${w}" rx="${w * 0.18}" transform="rotate(35 ${x + s * 0.5} ${oy + w / 2})" fill="${color}" opacity="0.82"/>`;
  }
  return g;
}

function ogOverlay(title, kicker) {
  const lines = wrap(title, 58, 1000, 3);
  const startY = 630 - 90 - (lines.length - 1) * 68;
  const tspans = lines
    .map(
      (l, i) =>
        `<text x="72" y="${startY + i * 68}" font-family="${FONT}" font-weight="bold" font-size="58" fill="#fffaf2">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c120b" stop-opacity="0.15"/><stop offset="0.45" stop-color="#1c120b" stop-opacity="0.45"/><stop offset="1" stop-color="#1c120b" stop-opacity="0.88"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="60" y="52" width="58" height="58" rx="12" fill="#8a5a34"/>${markSvg(60, 52, 58)}
  <text x="134" y="92" font-family="${FONT}" font-weight="bold" font-size="30" fill="#fffaf2">Parquet Alsace Rénovation</text>
  <text x="72" y="${startY - 78}" font-family="${FONT}" font-size="26" fill="#f0c99a">${esc(kicker)}</text>
  ${tspans}
</svg>`;
}

function defaultOgOverlay() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1c120b" stop-opacity="0.92"/><stop offset="0.62" stop-color="#1c120b" stop-opacity="0.55"/><stop offset="1" stop-color="#1c120b" stop-opacity="0.05"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="72" y="86" width="96" height="96" rx="18" fill="#8a5a34"/>${markSvg(72, 86, 96)}
  <text x="72" y="270" font-family="${FONT}" font-weight="bold" font-size="64" fill="#fffaf2">Parquet Alsace</text>
  <text x="72" y="346" font-family="${FONT}" font-weight="bold" font-size="64" fill="#fffaf2">Rénovation</text>
  <text x="72" y="410" font-family="${FONT}" font-size="30" fill="#f3dcc0">Ponçage, vitrification, huilage et escaliers</text>
  <text x="72" y="452" font-family="${FONT}" font-size="30" fill="#f3dcc0">en Alsace depuis 2008</text>
  <rect x="72" y="492" width="390" height="70" rx="35" fill="#e2a35a"/>
  <text x="267" y="538" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="30" fill="#24160c">Devis gratuit en 24 h</text>
</svg>`;
}

function beforeAfterOverlay(w, h, label) {
  const pill = (x, text, fill, color) =>
    `<rect x="${x}" y="${h - 92}" width="${text.length * 17 + 48}" height="54" rx="27" fill="${fill}"/><text x="${x + 24}" y="${h - 56}" font-family="${FONT}" font-weight="bold" font-size="28" fill="${color}">${esc(text)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect x="${w / 2 - 3}" y="0" width="6" height="${h}" fill="#fffaf2"/>
  <circle cx="${w / 2}" cy="${h / 2}" r="34" fill="#fffaf2"/>
  <path d="M ${w / 2 - 12} ${h / 2 - 12} l -12 12 l 12 12 M ${w / 2 + 12} ${h / 2 - 12} l 12 12 l -12 12" stroke="#5b3b24" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  ${pill(40, 'Avant', '#2b2b2b', '#ffffff')}
  ${pill(w / 2 + 40, 'Après', '#e2a35a', '#24160c')}
  <rect x="40" y="40" width="${label.length * 17 + 48}" height="54" rx="27" fill="#fffaf2" opacity="0.92"/>
  <text x="64" y="76" font-family="${FONT}" font-weight="bold" font-size="28" fill="#5b3b24">${esc(label)}</text>
</svg>`;
}

function portraitSvg(p) {
  const initials = p.name
    .split(' ')
    .map((s) => s[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[1]}"/><stop offset="1" stop-color="${p.bg[0]}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <g opacity="0.14">${markSvg(250, 250, 180, '#ffffff')}</g>
  <circle cx="200" cy="168" r="104" fill="#fffaf2" opacity="0.95"/>
  <text x="200" y="200" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="92" fill="${p.bg[0]}">${esc(initials)}</text>
  <text x="200" y="322" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="30" fill="#fffaf2">${esc(p.name)}</text>
  <text x="200" y="358" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#fbe9d2">${esc(p.role)}</text>
</svg>`;
}

function iconSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="#8a5a34"/>${markSvg(8, 10, 84)}
</svg>`;
}

// ---------------------------------------------------------------- encoding
async function writePhoto(raw, w, h, area, name, overlaySvg) {
  mkdirSync(path.join(MEDIA_DIR, area), { recursive: true });
  let base = sharp(raw, { raw: { width: w, height: h, channels: 3 } });
  if (overlaySvg) base = base.composite([{ input: Buffer.from(overlaySvg) }]);
  const master = await base.png({ compressionLevel: 0 }).toBuffer();
  for (const width of PHOTO_WIDTHS) {
    const img = sharp(master).resize(width, Math.round((h * width) / w), { kernel: 'lanczos3' });
    const stem = path.join(MEDIA_DIR, area, `${name}-${width}`);
    await img.clone().jpeg({ quality: 75, progressive: true, mozjpeg: true }).toFile(`${stem}.jpg`);
    await img.clone().webp({ quality: 70, effort: 3 }).toFile(`${stem}.webp`);
    await img.clone().avif({ quality: 45, effort: 2 }).toFile(`${stem}.avif`);
  }
}

async function writeOg(raw, w, h, file, overlaySvg) {
  mkdirSync(path.dirname(file), { recursive: true });
  const bg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(1200, 630, { fit: 'cover' })
    .png()
    .toBuffer();
  await sharp(bg)
    .composite([{ input: Buffer.from(overlaySvg) }])
    .jpeg({ quality: 80, progressive: true, mozjpeg: true })
    .toFile(file);
}

async function runJob(job) {
  if (job.kind === 'photo') {
    const [w, h] = SIZES[job.ratio];
    const raw = renderScene(w, h, job.scene);
    await writePhoto(raw, w, h, job.area, job.name);
    if (job.og)
      await writeOg(
        raw,
        w,
        h,
        path.join(MEDIA_DIR, 'og', `${job.name}-1200x630.jpg`),
        ogOverlay(job.og.title, job.og.kicker),
      );
  } else if (job.kind === 'beforeAfter') {
    const [w, h] = SIZES['4:3'];
    const avant = renderScene(w, h, job.avant);
    const apres = renderScene(w, h, job.apres);
    await writePhoto(avant, w, h, 'home', `avant-apres-${job.name}-avant`);
    await writePhoto(apres, w, h, 'home', `avant-apres-${job.name}-apres`);
    const mixed = Buffer.from(avant);
    const half = w / 2;
    for (let y = 0; y < h; y++) apres.copy(mixed, (y * w + half) * 3, (y * w + half) * 3, (y + 1) * w * 3);
    await writePhoto(mixed, w, h, 'home', `avant-apres-${job.name}`, beforeAfterOverlay(w, h, job.label));
  } else if (job.kind === 'ogDefault') {
    const [w, h] = SIZES['16:9'];
    await writeOg(
      renderScene(w, h, job.scene),
      w,
      h,
      path.join(MEDIA_DIR, 'og', 'default-1200x630.jpg'),
      defaultOgOverlay(),
    );
  } else if (job.kind === 'team') {
    mkdirSync(path.join(MEDIA_DIR, 'team'), { recursive: true });
    const master = await sharp(Buffer.from(portraitSvg(job.person)))
      .png()
      .toBuffer();
    for (const size of [200, 400]) {
      const stem = path.join(MEDIA_DIR, 'team', `${job.person.slug}-${size}`);
      const img = sharp(master).resize(size, size);
      await img.clone().jpeg({ quality: 80, progressive: true, mozjpeg: true }).toFile(`${stem}.jpg`);
      await img.clone().webp({ quality: 75 }).toFile(`${stem}.webp`);
      await img.clone().avif({ quality: 50, effort: 3 }).toFile(`${stem}.avif`);
    }
  } else if (job.kind === 'icons') {
    const dir = path.join(MEDIA_DIR, 'icons');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'favicon.svg'), `${iconSvg(32)}\n`);
    await sharp(Buffer.from(iconSvg(512)))
      .resize(180, 180)
      .png()
      .toFile(path.join(dir, 'apple-touch-icon.png'));
    await sharp(Buffer.from(iconSvg(512)))
      .resize(192, 192)
      .png()
      .toFile(path.join(dir, 'icon-192.png'));
    await sharp(Buffer.from(iconSvg(512)))
      .resize(512, 512)
      .png()
      .toFile(path.join(dir, 'icon-512.png'));
    await sharp(Buffer.from(iconSvg(512)))
      .resize(32, 32)
      .png()
      .toFile(path.join(dir, 'favicon-32.png'));
    const manifest = {
      name: 'Parquet Alsace Rénovation – Devis gratuit',
      short_name: 'Parquet Alsace',
      description:
        "Ponçage, vitrification, huilage et rénovation d'escaliers en Alsace. Devis gratuit en 24 h.",
      lang: 'fr-FR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#1c120b',
      theme_color: '#8a5a34',
      icons: [
        { src: '/media/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/media/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/media/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/media/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    };
    writeFileSync(path.join(MEDIA_DIR, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

// ---------------------------------------------------------------- job list
function articleTitles() {
  const titles = {};
  if (!existsSync(ARTICLES_DIR)) return titles;
  for (const f of readdirSync(ARTICLES_DIR).filter((f) => f.endsWith('.md'))) {
    const { data } = parseFrontMatter(readFileSync(path.join(ARTICLES_DIR, f), 'utf8'));
    titles[data.slug] = data.title;
  }
  return titles;
}

function jobs() {
  const titles = articleTitles();
  const list = [];
  for (const [name, scene] of Object.entries(plan.articleFeatured)) {
    const og = titles[name] ? { title: titles[name], kicker: "Conseils d'artisan · Blog" } : null;
    list.push({ kind: 'photo', area: 'articles', name, ratio: '16:9', scene, og });
  }
  for (const [name, scene] of Object.entries(plan.articleInline))
    list.push({ kind: 'photo', area: 'articles', name, ratio: '16:9', scene });
  for (const [name, scene] of Object.entries(plan.gallery))
    list.push({ kind: 'photo', area: 'gallery', name, ratio: '4:3', scene });
  list.push({ kind: 'photo', area: 'home', name: 'hero', ratio: '16:9', scene: plan.homeHero });
  for (const [name, ba] of Object.entries(plan.homeBeforeAfter))
    list.push({ kind: 'beforeAfter', name, ...ba });
  list.push({ kind: 'ogDefault', scene: plan.homeHero });
  for (const person of plan.team) list.push({ kind: 'team', person });
  list.push({ kind: 'icons' });
  return list.map((j) => ({
    ...j,
    key: createHash('sha1').update(JSON.stringify({ VERSION, j })).digest('hex').slice(0, 16),
    id: `${j.kind}:${j.area ?? ''}:${j.name ?? j.person?.slug ?? ''}`,
  }));
}

// ---------------------------------------------------------------- pool
if (isMainThread) {
  const force = process.argv.includes('--force');
  const cacheFile = path.join(MEDIA_DIR, '.image-cache.json');
  mkdirSync(MEDIA_DIR, { recursive: true });
  const cache = !force && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
  const all = jobs();
  const todo = all.filter((j) => cache[j.id] !== j.key);
  const t0 = Date.now();
  console.log(`images: ${all.length} jobs, ${todo.length} to draw`);
  const threads = Math.max(1, Math.min(os.availableParallelism?.() ?? os.cpus().length, 4, todo.length));
  let next = 0;
  const done = {};
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise((resolve, reject) => {
          if (next >= todo.length) return resolve();
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: {} });
          const feed = () => {
            if (next >= todo.length) {
              worker.postMessage(null);
              return;
            }
            worker.postMessage(todo[next++]);
          };
          worker.on('message', (m) => {
            if (m.error) {
              reject(new Error(`${m.id}: ${m.error}`));
              worker.terminate();
              return;
            }
            done[m.id] = m.key;
            process.stdout.write('.');
            feed();
          });
          worker.on('error', reject);
          worker.on('exit', () => resolve());
          feed();
        }),
    ),
  );
  const kept = Object.fromEntries(all.map((j) => [j.id, done[j.id] ?? cache[j.id]]).filter(([, v]) => v));
  writeFileSync(cacheFile, `${JSON.stringify(kept, null, 1)}\n`);
  console.log(`\nimages: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} else {
  sharp.concurrency(1);
  parentPort.on('message', async (job) => {
    if (!job) {
      process.exit(0);
    }
    try {
      await runJob(job);
      parentPort.postMessage({ id: job.id, key: job.key });
    } catch (e) {
      parentPort.postMessage({ id: job.id, error: e.stack ?? String(e) });
    }
  });
  void workerData;
}
