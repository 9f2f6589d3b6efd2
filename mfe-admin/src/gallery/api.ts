import type { Tables } from '@parquet-alsace/shared/backend';
import { BUCKETS } from '@parquet-alsace/shared/buckets';
import type { StaffBackend } from '../backend';
import { AdminError } from '../ui/admin-error';
import type { PreparedFile } from './prepare';

export const GALLERY_BUCKET = BUCKETS.gallery;

/** A gallery photo as staff read it, hidden ones included: the columns `fetchPhotos` selects. */
export type AdminPhoto = Pick<
  Tables<'gallery_photos'>,
  'id' | 'url' | 'order' | 'category' | 'location' | 'description' | 'alt' | 'width' | 'height' | 'published'
>;

export interface PhotoFields {
  category: string;
  location: string;
  description: string;
  alt: string;
}

/** Every photo, hidden ones included (staff read them all), in the gallery's order. */
export async function fetchPhotos(backend: StaffBackend): Promise<AdminPhoto[]> {
  const { data, error } = await backend
    .from('gallery_photos')
    .select('id, url, order, category, location, description, alt, width, height, published')
    .order('order', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

/**
 * A public address as the gallery stores it: a path when Storage is this site's own (the local
 * backend), else the full address (a hosted project's Storage).
 */
export function storedAddress(publicUrl: string, siteOrigin: string): string {
  const url = new URL(publicUrl, siteOrigin);
  return url.origin === siteOrigin ? `${url.pathname}${url.search}` : url.href;
}

/** The object names of a photo stored by the back office (its three JPEG files), or [] for another photo. */
export function storedNames(url: string): string[] {
  const match = /\/storage\/v1\/object\/public\/gallery\/([0-9a-f-]{36})-960\.jpg$/.exec(url);
  return match ? [480, 960, 1440].map((width) => `${match[1]}-${width}.jpg`) : [];
}

/** Uploads the three files, then the row that publishes them; nothing stays behind on failure. */
export async function publishPhoto(
  backend: StaffBackend,
  files: PreparedFile[],
  fields: PhotoFields,
  order: number,
): Promise<void> {
  const id = crypto.randomUUID();
  const bucket = backend.storage.from(GALLERY_BUCKET);
  const names: string[] = [];
  try {
    for (const file of files) {
      const name = `${id}-${file.width}.jpg`;
      const { error } = await bucket.upload(name, file.blob, {
        contentType: 'image/jpeg',
        cacheControl: '31536000',
        upsert: false,
      });
      if (error) throw error;
      names.push(name);
    }
    const largest = files.reduce((a, b) => (b.width > a.width ? b : a));
    const { error } = await backend.from('gallery_photos').insert({
      url: storedAddress(bucket.getPublicUrl(`${id}-960.jpg`).data.publicUrl, window.location.origin),
      order,
      category: fields.category,
      location: fields.location,
      description: fields.description,
      alt: fields.alt || null,
      width: largest.width,
      height: largest.height,
      published: true,
    });
    if (error) throw error;
  } catch (error) {
    if (names.length) await bucket.remove(names);
    throw error;
  }
}

async function changed(
  request: PromiseLike<{ data: { id: string }[] | null; error: unknown }>,
): Promise<void> {
  const { data, error } = await request;
  if (error) throw error;
  // No row changed: the account lost its staff rights meanwhile, or the photo is gone.
  if (!data?.length) throw new AdminError('not-staff');
}

export function updatePhoto(
  backend: StaffBackend,
  id: string,
  change: Partial<PhotoFields> & { published?: boolean },
): Promise<void> {
  const values = { ...change, ...(change.alt !== undefined ? { alt: change.alt || null } : {}) };
  return changed(backend.from('gallery_photos').update(values).eq('id', id).select('id'));
}

/** The whole order at once (one statement in the database). */
export async function reorderPhotos(backend: StaffBackend, ids: string[]): Promise<void> {
  const { error } = await backend.rpc('reorder_gallery_photos', { photo_ids: ids });
  if (error) throw error;
}

/** Deletes the row (the photo leaves the site), then its files. */
export async function deletePhoto(backend: StaffBackend, photo: AdminPhoto): Promise<void> {
  await changed(backend.from('gallery_photos').delete().eq('id', photo.id).select('id'));
  const names = storedNames(photo.url);
  if (names.length) {
    const { error } = await backend.storage.from(GALLERY_BUCKET).remove(names);
    if (error) throw new AdminError('files-left');
  }
}

/** The list with one photo moved by `step` places (-1 up, +1 down), or null at an end. */
export function moved(ids: string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
