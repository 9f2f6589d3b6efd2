import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { type GalleryPhoto, parsePhotos } from './photo';

/** Every photo, ordered by `order` (a few dozen rows: loaded once, paged in the browser). */
export async function loadPhotos(backend: BackendFactory, limit?: number): Promise<GalleryPhoto[]> {
  let query = (await backend())
    .from('gallery_photos')
    .select('id, url, order, category, location, description, alt, width, height')
    .order('order', { ascending: true });
  if (limit) query = query.limit(limit);
  const { data, error } = await query;
  if (error) throw error;
  return parsePhotos(data);
}
