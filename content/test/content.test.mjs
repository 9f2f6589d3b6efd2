// Checks of the shipped content: what the site and the seed rely on. Fast: reads files only
// (plus one in-memory database run of the seed when PGlite and the migrations are present).

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildSeed } from '../scripts/build-seed.mjs';
import * as content from '../scripts/lib/content.mjs';
import { MEDIA_DIR, mediaFile, photoVariants, REPO_DIR } from '../scripts/lib/paths.mjs';

const articles = content.loadArticles();
const published = articles.filter((a) => a.published);
const categories = content.loadCategories();
const gallery = content.loadGallery();
const reviews = content.loadReviews();
const approved = reviews.filter((r) => r.status === 'approved');
const responses = content.loadReviewResponses();
const documents = content.loadDocuments();
/** The categories the database allows (documents_category_allowed), where they are defined. */
const DOCUMENT_CATEGORIES = [
  ...(
    /documents_category_allowed CHECK \(\(category = ANY \(ARRAY\[(.*?)\]\)\)\)/.exec(
      readFileSync(path.join(REPO_DIR, 'supabase', 'schemas', '20_content.sql'), 'utf8'),
    )?.[1] ?? ''
  ).matchAll(/'((?:[^']|'')*)'::text/g),
].map((match) => match[1].replaceAll("''", "'"));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const words = (s) => s.split(/\s+/).filter(Boolean).length;
const assertPhoto = (url) => {
  for (const v of photoVariants(url)) assert.ok(existsSync(mediaFile(v)), `missing ${v}`);
};

test('there are 12 published articles and 1 draft, in at least 4 categories', () => {
  assert.ok(published.length >= 12);
  assert.equal(articles.length - published.length, 1);
  assert.ok(new Set(published.map((a) => a.category)).size >= 4);
});

test('every article has the required front matter', () => {
  const slugs = new Set(categories.map((c) => c.slug));
  for (const a of articles) {
    const at = a.slug;
    assert.match(a.id, UUID, at);
    assert.match(a.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/, at);
    assert.equal(path.basename(a.file, '.md'), a.slug, at);
    for (const key of ['title', 'excerpt', 'meta_title', 'meta_description', 'featured_image'])
      assert.ok(a[key], `${at}: ${key}`);
    assert.ok(slugs.has(a.category), `${at}: category ${a.category}`);
    assert.ok(a.meta_title.length <= 60, `${at}: meta_title ${a.meta_title.length}`);
    assert.ok(
      a.meta_description.length >= 120 && a.meta_description.length <= 160,
      `${at}: meta_description ${a.meta_description.length}`,
    );
    assert.ok(a.keywords.length >= 3 && a.keywords.length <= 7, `${at}: keywords`);
    for (const k of a.keywords) assert.equal(k, k.toLowerCase(), `${at}: ${k}`);
    if (a.published) assert.ok(new Date(a.published_at) < new Date('2026-11-20'), `${at}: published_at`);
    else assert.equal(a.published_at, null);
  }
});

test('keywords are shared so tag pages list several articles', () => {
  const counts = {};
  for (const a of published) for (const k of a.keywords) counts[k] = (counts[k] ?? 0) + 1;
  for (const tag of ['ponçage', 'vitrification', 'entretien', 'huile', 'escalier', 'chêne'])
    assert.ok(counts[tag] >= 2, tag);
});

