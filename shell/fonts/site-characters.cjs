// The characters the site can show in Inter: every letter, digit, punctuation mark and symbol of
// the texts the apps render (their sources, the articles, the seed content), the whole French
// alphabet and typography (visitors type names, addresses and reviews in it), and printable
// ASCII. Shared by the font generator (subset-inter.mjs) and the test that fails when a text
// gains a character the font file lacks.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

/** Folders and files holding visible text, relative to the repository. */
const sources = [
  'shell/src',
  'shell/server',
  'shared/src',
  'mfe-quote/src',
  'mfe-blog/src',
  'mfe-gallery/src',
  'mfe-reviews/src',
  'mfe-downloads/src',
  'mfe-admin/src',
  'content/articles',
  'content/categories.json',
  'content/documents.json',
  'content/gallery.json',
  'content/reviews.json',
  'content/review-responses.json',
  'supabase/seed.sql',
];

const textFile = /\.(tsx?|md|json|sql)$/;
const testFile = /\.test\.tsx?$|[\\/]__tests__[\\/]/;

/** French beyond ASCII, with its typography: narrow no-break space and no-break space (Intl's fr-FR output), quotes, dashes, ellipsis, euro. */
const french = 'àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ«»‹›“”‘’„–—…€°§©®™×·•²³½\u00a0\u202f';

/** Shown characters only: letters, numbers, punctuation, symbols and the spaces that matter. */
const shown = /^[\p{L}\p{N}\p{P}\p{S} \u00a0\u202f]$/u;

function collect(path, into) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isDirectory()) {
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      collect(join(path, entry), into);
    }
    return;
  }
  if (!textFile.test(path) || testFile.test(path)) return;
  for (const char of readFileSync(path, 'utf8')) if (shown.test(char)) into.add(char.codePointAt(0));
}

/** Sorted code points of the characters the site shows. */
function siteCodePoints(root) {
  const points = new Set();
  for (let c = 0x20; c < 0x7f; c += 1) points.add(c);
  for (const char of french) points.add(char.codePointAt(0));
  for (const source of sources) collect(join(root, source), points);
  return [...points].sort((a, b) => a - b);
}

/** CSS unicode-range of sorted code points, consecutive ones merged (U+20-7E,U+A0,…). */
function unicodeRange(points) {
  const parts = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j += 1;
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return parts.join(',');
}

module.exports = { siteCodePoints, unicodeRange };
