import type { StaffBackend } from '../backend';
import { AdminError } from '../ui/admin-error';
import type { rowFromForm, StoredArticle } from './model';

const COLUMNS =
  'id,slug,title,excerpt,content,category_id,keywords,meta_title,meta_description,featured_image,published,published_at,updated_at';

export type ArticleListItem = Pick<
  StoredArticle,
  'id' | 'slug' | 'title' | 'published' | 'published_at' | 'updated_at'
>;

/** Every article (staff read drafts and scheduled ones too), last changed first. */
export async function fetchArticleList(backend: StaffBackend): Promise<ArticleListItem[]> {
  const { data, error } = await backend
    .from('articles')
    .select('id,slug,title,published,published_at,updated_at')
    .order('updated_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export async function fetchArticle(backend: StaffBackend, id: string): Promise<StoredArticle | null> {
  const { data, error } = await backend.from('articles').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

export async function fetchCategories(backend: StaffBackend): Promise<{ id: string; name: string }[]> {
  const { data, error } = await backend.from('categories').select('id,name').order('name');
  if (error) throw error;
  return data ?? [];
}

/** The title of another article using `slug`, or null when it is free. */
export async function slugOwner(
  backend: StaffBackend,
  slug: string,
  exceptId: string | null,
): Promise<string | null> {
  let query = backend.from('articles').select('id,title').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw error;
  return data?.[0]?.title ?? null;
}

/** Creates or updates the article; the database checks it again and logs the change. */
export async function saveArticle(
  backend: StaffBackend,
  id: string | null,
  row: ReturnType<typeof rowFromForm>,
): Promise<StoredArticle> {
  const query = id
    ? backend.from('articles').update(row).eq('id', id).select(COLUMNS)
    : backend.from('articles').insert(row).select(COLUMNS);
  const { data, error } = await query;
  if (error) throw error;
  // No row changed: the account lost its staff rights meanwhile.
  const saved = data?.[0];
  if (!saved) throw new AdminError('not-staff');
  return saved;
}
