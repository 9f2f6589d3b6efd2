// The generated PDFs read back as text: copying, searching or a screen reader gets the words of
// each paragraph, separated. Text is extracted with poppler's pdftotext (Debian: poppler-utils,
// installed by .ci/run), as a reader's tools would do it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { fillPrices, SEED_COMPANY } from '../scripts/generate-pdfs.mjs';
import * as content from '../scripts/lib/content.mjs';
import { CONTENT_DIR, MEDIA_DIR } from '../scripts/lib/paths.mjs';

const DIR = path.join(MEDIA_DIR, 'documents');
const pdfs = readdirSync(DIR).filter((f) => f.endsWith('.pdf'));
// Hyphens dropped on both sides: pdftotext joins a word broken after its hyphen at a line end
// ("parquet-" / "alsace" reads "parquetalsace").
const normalise = (s) => s.replace(/-/g, '').replace(/\s+/g, ' ').trim();
const extract = (file) =>
  normalise(execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(DIR, file), '-']).toString());

/** The paragraphs of a sheet's markdown source (the lines that are not titles, lists or tables). */
function paragraphs(md) {
  const out = [];
  let current = [];
  for (const line of md.split(/\r?\n/)) {
    if (!line.trim() || /^(#|- |\|)/.test(line)) {
      if (current.length) out.push(current.join(' '));
      current = [];
    } else current.push(line.trim());
  }
  if (current.length) out.push(current.join(' '));
  return out.map(normalise);
}

/** The TJ arrays of the file's content streams (pdfkit compresses them with Flate). */
function textArrays(file) {
  const data = readFileSync(path.join(DIR, file));
  const arrays = [];
  let at = 0;
  for (;;) {
    const start = data.indexOf('stream\n', at);
    if (start < 0) break;
    const end = data.indexOf('endstream', start);
    at = end + 9;
    let body;
    try {
      body = inflateSync(data.subarray(start + 7, end)).toString('latin1');
    } catch {
      continue; // an image
    }
    arrays.push(...(body.match(/\[[^\]]*\]\s*TJ/g) ?? []));
  }
  return arrays;
}

test('pdftotext is installed (Debian package poppler-utils)', () => {
  assert.doesNotThrow(() => execFileSync('pdftotext', ['-v'], { stdio: 'pipe' }));
});

test('every paragraph of every sheet reads back whole, its words separated', () => {
  assert.ok(pdfs.length >= 16);
  for (const entry of content.loadDocuments()) {
    const source = path.join(CONTENT_DIR, 'documents', `${entry.slug}.md`);
    let md;
    try {
      md = fillPrices(readFileSync(source, 'utf8'), SEED_COMPANY);
    } catch {
      continue; // the brochure is drawn by the generator itself, below
    }
    const text = extract(`${entry.slug}.pdf`);
    for (const paragraph of paragraphs(md))
      assert.ok(text.includes(paragraph), `${entry.slug} : « ${paragraph} »`);
  }
});

