// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import type { BackendFactory } from '@parquet-alsace/shared/backend';
import type { ArticleSummary } from './types';
export type Backend = BackendFactory;
export interface Category {
    name: string;
    slug: string;
}
/** Published articles, newest first. Bad rows are dropped, never crash a list. */
export declare function fetchArticles(backend: Backend, options?: {
    tag?: string;
}): Promise<ArticleSummary[]>;
/** The plain text of every published article's body, by slug: what the all-articles search reads. */
export declare function fetchSearchTexts(backend: Backend): Promise<Record<string, string>>;
export declare function fetchCategories(backend: Backend): Promise<Category[]>;
/**
 * A list page's data: what was loaded, or — when the server could not load it and answers 503 —
 * the address whose reload is the list's 'Réessayer'.
 */
export type ListData<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    retryHref: string;
};
export declare const loaded: <T>(value: T) => ListData<T>;
/** What a list page shows when its load failed: the shared block, 'Réessayer' reloading `retryHref`. */
export declare function failedList<T>(retryHref: string): ListData<T>;
