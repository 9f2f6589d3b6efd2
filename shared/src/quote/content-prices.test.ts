import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pricePerM2 } from './pricing';
import { finitionLabel, offeredFinitions, quoteRules } from './rules/quote-rules';
import { withVat } from './vat';

// The blog articles and the document sheets are written text: their per-m² prices must be ones
// the rules table gives (a finish, with or without tint, an extra, or the replacement price), HT
// or TTC at the content's rate (docs/adr-005-quote-rules-and-prices.md, "VAT").
const contentDir = join(__dirname, '..', '..', '..', 'content');
// The brochure's text is written in the script that draws it (the PDF is generated from it).
const brochureScript = join(contentDir, 'scripts', 'generate-pdfs.mjs');
const files = [
  ...['articles', 'documents'].flatMap((folder) =>
    readdirSync(join(contentDir, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(contentDir, folder, name)),
  ),
  brochureScript,
];

const allowed = new Set<number>([
  ...offeredFinitions.flatMap((f) => [pricePerM2(f), pricePerM2(f, true)]).filter((p) => p !== null),
  quoteRules.prices.tintPerM2,
  quoteRules.finishes.huileEnvironnement.extraPerM2,
  quoteRules.prices.replacementPerM2,
]);

const allowedTtc = new Set([...allowed].map((ht) => withVat(ht, quoteRules.vat.reducedRate).ttc));

test('the content gives 42, 44 (oil) and 180 €/m², never the former 48', () => {
  expect([...allowed].sort((a, b) => a - b)).toEqual([2, 12, 42, 44, 54, 56, 180]);
  const shown = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?<![\d,])(\d+(?:,\d+)?)\s?€\/m²(\s?TTC)?/g)].map(
      (m) => [file, Number((m[1] ?? '').replace(',', '.')), Boolean(m[2])] as const,
    ),
  );
  expect(shown.length).toBeGreaterThan(10);
  expect(shown.filter(([, price, ttc]) => !(ttc ? allowedTtc : allowed).has(price))).toEqual([]);
});

test('a finish named in the content has its one display name', () => {
  const labels = new Set(offeredFinitions.map(finitionLabel));
  const named = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/Ponçage \+ [a-zéè]+(?: (?:écologique|intensif))?/g)].map(
      (m) => [file, m[0]] as const,
    ),
  );
  expect(named.length).toBeGreaterThan(3);
  expect(named.filter(([, name]) => !labels.has(name))).toEqual([]);
});

test('the brochure and the price sheets print no price of their own: they read the price table', () => {
  // Their prices are filled in from the estimator's table and the price list staff keep
  // (documentPrices in shared/src/facts/price-list.ts), TTC with the HT.
  const brochure = readFileSync(brochureScript, 'utf8');
  expect(brochure).not.toMatch(/\d\s?€/);
  for (const sheet of ['comparatif-finitions-parquet.md', 'fiche-renovation-escalier-bois.md']) {
    const text = readFileSync(join(contentDir, 'documents', sheet), 'utf8');
    expect(text).not.toMatch(/\d\s?€/);
    expect(text).toMatch(/\{\{prices\.\w+/);
  }
});
