import { typeset } from '@parquet-alsace/shared/format';

/**
 * French typography for the back office's texts, written with ordinary spaces: the site's
 * `typeset` (figures and units), plus a no-break space before `:`, `;`, `?`, `!` and inside
 * « » (narrow where French typesetting uses one), so a line never starts with a colon.
 */
export function punctuate(text: string): string {
  return text
    .replace(/ ([:])/g, '\u00a0$1')
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');
}

export function frenchTexts<T>(texts: T): ReturnType<typeof typeset<T>> {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return punctuate(value);
    if (typeof value === 'function') {
      const fn = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => walk(fn(...args));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(typeset(texts)) as ReturnType<typeof typeset<T>>;
}
