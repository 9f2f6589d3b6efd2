import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pricePerM2 } from './pricing';
import { offeredFinitions, quoteRules } from './rules/quote-rules';

// The blog articles and the document sheets are written text: their per-m² prices must be ones
// the rules table gives (a finish, with or without tint, an extra, or the replacement price).
const contentDir = join(__dirname, '..', '..', '..', 'content');
const files = ['articles', 'documents'].flatMap((folder) =>
  readdirSync(join(contentDir, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(contentDir, folder, name)),
);

const allowed = new Set<number>([
  ...offeredFinitions.flatMap((f) => [pricePerM2(f), pricePerM2(f, true)]).filter((p) => p !== null),
  quoteRules.prices.tintPerM2,
  quoteRules.finishes.huileEnvironnement.extraPerM2,
  quoteRules.prices.replacementPerM2,
]);

test('the content gives 42, 44 (oil) and 180 €/m², never the former 48', () => {
  expect([...allowed].sort((a, b) => a - b)).toEqual([2, 12, 42, 44, 54, 56, 180]);
  const shown = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(\d+)\s?€\/m²/g)].map((m) => [file, Number(m[1])] as const),
  );
  expect(shown.length).toBeGreaterThan(10);
  expect(shown.filter(([, price]) => !allowed.has(price))).toEqual([]);
});
