import { browserBackend } from '@parquet-alsace/shared/client';
import { fitWithin } from '@parquet-alsace/shared/image-prepare';
import { getSiteConfig } from '@parquet-alsace/shared/site-config';

/** Longest side of the thumbnail the back office lists (JPEG well under 40 KB). */
const THUMB_SIDE = 320;

/** Refused for good (unknown request, limit reached, not an image): sending again is useless. */
export class UploadRefused extends Error {}

interface UploadTarget {
  bucket: string;
  path: string;
  token?: string;
  stored?: boolean;
}

/**
 * Uploads one photo to a stored request: the edge function `quote-photo-upload` issues a signed
 * URL for it, then the photo goes up with XMLHttpRequest (fetch reports no upload progress) on
 * the path supabase-js's uploadToSignedUrl uses. A photo already stored (a retry after a lost
 * answer) counts as sent. Then its thumbnail (THUMB_SIDE px) goes up beside it, for the back
 * office's list (docs/adr-010-storage.md); a thumbnail that fails is not the visitor's concern:
 * the back office shows the photo itself instead.
 */
export async function uploadPhoto(
  requestId: string,
  photoId: string,
  blob: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  await uploadVariant(requestId, photoId, blob, undefined, onProgress);
  try {
    const thumb = await fitWithin(blob, THUMB_SIDE);
    await uploadVariant(requestId, photoId, thumb, 'thumb', () => undefined);
  } catch {
    // the photo is stored: the back office falls back on it
  }
}

async function uploadVariant(
  requestId: string,
  photoId: string,
  blob: Blob,
  variant: 'thumb' | undefined,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const backend = await browserBackend();
  const { data, error } = await backend.functions.invoke<UploadTarget>('quote-photo-upload', {
    body: { requestId, photoId, type: 'image/jpeg', ...(variant ? { variant } : {}) },
  });
  if (error) {
    const context = (error as { context?: Response }).context;
    const status = context?.status ?? 0;
    const message = await context
      ?.json()
      .then((body: { error?: unknown }) => (typeof body.error === 'string' ? body.error : null))
      .catch(() => null);
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      throw new UploadRefused(message ?? 'Photo refusée.');
    }
    throw new Error(message ?? 'Service indisponible');
  }
  if (!data || data.stored) return onProgress(1);
  const { supabaseUrl, supabaseAnonKey } = getSiteConfig();
  const url = `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/upload/sign/${data.bucket}/${data.path}?token=${encodeURIComponent(String(data.token))}`;
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('apikey', supabaseAnonKey);
    request.setRequestHeader('Authorization', `Bearer ${supabaseAnonKey}`);
    request.setRequestHeader('Content-Type', 'image/jpeg');
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      // 409: stored by an earlier try whose answer was lost.
      if ((request.status >= 200 && request.status < 300) || request.status === 409) {
        onProgress(1);
        return resolve();
      }
      let message = `HTTP ${request.status}`;
      try {
        message = String((JSON.parse(request.responseText) as { message?: unknown }).message ?? message);
      } catch {
        // not JSON: keep the status
      }
      if (request.status >= 400 && request.status < 500 && request.status !== 408 && request.status !== 429) {
        reject(new UploadRefused(message));
      } else reject(new Error(message));
    };
    request.onerror = () => reject(new Error('Réseau indisponible'));
    request.ontimeout = () => reject(new Error('Délai dépassé'));
    request.timeout = 120_000;
    request.send(blob);
  });
}
