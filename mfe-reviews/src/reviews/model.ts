import { business } from '@parquet-alsace/shared/client';
import { frenchSpaces } from '@parquet-alsace/shared/format';

/** A review as shown to visitors (never the e-mail: anon cannot read it). */
export interface Review {
  id: string;
  name: string;
  title: string;
  content: string;
  rating: number;
  created_at: string;
  response: string | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
// A search ignores the no-break spaces of French typography: "parfait !" finds "Parfait\u202f!".
const plain = (v: string): string => v.toLocaleLowerCase('fr').replace(/[\u00a0\u202f]/g, ' ');

/** Turns rows of unknown shape into reviews; rows without id or with an unreadable date are dropped. */
export function parseReviews(rows: unknown, responses: unknown = []): Review[] {
  if (!Array.isArray(rows)) return [];
  const answered = new Map<string, string>();
  if (Array.isArray(responses)) {
    for (const r of responses as Array<Record<string, unknown>>) {
      if (r && typeof r.review_id === 'string' && text(r.response_text).trim())
        answered.set(r.review_id, frenchSpaces(text(r.response_text)));
    }
  }
  const out: Review[] = [];
  for (const row of rows as Array<Record<string, unknown>>) {
    if (!row || typeof row.id !== 'string' || Number.isNaN(Date.parse(text(row.created_at)))) continue;
    const rating = Math.round(Number(row.rating));
    out.push({
      id: row.id,
      // Visitors' and staff's text, set in French typography where it is loaded (server and
      // browser read the same characters; docs/adr-019-french-typography.md).
      name: text(row.name),
      title: frenchSpaces(text(row.title)),
      content: frenchSpaces(text(row.content)),
      rating: rating >= 1 && rating <= 5 ? rating : 5,
      created_at: text(row.created_at),
      response: answered.get(row.id) ?? null,
    });
  }
  return out;
}

export type SortKey = 'created_at' | 'rating';
export type SortDirection = 'asc' | 'desc';
export interface ReviewFilters {
  search: string;
  /** 0 = all ratings. */
  rating: number;
  sort: SortKey;
  direction: SortDirection;
}

export const defaultFilters: ReviewFilters = { search: '', rating: 0, sort: 'created_at', direction: 'desc' };

export function hasActiveFilters(f: ReviewFilters): boolean {
  return f.search.trim() !== '' || f.rating !== 0;
}

/** Search (case-insensitive on title, content, name), exact rating filter, then sort (ties: newest first). */
export function applyFilters(reviews: Review[], f: ReviewFilters): Review[] {
  const term = plain(f.search.trim());
  const matches = reviews.filter(
    (r) =>
      (f.rating === 0 || r.rating === f.rating) &&
      (!term || [r.title, r.content, r.name].some((field) => plain(field).includes(term))),
  );
  const sign = f.direction === 'asc' ? 1 : -1;
  const time = (r: Review) => Date.parse(r.created_at);
  return matches.sort((a, b) => {
    const primary = f.sort === 'rating' ? a.rating - b.rating : time(a) - time(b);
    return primary !== 0 ? sign * primary : time(b) - time(a);
  });
}

const monthYear = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** 'février 2024' (fixed time zone so server and browser render the same text). */
export function formatMonthYear(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : monthYear.format(t);
}

/** '26 février 2024' (dd MMMM yyyy). */
export function formatLongDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : firstOfMonth(longDate.format(t));
}

/**
 * The period of the work when the author gave it: the form appends it to the review as a line
 * "Période : février 2024" (docs/product-rules.md#review-form). Null when there is none.
 */
export function workPeriod(content: string): string | null {
  const match = /(?:^|\n)Période\s*:\s*([^\n]+)/.exec(content);
  return match?.[1]?.trim() || null;
}

/** The team member whose first name a review mentions as a whole word, or null. */
export function teamMentioned(
  review: Pick<Review, 'title' | 'content'>,
  names: readonly string[] = business.badgeTeamNames,
): string | null {
  const haystack = `${review.title}\n${review.content}`;
  for (const name of names) {
    if (new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(haystack)) return name;
  }
  return null;
}

/** Newest approved review date, for the sitemap's lastmod. */
export function newestDate(reviews: Pick<Review, 'created_at'>[]): string | null {
  let best: number | null = null;
  for (const r of reviews) {
    const t = Date.parse(r.created_at);
    if (!Number.isNaN(t) && (best === null || t > best)) best = t;
  }
  return best === null ? null : new Date(best).toISOString();
}

/** French writes the first day of a month "1er" ("1er avril 2026"), the others as numbers ("2 avril 2026"). */
function firstOfMonth(date: string): string {
  return date.replace(/^1 /, '1er ');
}

/** What the published reviews say together: their number and their average, to one decimal. */
export interface ReviewSummary {
  count: number;
  /** Out of 5, rounded to one decimal (4.588… → 4.6). */
  average: number;
}

/** The summary of the reviews shown, or null when there are none (no figure without reviews). */
export function reviewSummary(reviews: readonly Review[]): ReviewSummary | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { count: reviews.length, average: Math.round((total / reviews.length) * 10) / 10 };
}
