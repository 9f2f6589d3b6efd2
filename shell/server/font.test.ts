/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interFont } from '../../shared/src/theme/font-face.generated';

const { siteCodePoints } = require('../fonts/site-characters.cjs') as {
  siteCodePoints: (root: string) => number[];
};

interface Font {
  characterSet: number[];
  variationAxes: Record<string, { min: number; max: number }>;
}
const fontkit = require('fontkit') as { create(data: Buffer): Font };

const root = join(__dirname, '..', '..');
const cutFile = join(__dirname, '..', 'static', interFont.url);
const load = (file: string) => fontkit.create(readFileSync(file));

/** Code points of a CSS unicode-range ("U+20-7E,U+A0"). */
function pointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.replace('U+', '').split('-') as [string, string?];
    for (let p = Number.parseInt(from, 16); p <= Number.parseInt(to, 16); p += 1) points.add(p);
  }
  return points;
}

it('holds every character of the site’s texts that Inter has (else: npm run font -w shell)', () => {
  const inInter = new Set(load(join(__dirname, '..', 'fonts', 'inter-latin-wght-5.3.0.woff2')).characterSet);
  const declared = pointsOf(interFont.unicodeRange);
  const missing = siteCodePoints(root).filter((p) => inInter.has(p) && !declared.has(p));
  expect(missing.map((p) => String.fromCodePoint(p))).toEqual([]);
});

it('is the file the @font-face names, with the glyphs it declares and the weights the site uses', () => {
  expect(existsSync(cutFile)).toBe(true);
  const cut = load(cutFile);
  const glyphs = new Set(cut.characterSet);
  expect([...pointsOf(interFont.unicodeRange)].filter((p) => !glyphs.has(p))).toEqual([]);
  expect(cut.variationAxes.wght).toMatchObject({ min: 400, max: 800 });
  expect(interFont.weights).toBe('400 800');
});
