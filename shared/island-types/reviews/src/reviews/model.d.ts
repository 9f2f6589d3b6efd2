// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
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
/** Turns rows of unknown shape into reviews; rows without id or with an unreadable date are dropped. */
export declare function parseReviews(rows: unknown, responses?: unknown): Review[];
export type SortKey = 'created_at' | 'rating';
export type SortDirection = 'asc' | 'desc';
export interface ReviewFilters {
    search: string;
    /** 0 = all ratings. */
    rating: number;
    sort: SortKey;
    direction: SortDirection;
}
export declare const defaultFilters: ReviewFilters;
export declare function hasActiveFilters(f: ReviewFilters): boolean;
/** Search (case-insensitive on title, content, name), exact rating filter, then sort (ties: newest first). */
export declare function applyFilters(reviews: Review[], f: ReviewFilters): Review[];
/** 'février 2024' (fixed time zone so server and browser render the same text). */
export declare function formatMonthYear(iso: string): string;
/** '26 février 2024' (dd MMMM yyyy). */
export declare function formatLongDate(iso: string): string;
/**
 * The period of the work when the author gave it: the form appends it to the review as a line
 * "Période : février 2024" (docs/product-rules.md#review-form). Null when there is none.
 */
export declare function workPeriod(content: string): string | null;
/** The team member whose first name a review mentions as a whole word, or null. */
export declare function teamMentioned(review: Pick<Review, 'title' | 'content'>, names?: readonly string[]): string | null;
/** Newest approved review date, for the sitemap's lastmod. */
export declare function newestDate(reviews: Pick<Review, 'created_at'>[]): string | null;
