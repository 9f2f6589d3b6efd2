import { frenchSpaces } from '@parquet-alsace/shared/format';
import type { Backend } from '../articles/queries';
import { articlePhotos } from '../data/queries';
import { defaultPhotos, type Photo, PREVIEW_PHOTOS } from './gallery-rules';

// The article's gallery block: a preview on the server, every photo when the visitor asks (the
// gallery island). Kept apart from article-data.ts so that the island does not carry the loader
// of the whole article.

const toPhotos = (rows: unknown): Photo[] =>
  ((rows ?? []) as Array<{ url: unknown; alt: unknown; description: unknown }>)
    .filter((p) => typeof p.url === 'string')
    .map((p) => ({
      url: p.url as string,
      alt: frenchSpaces(String(p.alt ?? p.description ?? 'Réalisation Parquet Alsace Rénovation')),
    }));

const photoQuery = async (backend: Backend, limit?: number) => articlePhotos(await backend(), limit);

/**
 * The first photos of the gallery block and their total, so that an article's page does not
 * carry the whole gallery; the built-in photos (all of them) when there is none or on error.
 */
export async function loadPhotoPreview(backend: Backend): Promise<{ photos: Photo[]; count: number }> {
  try {
    const { data, error, count } = await photoQuery(backend, PREVIEW_PHOTOS);
    if (error) throw error;
    const photos = toPhotos(data);
    if (photos.length > 0) return { photos, count: Math.max(count ?? 0, photos.length) };
  } catch (error) {
    console.error(error);
  }
  return { photos: defaultPhotos, count: defaultPhotos.length };
}

/** Every photo of the gallery block, when the visitor expands it or opens the viewer. */
export async function loadAllPhotos(backend: Backend): Promise<Photo[]> {
  try {
    const { data, error } = await photoQuery(backend);
    if (error) throw error;
    const photos = toPhotos(data);
    return photos.length > 0 ? photos : defaultPhotos;
  } catch (error) {
    console.error(error);
    return defaultPhotos;
  }
}
