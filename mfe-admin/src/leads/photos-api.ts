import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * A lead's photos in the private bucket `quote-photos`, named `<request id>/<photo id>.jpg`,
 * each with its thumbnail `<request id>/<photo id>.thumb.jpg` (320 px) when the visitor's browser
 * sent one (docs/adr-010-storage.md). Staff list them and sign links by policy; nobody else can.
 */
export const PHOTO_BUCKET = 'quote-photos';

/**
 * How long a signed link lasts: long enough for a page left open, short enough that a copied
 * link soon stops working. The page keeps a link for less than that (`PHOTO_URL_FRESH_MS`).
 */
export const PHOTO_URL_SECONDS = 60 * 60;
export const PHOTO_URL_FRESH_MS = 50 * 60 * 1000;

export interface LeadPhoto {
  /** The object's name in the bucket. */
  path: string;
  /** Its thumbnail's name, or null (sent before thumbnails existed, or lost): the photo then. */
  thumbPath: string | null;
  /** Its size in bytes, when Storage tells it. */
  size: number | null;
  createdAt: string | null;
}

const THUMB_SUFFIX = '.thumb.jpg';

/** The lead's stored photos, in the order they arrived, each paired with its thumbnail. */
export async function listLeadPhotos(backend: SupabaseClient, requestId: string): Promise<LeadPhoto[]> {
  const { data, error } = await backend.storage.from(PHOTO_BUCKET).list(requestId, {
    limit: 100,
    sortBy: { column: 'created_at', order: 'asc' },
  });
  if (error) throw error;
  const files = (data ?? []).filter((entry) => entry.id !== null);
  const thumbs = new Set(
    files.filter((entry) => entry.name.endsWith(THUMB_SUFFIX)).map((entry) => entry.name),
  );
  return files
    .filter((entry) => !entry.name.endsWith(THUMB_SUFFIX))
    .map((entry) => ({
      path: `${requestId}/${entry.name}`,
      thumbPath: thumbs.has(`${entry.name.split('.')[0]}${THUMB_SUFFIX}`)
        ? `${requestId}/${entry.name.split('.')[0]}${THUMB_SUFFIX}`
        : null,
      size: typeof entry.metadata?.size === 'number' ? entry.metadata.size : null,
      createdAt: entry.created_at ?? null,
    }));
}

/** A link to one photo that works without a session, for `PHOTO_URL_SECONDS`. */
export async function signPhoto(backend: SupabaseClient, path: string): Promise<string> {
  const { data, error } = await backend.storage.from(PHOTO_BUCKET).createSignedUrl(path, PHOTO_URL_SECONDS);
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
