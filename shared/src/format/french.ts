/**
 * French typography for figures, prices, units and file sizes: the one helper every app uses.
 * A figure never breaks across lines: thousands are grouped with a narrow no-break space
 * ("2 100"), a unit is joined to its number with a no-break space ("24 h", "2 100 €",
 * "5 565 € HT"), decimals take a comma ("4,9/5"). Written by hand rather than with Intl so that
 * the server and every browser produce the same characters (ICU versions differ on the grouping
 * space, and a difference breaks hydration).
 */

/** Narrow no-break space (U+202F): groups thousands, as French typography and Intl's fr-FR do. */
export const NNBSP = '\u202f';
/** No-break space (U+00A0): joins a number to its unit. */
export const NBSP = '\u00a0';

/** 2100 → "2 100", 4.9 with 1 decimal → "4,9", 1234.5 with 2 decimals → "1 234,50"; not a number → "–". */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '–';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A number and its unit on one line: (24, 'h') → "24 h", (120, 'm²') → "120 m²". */
export function formatQuantity(value: number, unit: string, decimals = 0): string {
  return `${formatNumber(value, decimals)}${NBSP}${unit}`;
}

/** A price in euros: 2100 → "2 100 €"; `{ ht: true }` → "5 565 € HT"; `{ per: 'm²' }` → "42 €/m²". */
export function formatEuros(
  euros: number,
  options: { ht?: boolean; per?: string; decimals?: number } = {},
): string {
  const per = options.per ? `/${options.per}` : '';
  return `${formatNumber(euros, options.decimals ?? 0)}${NBSP}€${per}${options.ht ? `${NBSP}HT` : ''}`;
}