test('the brochure and the guide read back with their sentences', () => {
  const brochure = extract('plaquette-parquet-alsace-renovation.pdf');
  assert.match(brochure, /Notre conviction est simple : un parquet abîmé se rénove presque toujours\./);
  assert.match(
    brochure,
    /Parquet Alsace Rénovation est une entreprise artisanale spécialisée dans la rénovation des parquets/,
  );
  for (const file of pdfs) {
    const glued = extract(file)
      .split(' ')
      .filter((word) => /^[\p{L}'’-]{26,}$/u.test(word));
    assert.deepEqual(glued, [], file);
  }
});

test('the brochure and the price sheets give their prices TTC, with the HT and the VAT rate', () => {
  const brochure = extract('plaquette-parquet-alsace-renovation.pdf');
  // A line may break after "€/": pdftotext reads the break as a space.
  assert.match(brochure, /À partir de 46,20 €\/m² TTC \(42 €\/ ?m² HT\), ponçage compris\./);
  assert.match(brochure, /À partir de 38,50 € TTC \(35 € HT\) par marche\./);
  assert.match(brochure, /studio de 35 m² rénové en une journée pour 1 617 € TTC \(1 470 € HT\)/);
  assert.match(brochure, /Taux horaire : 49,50 €\/h TTC \(45 €\/h HT, TVA 10 %\)\./);
  assert.match(brochure, /Devis gratuit et sans engagement\./);
  assert.match(brochure, /Prix indicatifs TTC avec une TVA à 10 %/);
  assert.match(brochure, /Liste des prix en vigueur au 7 décembre 2026/);
  // No review average without its source: the seed has none.
  assert.doesNotMatch(brochure, /\/5|note moyenne/);
  const stairs = extract('fiche-renovation-escalier-bois.pdf');
  assert.match(stairs, /15 marches 577,50 € TTC \(525 € HT\)/);
  assert.match(stairs, /Base : 38,50 € TTC \(35 € HT\) par marche\. Prix indicatifs TTC avec une TVA à 10 %/);
  assert.match(extract('comparatif-finitions-parquet.pdf'), /46,20 €\/ ?m² TTC \(42 €\/ ?m² HT\)/);
  for (const file of pdfs) assert.doesNotMatch(extract(file), /\{\{|€ HT\)? \(indicatif/, file);
});

test('a document rendered with another price list prints it', async () => {
  const { renderDocument } = await import('../scripts/generate-pdfs.mjs');
  const company = {
    ...SEED_COMPANY,
    prices: {
      ...SEED_COMPANY.prices,
      stairsPerStep: '44 € TTC (40 € HT)',
      stairs: [
        { steps: '10 marches', price: '440 € TTC (400 € HT)' },
        { steps: '15 marches', price: '660 € TTC (600 € HT)' },
        { steps: '20 marches', price: '880 € TTC (800 € HT)' },
      ],
    },
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-prices-'));
  try {
    const file = path.join(dir, 'escalier.pdf');
    writeFileSync(file, await renderDocument('fiche-renovation-escalier-bois', company));
    const text = normalise(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString());
    assert.match(text, /15 marches 660 € TTC \(600 € HT\)/);
    assert.match(text, /Base : 44 € TTC \(40 € HT\) par marche/);
    assert.doesNotMatch(text, /577,50/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no line is drawn word by word: words are separated by spaces, not by moves of the pen', () => {
  for (const file of pdfs) {
    // A TJ adjustment of a fifth of an em or more is a word gap drawn without its space.
    const moves = textArrays(file).filter((tj) =>
      (tj.match(/>\s*(-?\d+(?:\.\d+)?)\s*</g) ?? []).some((gap) => Math.abs(Number(gap.slice(1, -1))) >= 200),
    );
    assert.deepEqual(moves.slice(0, 1), [], file);
  }
});

test('a document rendered with other company details prints them, and nothing of the seed’s', async () => {
  const { renderDocument, SEED_COMPANY } = await import('../scripts/generate-pdfs.mjs');
  const company = {
    ...SEED_COMPANY,
    phone: '03 89 00 11 22',
    email: 'bureau@parquet-alsace.fr',
    siret: '123 456 789 00012',
    agencies: [
      {
        label: 'Siège social',
        city: 'Colmar',
        address: '2 place du Marché, 68000 Colmar',
        phone: '03 89 00 11 22',
      },
      { label: 'Agence sud', city: 'Mulhouse', address: '7 rue du Rhin, 68100 Mulhouse', phone: '' },
    ],
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-company-'));
  try {
    for (const slug of ['fiche-grains-abrasifs-poncage', 'plaquette-parquet-alsace-renovation']) {
      const file = path.join(dir, `${slug}.pdf`);
      writeFileSync(file, await renderDocument(slug, company, 40));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, ' ');
      assert.match(text, /03 89 00 11 22/, slug);
      assert.match(text, /bureau@parquet-alsace\.fr/, slug);
      assert.match(text, /SIRET 123 456 789 00012/, slug);
      assert.doesNotMatch(text, /03 53 01 24 68|contact@parquet-alsace\.example/, slug);
      if (slug.startsWith('plaquette')) {
        assert.match(text, /Mulhouse \(Agence sud\)/);
        assert.match(text, /7 rue du Rhin, 68100 Mulhouse/);
        assert.doesNotMatch(text, /Agence Moselle/);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
