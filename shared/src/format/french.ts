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
const EURO_SUFFIX = /€ (?=HT\b|TTC\b)/g;
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
  return (
    text
      // Twice: "1 234 567" has overlapping groups.
      .replace(THOUSANDS, `$1${NNBSP}`)
      .replace(THOUSANDS, `$1${NNBSP}`)
      .replace(UNIT_AFTER_NUMBER, `$1${NBSP}`)
      .replace(EURO_SUFFIX, `€${NBSP}`)
      .replace(DECIMAL_POINT, '$1,$2')
  );
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