/** A rating out of 5 with a decimal comma: 4.9 → "4,9/5", 5 → "5/5". */
export function formatRating(value: number, outOf = 5): string {
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}/${outOf}`;
}

/** A percentage: 98 → "98 %". */
export function formatPercent(value: number, decimals = 0): string {
  return formatQuantity(value, '%', decimals);
}

const SIZE_UNITS = ['Ko', 'Mo', 'Go'] as const;

/**
 * A file size in French units (1 Ko = 1 024 octets): 512 → "512 o", 358 400 → "350 Ko",
 * 2 048 000 → "2 Mo", 1 300 000 → "1,2 Mo". One decimal below 10 of a unit, dropped when it is
 * zero; a missing or invalid size reads "taille inconnue".
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'taille inconnue';
  if (bytes < 1024) return formatQuantity(Math.round(bytes), 'o');
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1 023,6 Ko rounds to 1 024 Ko: that is 1 Mo.
  if (rounded >= 1024 && unit < SIZE_UNITS.length - 1) {
    rounded = 1;
    unit += 1;
  }
  return formatQuantity(rounded, SIZE_UNITS[unit] as string, Number.isInteger(rounded) ? 0 : 1);
}

// Units and counted words that stay on the line of the number before them.
const UNIT_AFTER_NUMBER =
  /(\d) (?=(?:€|%|h\b|min\b|m²|m2\b|cm\b|mm\b|kg\b|km\b|o\b|Ko\b|Mo\b|Go\b|ans?\b|jours?\b|mois\b|semaines?\b|heures?\b|minutes?\b|fois\b|marches?\b|étapes?\b|agences?\b|photos?\b|articles?\b|avis\b|documents?\b|réalisations?\b|parquets?\b|escaliers?\b))/g;
const THOUSANDS = /(\d) (?=\d{3}(?!\d))/g;
// "42 € HT", "46,20 €/m² TTC": the tax mention stays with its price, per unit or not.
const EURO_SUFFIX = /€(\/[\p{L}²]+)? (?=HT\b|TTC\b)/gu;
// "1.5" and "4.9/5" written with a point: a French reader expects a comma.
const DECIMAL_POINT = /(\d)\.(\d)(?=\/5\b)/g;

/**
 * The same rules for a sentence written with ordinary spaces: "50 m² : 2 100 €" keeps "50 m²"
 * and "2 100 €" whole, "4.9/5" reads "4,9/5". Texts written by hand pass through it, so a writer
 * types plain spaces and a visitor still never sees "2 | 100 €" or "24 | h". Phone numbers
 * ("03 53 01 24 68") and postal codes are left alone: only groups of exactly three digits after
 * a number are joined.
 */
export function frenchSpaces(text: string): string {
  return frenchPunctuation(
    text
      // Twice: "1 234 567" has overlapping groups.
      .replace(THOUSANDS, `$1${NNBSP}`)
      .replace(THOUSANDS, `$1${NNBSP}`)
      .replace(UNIT_AFTER_NUMBER, `$1${NBSP}`)
      .replace(EURO_SUFFIX, `€$1${NBSP}`)
      .replace(DECIMAL_POINT, '$1,$2'),
  );
}

// The spaces of a sentence (ordinary, tab, line break, no-break, narrow no-break, thin).
const SPACES = '[ \\t\\n\\r\\u00a0\\u2009\\u202f]';
const BEFORE_COLON = new RegExp(`(?<=\\S)${SPACES}+:(?=\\s|$|[)»\\]])`, 'gu');
const BEFORE_HIGH_MARK = new RegExp(`(?<=\\S)${SPACES}+([;?!]+)`, 'gu');
const AFTER_OPENING = new RegExp(`«${SPACES}*`, 'gu');
const BEFORE_CLOSING = new RegExp(`${SPACES}*»`, 'gu');
// "…" (English curly quotes) or "…" (straight, in prose: a letter or « ( » before the opening one).
const CURLY_QUOTES = /“\s*([^“”]*?)\s*”/gu;
// A straight apostrophe between two letters (a writer's "l'huile"): the typographic one, "l’huile".
const STRAIGHT_APOSTROPHE = /(?<=\p{L})'(?=\p{L})/gu;
const APOSTROPHE_BEFORE_TAG = /(?<=\p{L})'(?=(?:<(?!\/?(?:code|pre|kbd|samp)\b)[a-z/][^<>]*>)+\p{L})/gu;
const STRAIGHT_QUOTES = /(^|[\s(’'])"(?=[\p{L}\p{N}«])([^"<>=]*?[\p{L}\p{N}.!?…»)])"(?=$|[\s.,;:!?…)])/gu;

/**
 * The spaces of French punctuation, so that a line never starts with a colon, a question mark or
 * a closing guillemet, nor ends with an opening one (docs/adr-019-french-typography.md):
 * a no-break space (U+00A0) before `:`; a narrow no-break space (U+202F) before `;`, `?`, `!`
 * and inside « »; quotations in guillemets ("…" and "…" become « … »); one apostrophe, the
 * typographic one ("l'huile" becomes "l’huile"). A writer types ordinary
 * spaces, or none inside guillemets. Only a space that is already there before `: ; ? !` is
 * changed: "http://", "14:30", "?page=2" and "mailto:" stay as they are, and so does a colon
 * that ends a word in a time or a ratio ("1 : 2" keeps its no-break space like any colon).
 */
export function frenchPunctuation(text: string): string {
  if (!/[:;?!«»"“”']/.test(text)) return text;
  return text
    .replace(STRAIGHT_APOSTROPHE, '’')
    .replace(CURLY_QUOTES, '« $1 »')
    .replace(STRAIGHT_QUOTES, '$1« $2 »')
    .replace(AFTER_OPENING, `«${NNBSP}`)
    .replace(BEFORE_CLOSING, `${NNBSP}»`)
    .replace(BEFORE_COLON, `${NBSP}:`)
    .replace(BEFORE_HIGH_MARK, `${NNBSP}$1`);
}

type Typeset<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Typeset<R>
    : T extends object
      ? { [K in keyof T]: Typeset<T[K]> }
      : T;

/**
 * `frenchSpaces` on every string of a texts object (nested objects and arrays, and the strings
 * that its functions return), so that a `texts.ts` is written with ordinary spaces.
 */
export function typeset<T>(texts: T): Typeset<T> {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return frenchSpaces(value);
    if (typeof value === 'function') {
      const fn = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => walk(fn(...args));
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(texts) as Typeset<T>;
}

// Elements whose text is code or not text at all: left as they are.
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea']);

/**
 * `frenchSpaces` on the text of an HTML fragment (a rendered article, its live preview): every
 * text between tags, but not the tags and their attributes (href, src, alt…) nor what is inside
 * `code`, `pre`, `kbd`, `samp`, `script`, `style` or `textarea`. Quotes escaped as `&quot;` or
 * `&#34;` are read as quotes.
 */
export function typesetHtml(html: string): string {
  // An apostrophe before an inline tag ("l'<strong>essentiel</strong>") is one too.
  const parts = html.replace(APOSTROPHE_BEFORE_TAG, '’').split(/(<[^>]*>)/);
  const open: string[] = [];
  // The last character of the text before, through inline tags: "<b>mot</b> :" is one sentence.
  let before = '';
  return parts
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part);
        const name = tag?.[2]?.toLowerCase();
        if (name && VERBATIM.has(name)) {
          if (tag?.[1]) {
            const at = open.lastIndexOf(name);
            if (at >= 0) open.splice(at, 1);
          } else if (!part.endsWith('/>')) open.push(name);
        }
        return part;
      }
      if (!part) return part;
      const previous = before;
      before = part.slice(-1);
      if (open.length > 0) return part;
      const lead = previous && /\S/.test(previous) && /^\s/.test(part) ? 'a' : '';
      const text = frenchSpaces(lead + part.replace(/&(?:quot|#34|#x22);/g, '"')).slice(lead.length);
      return text.replace(/"/g, '&quot;');
    })
    .join('');
}
