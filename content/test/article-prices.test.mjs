// The articles' prices are offered to consumers: they are given TTC (Code de la consommation
// L112-1), the HT beside them in brackets and the rate named (docs/adr-005-quote-rules-and-prices.md,
// "VAT"). The figures are written by hand, so this reads them back from the text.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as content from '../scripts/lib/content.mjs';

const articles = content.loadArticles();

// An amount in euros as the articles write it: "1 155 €", "46,20 €/m²", "38,50 € TTC par marche".
// The spaces may be ordinary or no-break ones (ADR 019: typography is applied when shown).
const SPACE = '[ \\u00a0\\u202f]';
const NUMBER = `\\d{1,3}(?:${SPACE}\\d{3})*(?:,\\d{1,2})?`;
const AMOUNT = new RegExp(
  `(?<![\\d,])(${NUMBER})${SPACE}?€(\\/m²|\\/marche)?(?:${SPACE}(TTC|HT)\\b)?(?:${SPACE}par marche)?`,
  'g',
);
/** The text just before an HT amount that opens the brackets after a TTC one: "46,20 €/m² TTC (". */
const TTC_BEFORE_BRACKET = new RegExp(
  `(${NUMBER})${SPACE}?€(\\/m²|\\/marche)?${SPACE}TTC(?:${SPACE}par marche)?${SPACE}\\($`,
);

const cents = (number) => Math.round(Number(number.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')) * 100);

/** Every amount of an article, with what marks it: TTC, HT inside the brackets of a TTC one, or nothing. */
function amounts(text) {
  return [...text.matchAll(AMOUNT)].map((m) => {
    const [whole, number, unit = '', label] = m;
    const amount = { whole, cents: cents(number), unit, label, index: m.index };
    if (label !== 'HT') return amount;
    const before = text.slice(Math.max(0, m.index - 60), m.index).match(TTC_BEFORE_BRACKET);
    if (!before) return amount;
    const inBrackets = text.slice(m.index, text.indexOf(')', m.index) + 1);
    return { ...amount, ttc: { cents: cents(before[1]), unit: before[2] ?? '' }, inBrackets };
  });
}

const priced = articles.filter((a) => amounts(a.content).length > 0);

test('the articles give prices (the check below has something to read)', () => {
  assert.ok(priced.length >= 8, `${priced.length} articles with prices`);
  assert.ok(priced.flatMap((a) => amounts(a.content)).length >= 40);
});

test('every amount in euros is TTC, or the HT in brackets right after its TTC', () => {
  const wrong = priced.flatMap((a) =>
    amounts(a.content)
      .filter((x) => x.label !== 'TTC' && !x.ttc)
      .map(
        (x) => `${a.slug}: « ${a.content.slice(Math.max(0, x.index - 30), x.index + x.whole.length + 10)} »`,
      ),
  );
  assert.deepEqual(wrong, []);
});

test('each TTC is its HT with the 10 % VAT, to the cent, in the same unit', () => {
  const pairs = priced.flatMap((a) =>
    amounts(a.content)
      .filter((x) => x.ttc)
      .map((x) => ({ ...x, slug: a.slug })),
  );
  assert.ok(pairs.length >= 20, `${pairs.length} pairs`);
  for (const p of pairs) {
    // HT × 1,10 rounded to the cent, half up: 42 → 46,20, 35 → 38,50, 1 050 → 1 155.
    assert.equal(p.ttc.cents, Math.round((p.cents * 11) / 10), `${p.slug}: ${p.whole}`);
    assert.equal(p.ttc.unit, p.unit, `${p.slug}: ${p.whole}`);
  }
});

test('an article names the rate with its first price and links to the price list once', () => {
  for (const a of priced) {
    const first = amounts(a.content).find((x) => x.ttc);
    assert.ok(first, `${a.slug}: no TTC price with its HT`);
    // Named in the brackets of the first price, or before it (the price article's introduction).
    const upToFirst = a.content.slice(0, first.index + first.inBrackets.length);
    assert.match(upToFirst, /TVA à 10\s?%/, `${a.slug}: first price without its rate`);
    assert.equal(a.content.match(/\]\(\/tarifs\/\)/g)?.length, 1, `${a.slug}: link to /tarifs/`);
  }
});

test('no article still says its amounts are hors taxes', () => {
  for (const a of articles)
    assert.doesNotMatch(a.content, /(montants|prix)\s+(sont\s+donnés\s+)?hors taxes(?!\s\(HT\))/i, a.slug);
});
