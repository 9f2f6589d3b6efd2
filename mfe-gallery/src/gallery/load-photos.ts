import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { galleryPhotos } from '../data/queries';
import { type GalleryPhoto, parsePhotos } from './photo';

/** Every photo, ordered by `order` (a few dozen rows: loaded once, paged in the browser). */
export async function loadPhotos(backend: BackendFactory, limit?: number): Promise<GalleryPhoto[]> {
  const { data, error } = await galleryPhotos(await backend(), limit);
  if (error) throw error;
  return parsePhotos(data);
}