test('article bodies are 600 to 1200 words and use the rendering features, without raw HTML', () => {
  for (const a of articles) {
    const n = words(a.content);
    assert.ok(n >= 600 && n <= 1200, `${a.slug}: ${n} words`);
    assert.doesNotMatch(a.content, /<\/?[a-z][^>]*>/i, `${a.slug}: raw HTML`);
    assert.match(a.content, /^## /m, a.slug);
    assert.match(a.content, /^> \*\*(Astuce|Attention|Info) :\*\*/m, a.slug);
  }
  const all = articles.map((a) => a.content).join('\n');
  for (const marker of ['Astuce', 'Attention', 'Info'])
    assert.match(all, new RegExp(`^> \\*\\*${marker} :`, 'm'));
  for (const w of ['important', 'essentiel', 'crucial', 'indispensable']) assert.match(all, new RegExp(w));
});

test('headings never skip a level (the article title is the h1, a body starts at ##)', () => {
  for (const a of articles) {
    let previous = 1;
    for (const [, hashes, text] of a.content.matchAll(/^(#{1,6}) (.+)$/gm)) {
      assert.ok(
        hashes.length >= 2 && hashes.length <= previous + 1,
        `${a.slug}: « ${text} » is h${hashes.length} after h${previous}`,
      );
      previous = hashes.length;
    }
  }
});

test('every image in a body is followed by an italic caption and exists in 9 variants', () => {
  let images = 0;
  for (const a of articles) {
    const lines = a.content.split('\n');
    lines.forEach((line, i) => {
      const m = /^!\[([^\]]+)\]\((\/media\/articles\/[a-z0-9-]+-960\.jpg)\)$/.exec(line);
      if (!line.startsWith('![')) return;
      assert.ok(m, `${a.slug}: image line ${line}`);
      // Either markdown italic form: the formatter writes _…_, older sources use *…*.
      assert.match(lines[i + 1], /^([*_])[^*_].*\1$/, `${a.slug}: caption after ${line}`);
      assertPhoto(m[2]);
      images++;
    });
  }
  assert.ok(images >= 12);
});

test('featured images exist in 9 variants, with a social image per article', () => {
  for (const a of articles) {
    assert.match(a.featured_image, /^\/media\/articles\/[a-z0-9-]+-960\.jpg$/);
    assertPhoto(a.featured_image);
    assert.ok(existsSync(path.join(MEDIA_DIR, 'og', `${a.slug}-1200x630.jpg`)), a.slug);
  }
});

test('some articles contain "Demander un devis gratuit" and some do not; one has an FAQ of 3 to 5 questions', () => {
  const withCta = published.filter((a) => a.content.includes('Demander un devis gratuit')).length;
  assert.ok(withCta >= 2 && withCta <= published.length - 2);
  const faq = published.filter((a) => {
    const q = (a.content.match(/^## .*\?\s*$/gm) ?? []).length;
    return q >= 3 && q <= 5;
  });
  assert.ok(faq.length >= 1);
});

test('the security fixture is kept out of the default seed', () => {
  const fixture = content.loadFixtureArticle();
  assert.match(fixture.content, /<script>alert\(1\)<\/script>/);
  assert.match(fixture.content, /onerror=alert\(1\)/);
  assert.match(fixture.content, /\(javascript:alert\(1\)\)/);
  assert.ok(!buildSeed().includes(fixture.slug));
  assert.ok(buildSeed({ fixtures: true }).includes(fixture.slug));
});

test('the gallery has 24+ photos in 4:3 with texts, two without alt', () => {
  assert.ok(gallery.length >= 24);
  assert.deepEqual(
    gallery.map((g) => g.order),
    gallery.map((_, i) => i + 1),
  );
  assert.equal(gallery.filter((g) => g.alt === null).length, 2);
  for (const g of gallery) {
    assertPhoto(g.url);
    assert.equal(g.width, 1440);
    assert.equal(g.height, 1080);
    for (const key of ['category', 'location', 'description']) assert.ok(g[key], `${g.url}: ${key}`);
  }
  assert.ok(new Set(gallery.map((g) => g.category)).size >= 6);
});

test('reviews: 15+ approved, 4 pending, 1 rejected; Marc, Julien and Thomas each in exactly one approved review', () => {
  assert.ok(approved.length >= 15);
  assert.equal(reviews.filter((r) => r.status === 'pending').length, 4);
  assert.equal(reviews.filter((r) => r.status === 'rejected').length, 1);
  for (const name of ['Marc', 'Julien', 'Thomas']) {
    const n = approved.filter((r) => new RegExp(`\\b${name}\\b`).test(`${r.title} ${r.content}`)).length;
    assert.equal(n, 1, name);
  }
  for (const r of reviews) {
    assert.match(r.id, UUID);
    assert.match(r.email, /^[^\s@]+@[^\s@]+\.example$/);
    assert.ok(r.rating >= 1 && r.rating <= 5);
    assert.ok(r.content.trim().length >= 10);
    assert.ok(new Date(r.created_at) < new Date('2026-11-20'));
  }
  const newest = [...approved].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 3);
  for (const r of newest) assert.equal(r.rating, 5);
});

test('operator responses answer 5+ approved reviews', () => {
  assert.ok(responses.length >= 5);
  const ids = new Set(approved.map((r) => r.id));
  for (const r of responses) assert.ok(ids.has(r.review_id), r.id);
});

test('documents: 12+ real PDFs across the six categories, with the brochure and the guide', () => {
  assert.ok(documents.length >= 12);
  assert.deepEqual([...new Set(documents.map((d) => d.category))].sort(), [...DOCUMENT_CATEGORIES].sort());
  for (const d of documents) {
    assert.equal(d.file_type, 'PDF');
    assert.match(d.file_url, /^\/media\/documents\/[a-z0-9-]+\.pdf$/);
    const head = readFileSync(mediaFile(d.file_url)).subarray(0, 5).toString();
    assert.equal(head, '%PDF-', d.file_url);
    assert.ok(Number.isInteger(d.download_count) && d.download_count >= 0);
  }
  const brochure = documents.find((d) => d.file_url.endsWith('/plaquette-parquet-alsace-renovation.pdf'));
  assert.ok(
    brochure.file_size >= 1_900_000 && brochure.file_size <= 2_100_000,
    `brochure ${brochure.file_size}`,
  );
  assert.ok(documents.some((d) => d.file_url === '/media/documents/guide-entretien-parquet.pdf'));
});

test('supabase/seed.sql is up to date and carries the true file sizes', () => {
  const seed = readFileSync(path.join(REPO_DIR, 'supabase', 'seed.sql'), 'utf8');
  assert.equal(seed, buildSeed(), 'run: npm run generate -w content');
  for (const d of documents) assert.ok(seed.includes(`${d.file_size}, ${d.download_count}`), d.file_url);
});

test('site-wide media exist: hero, before/after cards, social image, team, icons, manifest', () => {
  assertPhoto('/media/home/hero-960.jpg');
  for (const c of ['renovation', 'poncage', 'escalier', 'finition']) {
    for (const suffix of ['', '-avant', '-apres'])
      assertPhoto(`/media/home/avant-apres-${c}${suffix}-960.jpg`);
  }
  assert.ok(existsSync(path.join(MEDIA_DIR, 'og', 'default-1200x630.jpg')));
  for (const p of ['marc-hoffmann', 'julien-weber', 'thomas-klein', 'kevin-muller']) {
    for (const f of ['jpg', 'webp', 'avif'])
      assert.ok(existsSync(path.join(MEDIA_DIR, 'team', `${p}-400.${f}`)));
  }
  for (const f of ['favicon.svg', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png'])
    assert.ok(existsSync(path.join(MEDIA_DIR, 'icons', f)), f);
  const manifest = JSON.parse(readFileSync(path.join(MEDIA_DIR, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.lang, 'fr-FR');
});

test('media stay light: 960 px JPEGs under 120 KB, the whole folder under 40 MB', () => {
  let total = 0;
  const walk = (dir) => {
    for (const f of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else {
        const size = statSync(p).size;
        total += size;
        if (f.name.endsWith('-960.jpg')) assert.ok(size < 120 * 1024, `${p}: ${size}`);
      }
    }
  };
  walk(MEDIA_DIR);
  assert.ok(total < 40 * 1024 * 1024, `${total} bytes`);
});
