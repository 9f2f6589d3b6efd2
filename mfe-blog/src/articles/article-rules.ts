import { frenchSpaces } from '@parquet-alsace/shared/format';
import type { ArticleRow, ArticleSummary } from './types';

/** Words of a markdown text (markup characters are not words). */
export function wordCount(text: string): number {
  const words = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`[\]()|-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length;
}

/** Reading time = word count / 200, rounded up, in minutes. */
export function readingMinutes(text: string): number {
  return Math.ceil(wordCount(text) / 200);
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** Dates in French long form, d MMMM yyyy ('14 février 2024', '2 avril 2026', '1er mai 2026'); '' for a missing or bad date. */
export function formatFrenchDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : firstOfMonth(frenchDate.format(date));
}

/** The list form of an article row: the body is replaced by its reading time. */
/** What a summary needs of a row: a list's select leaves out the page-only columns. */
export type SummaryRow = Omit<ArticleRow, 'category_id' | 'meta_title' | 'meta_description'>;

export function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    // Written by staff with ordinary spaces: set in French typography where it is loaded, so the
    // server's HTML and the hydrating browser read the same characters.
    title: frenchSpaces(row.title ?? ''),
    excerpt: frenchSpaces(row.excerpt ?? ''),
    featured_image: row.featured_image ?? null,
    keywords: Array.isArray(row.keywords) ? row.keywords.filter((k) => typeof k === 'string') : [],
    published_at: row.published_at ?? null,
    updated_at: row.updated_at ?? null,
    category:
      row.category && typeof row.category === 'object'
        ? { ...row.category, name: frenchSpaces(row.category.name ?? '') }
        : null,
    reading_minutes: readingMinutes(row.content ?? ''),
  };
}

export type SortKey = 'date' | 'title' | 'popularity';
export type SortDirection = 'asc' | 'desc';

const time = (iso: string | null) => (iso ? new Date(iso).getTime() || 0 : 0);

/**
 * Popularity combines keyword count and date: each keyword counts for 10 points,
 * and an article loses one point per 30 days of age relative to the newest article (`reference`),
 * so the score does not depend on today's date and the server and browser agree.
 */
export function popularityScore(
  article: Pick<ArticleSummary, 'keywords' | 'published_at'>,
  reference: number,
): number {
  const ageDays = Math.max(0, (reference - time(article.published_at)) / 86_400_000);
  return article.keywords.length * 10 - ageDays / 30;
}

export interface ArticleFilter {
  search: string;
  category: string;
}

// Accents and the no-break spaces of French typography do not count: "satiné ?" finds "satiné\u202f?".
const fold = (s: string) =>
  s
    .toLocaleLowerCase('fr-FR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/'/g, '’');

/** Search matches title, excerpt, content or keywords, case-insensitively; category by name. */
export function filterArticles<T extends ArticleSummary & { search_text?: string }>(
  articles: T[],
  { search, category }: ArticleFilter,
): T[] {
  const term = fold(search.trim());
  return articles.filter((a) => {
    if (category && a.category?.name !== category) return false;
    if (!term) return true;
    const haystack = [a.title, a.excerpt, a.search_text ?? '', ...a.keywords].map(fold);
    return haystack.some((field) => field.includes(term));
  });
}

/** The order a visitor expects when choosing a sort: titles A→Z, newest and most popular first. */
export function naturalDirection(key: SortKey): SortDirection {
  return key === 'title' ? 'asc' : 'desc';
}

export function sortArticles<T extends ArticleSummary>(
  articles: T[],
  key: SortKey,
  direction: SortDirection,
): T[] {
  const reference = Math.max(0, ...articles.map((a) => time(a.published_at)));
  const value = (a: T) =>
    key === 'date' ? time(a.published_at) : key === 'popularity' ? popularityScore(a, reference) : 0;
  const sorted = [...articles].sort((a, b) =>
    key === 'title' ? a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }) : value(a) - value(b),
  );
  return direction === 'desc' ? sorted.reverse() : sorted;
}

/** Tag page: the tag of the address is URL-decoded; a malformed escape keeps the raw text. */
export function decodeTag(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** The longest keyword a tag page looks up. */
export const MAX_TAG_LENGTH = 60;

/**
 * Whether a tag page's tag can be a keyword: letters, digits, spaces, hyphens and apostrophes,
 * at most MAX_TAG_LENGTH characters. Anything else (a quote, a backslash, NUL, a comma that
 * would split the lookup in two, a kilobyte of text) is no keyword: the page is a 404 with no
 * query at all, never a database error.
 */
export function isTagLike(tag: string): boolean {
  return tag.length <= MAX_TAG_LENGTH && /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u.test(tag);
}

/** The address of a keyword's page. */
export const tagPath = (keyword: string) => `/blog/tag/${encodeURIComponent(keyword)}/`;

/** Related tags: keywords of the listed articles over 2 characters, not the current tag, at most 10. */
export function relatedTags(
  articles: Pick<ArticleSummary, 'keywords'>[],
  current: string,
  limit = 10,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const currentKey = current.toLocaleLowerCase('fr-FR');
  for (const a of articles) {
    for (const k of a.keywords) {
      const key = k.trim().toLocaleLowerCase('fr-FR');
      if (k.trim().length <= 2 || key === currentKey || seen.has(key)) continue;
      seen.add(key);
      out.push(k.trim());
      if (out.length === limit) return out;
    }
  }
  return out;
}

/** Keywords shown on a card and the '+N' overflow (3 in grid view, 4 in list view, 5 on the tag page). */
export function visibleKeywords(keywords: string[], max: number): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, max), more: Math.max(0, keywords.length - max) };
}

/** French writes the first day of a month "1er" ("1er avril 2026"), the others as numbers ("2 avril 2026"). */
function firstOfMonth(date: string): string {
  return date.replace(/^1 /, '1er ');
}
