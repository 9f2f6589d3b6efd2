import type { Backend, TablesInsert } from '@parquet-alsace/shared/backend';

/**
 * Every read and write the blog makes on the backend, in one module: the pages, islands and
 * server bundle call these, and the backend's contract suite (backend/test/contract.test.ts)
 * runs these very functions against the embedded backend on PGlite and PostgreSQL, so a query
 * that drifts from the schema fails there as well as in `tsc` (docs/adr-015-contracts.md).
 * Each returns supabase-js's query, to be awaited; shaping the rows is the caller's.
 */

/** An article's fields and its category. */
export const ARTICLE_SELECT =
  'id,slug,title,excerpt,content,featured_image,keywords,published_at,updated_at,category_id,meta_title,meta_description,category:categories(name,slug)';

/** Published articles, newest first; those holding `tag` among their keywords when given. */
export function publishedArticles(db: Backend, tag?: string) {
  const query = db.from('articles').select(ARTICLE_SELECT).eq('published', true);
  return (tag ? query.contains('keywords', [tag]) : query).order('published_at', { ascending: false });
}

/** One published article by its slug; null data when unknown or unpublished. */
export function articleBySlug(db: Backend, slug: string) {
  return db.from('articles').select(ARTICLE_SELECT).eq('slug', slug).eq('published', true).maybeSingle();
}

/** At most 3 other published articles of the same category, newest first. */
export function relatedArticles(db: Backend, article: { id: string; category_id: string }) {
  return db
    .from('articles')
    .select('id,slug,title,excerpt,featured_image,keywords,published_at,category:categories(name,slug)')
    .eq('published', true)
    .eq('category_id', article.category_id)
    .neq('id', article.id)
    .order('published_at', { ascending: false })
    .limit(3);
}

/** The body of every published article, for the all-articles search. */
export function articleBodies(db: Backend) {
  return db.from('articles').select('slug,content').eq('published', true);
}

/** The categories, by name. */
export function categories(db: Backend) {
  return db.from('categories').select('name,slug').order('name');
}

/** The site search's suggestions: 5 published articles matching `searchFilter(term)`. */
export function searchArticles(db: Backend, filter: string) {
  return db.from('articles').select('title,slug,excerpt').eq('published', true).or(filter).limit(5);
}

/** PostgREST filter of the site search: title or content contains the term, or keywords hold it. */
export function searchFilter(term: string): string | null {
  const clean = term
    .trim()
    .replace(/[,()*%\\"{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length < 2) return null;
  return `title.ilike.*${clean}*,content.ilike.*${clean}*,keywords.cs.{"${clean}"}`;
}

/** The gallery block of an article: photos in the gallery's order, with their total. */
export function articlePhotos(db: Backend, limit?: number) {
  const query = db
    .from('gallery_photos')
    .select('url,alt,description', { count: 'exact' })
    .order('order', { ascending: true });
  return limit ? query.limit(limit) : query;
}

/** The dates sitemap.xml gives the blog's addresses, newest article first. */
export function sitemapArticles(db: Backend) {
  return db
    .from('articles')
    .select('slug,keywords,published_at,updated_at')
    .eq('published', true)
    .order('published_at', { ascending: false });
}

/** A reader's message about an article, queued for the business (the database writes its text). */
export function queueContactMessage(
  db: Backend,
  message: Pick<
    TablesInsert<'email_queue'>,
    'recipient' | 'reply_to' | 'sender_name' | 'message' | 'article_slug'
  >,
) {
  return db.from('email_queue').insert(message as TablesInsert<'email_queue'>);
}
