// `npm run font -w shell`: writes the site's Inter, cut down to the characters the site shows
// (site-characters.cjs) and the weights it uses, from the full latin Inter kept beside this file.
// The file name carries a hash of its bytes: fonts are cached for a year, a new cut gets a new URL.
// Writes shell/static/fonts/inter-*.woff2 (removing the previous cut) and the @font-face data in
// shared/src/theme/font-face.generated.ts. Run it after adding text with new characters (a shell
// test says when).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const { siteCodePoints, unicodeRange } = require('./site-characters.cjs');

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const source = join(here, 'inter-latin-wght-5.3.0.woff2');
const fontsDir = join(root, 'shell', 'static', 'fonts');
const generated = join(root, 'shared', 'src', 'theme', 'font-face.generated.ts');
/** Regular text (400) to the price figures and the logo (800): no weight outside is ever asked for. */
const WEIGHTS = { min: 400, max: 800 };

const full = readFileSync(source);
const inFont = new Set(fontkit.create(full).characterSet);
// Characters Inter lacks stay out of the unicode-range: the browser draws them with the next
// font of the stack (system-ui…), as it does for anything a visitor types outside the cut.
const points = siteCodePoints(root).filter((point) => inFont.has(point));
const cut = await subsetFont(full, String.fromCodePoint(...points), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
});
const name = `inter-site-wght-5.3.0.${createHash('sha256').update(cut).digest('hex').slice(0, 10)}.woff2`;

for (const old of readdirSync(fontsDir))
  if (old.endsWith('.woff2') && old !== name) rmSync(join(fontsDir, old));
writeFileSync(join(fontsDir, name), cut);
writeFileSync(
  generated,
  `// Written by \`npm run font -w shell\` (shell/fonts/subset-inter.mjs): do not edit.
/** The site's cut of Inter: its URL, weight range and the characters it holds. */
export const interFont = {
  url: '/fonts/${name}',
  weights: '${WEIGHTS.min} ${WEIGHTS.max}',
  unicodeRange: '${unicodeRange(points)}',
} as const;
`,
);
console.log(
  `${name}: ${(cut.length / 1024).toFixed(1)} KB (from ${(full.length / 1024).toFixed(1)} KB), ${points.length} characters, weights ${WEIGHTS.min}–${WEIGHTS.max}`,
);
