import { plainText } from '@parquet-alsace/shared/article-rules';
import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { frenchSpaces } from '@parquet-alsace/shared/format';
import { articleBodies, categories, publishedArticles } from '../data/queries';
import { toSummary } from './article-rules';
import type { ArticleSummary } from './types';

export type Backend = BackendFactory;

export interface Category {
  name: string;
  slug: string;
}

/** Published articles, newest first. Bad rows are dropped, never crash a list. */
export async function fetchArticles(backend: Backend, options: { tag?: string } = {}) {
  const { data, error } = await publishedArticles(await backend(), options.tag);
  if (error) throw new Error(error.message || 'An error occurred while fetching articles');
  if (!data) throw new Error('No data received');
  return data
    .filter((row) => row && typeof row.slug === 'string' && typeof row.title === 'string')
    .map((row): ArticleSummary => toSummary(row));
}

/** The plain text of every published article's body, by slug: what the all-articles search reads. */
export async function fetchSearchTexts(backend: Backend): Promise<Record<string, string>> {
  const { data, error } = await articleBodies(await backend());
  if (error) throw new Error(error.message);
  const texts: Record<string, string> = {};
  for (const row of data ?? []) texts[row.slug] = plainText(row.content);
  return texts;
}

export async function fetchCategories(backend: Backend): Promise<Category[]> {
  const { data, error } = await categories(await backend());
  if (error) throw new Error(error.message);
  return (data ?? []).map((c) => ({ ...c, name: frenchSpaces(c.name) }));
}

/**
 * A list page's data: what was loaded, or — when the server could not load it and answers 503 —
 * the address whose reload is the list's 'Réessayer'.
 */
export type ListData<T> = { ok: true; value: T } | { ok: false; retryHref: string };

export const loaded = <T>(value: T): ListData<T> => ({ ok: true, value });

/** What a list page shows when its load failed: the shared block, 'Réessayer' reloading `retryHref`. */
export function failedList<T>(retryHref: string): ListData<T> {
  return { ok: false, retryHref };
}
