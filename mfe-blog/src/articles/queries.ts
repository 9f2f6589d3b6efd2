import type { SupabaseClient } from '@supabase/supabase-js';
import { plainText } from '../article/markdown-rules';
import { toSummary } from './article-rules';
import type { ArticleRow, ArticleSummary } from './types';

/** Every field plus the related category. */
export const ARTICLE_SELECT =
  'id,slug,title,excerpt,content,featured_image,keywords,published_at,updated_at,category_id,meta_title,meta_description,category:categories(name,slug)';

export type Backend = () => Promise<SupabaseClient>;

export interface Category {
  name: string;
  slug: string;
}

/** Published articles, newest first. Bad rows are dropped, never crash a list. */
export async function fetchArticles(
  backend: Backend,
  options: { withSearchText?: boolean; tag?: string } = {},
) {
  let query = (await backend()).from('articles').select(ARTICLE_SELECT).eq('published', true);
  if (options.tag) query = query.contains('keywords', [options.tag]);
  const { data, error } = await query.order('published_at', { ascending: false });
  if (error) throw new Error(error.message || 'An error occurred while fetching articles');
  if (!data) throw new Error('No data received');
  return (data as unknown as ArticleRow[])
    .filter((row) => row && typeof row.slug === 'string' && typeof row.title === 'string')
    .map((row): ArticleSummary & { search_text?: string } =>
      options.withSearchText
        ? { ...toSummary(row), search_text: plainText(row.content ?? '') }
        : toSummary(row),
    );
}

export async function fetchCategories(backend: Backend): Promise<Category[]> {
  const { data, error } = await (await backend()).from('categories').select('name,slug').order('name');
  if (error) throw new Error(error.message);
  return (data ?? []) as Category[];
}

/**
 * A list page's data: what was loaded, or (in the browser only: the server answers 503 and
 * leaves the page to the browser) the error message to show with 'Réessayer'.
 */
export type ListData<T> = { ok: true; value: T } | { ok: false; error: string };

export const loaded = <T>(value: T): ListData<T> => ({ ok: true, value });

/** What a list page shows when its load failed in the browser: the message, with 'Réessayer'. */
export function failedList<T>(error: unknown): ListData<T> {
  return {
    ok: false,
    error:
      error instanceof Error && error.message ? error.message : 'An error occurred while fetching articles',
  };
}
