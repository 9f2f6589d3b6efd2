import { BUCKETS } from '@parquet-alsace/shared/buckets';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * A lead's photos in the private bucket `quote-photos`, named `<request id>/<photo id>.jpg`,
 * each with its thumbnail of the same name in `quote-photo-thumbs` (320 px) when the visitor's
 * browser sent one (docs/adr-010-storage.md). Staff list them and sign links by policy; nobody
 * else can.
 */
export const PHOTO_BUCKET = BUCKETS.quotePhotos;
export const THUMB_BUCKET = BUCKETS.quotePhotoThumbs;

/**
 * How long a signed link lasts: long enough for a page left open, short enough that a copied
 * link soon stops working. The page keeps a link for less than that (`PHOTO_URL_FRESH_MS`).
 */
export const PHOTO_URL_SECONDS = 60 * 60;
export const PHOTO_URL_FRESH_MS = 50 * 60 * 1000;

export interface LeadPhoto {
  /** The object's name in the bucket. */
  path: string;
  /** Its thumbnail's name in THUMB_BUCKET, or null (sent before thumbnails existed, or lost). */
  thumbPath: string | null;
  /** Its size in bytes, when Storage tells it. */
  size: number | null;
  createdAt: string | null;
}

async function listFolder(backend: SupabaseClient, bucket: string, requestId: string) {
  const { data, error } = await backend.storage.from(bucket).list(requestId, {
    limit: 100,
    sortBy: { column: 'created_at', order: 'asc' },
  });
  if (error) throw error;
  return (data ?? []).filter((entry) => entry.id !== null);
}

/** The lead's stored photos, in the order they arrived, each paired with its thumbnail. */
export async function listLeadPhotos(backend: SupabaseClient, requestId: string): Promise<LeadPhoto[]> {
  const [photos, thumbs] = await Promise.all([
    listFolder(backend, PHOTO_BUCKET, requestId),
    // Without thumbnails the photos still show: a failed list only costs their weight.
    listFolder(backend, THUMB_BUCKET, requestId).catch(() => []),
  ]);
  const thumbNames = new Set(thumbs.map((entry) => entry.name));
  return photos.map((entry) => {
    const thumb = `${entry.name.split('.')[0]}.jpg`;
    return {
      path: `${requestId}/${entry.name}`,
      thumbPath: thumbNames.has(thumb) ? `${requestId}/${thumb}` : null,
      size: typeof entry.metadata?.size === 'number' ? entry.metadata.size : null,
      createdAt: entry.created_at ?? null,
    };
  });
}

/** A link to one photo (or, in THUMB_BUCKET, thumbnail) that works without a session, for `PHOTO_URL_SECONDS`. */
export async function signPhoto(
  backend: SupabaseClient,
  path: string,
  bucket: typeof PHOTO_BUCKET | typeof THUMB_BUCKET = PHOTO_BUCKET,
): Promise<string> {
  const { data, error } = await backend.storage.from(bucket).createSignedUrl(path, PHOTO_URL_SECONDS);
  if (error || !data?.signedUrl) throw error ?? new Error('Lien de photo absent.');
  return data.signedUrl;
}

/**
 * The same link, answered as an attachment named `fileName` (Storage's `download` parameter,
 * which supabase-js's `createSignedUrl(…, { download })` adds the same way).
 */
export function downloadUrl(signedUrl: string, fileName: string): string {
  const url = new URL(signedUrl);
  url.searchParams.set('download', fileName);
  return url.toString();
}
