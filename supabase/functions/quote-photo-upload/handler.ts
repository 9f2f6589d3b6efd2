import { BUCKETS } from '../../../shared/src/names/buckets.ts';
import type { Env } from '../_shared/env.ts';
import { json, methodNotAllowed } from '../_shared/http.ts';
import { projectClient, serviceCredentials } from '../_shared/project-client.ts';

/**
 * Issues the signed URL through which a visitor uploads one photo of a quote request
 * (docs/adr-010-storage.md). Anyone may call it, for a request id the database knows: the
 * object's name is chosen here, `<request id>/<photo id>.<ext>`, never by the caller, and the
 * database still refuses a ninth photo or an unknown request at upload time.
 *
 * Body: `{ requestId, photoId, type }` (two UUIDs, `image/jpeg` | `image/png` | `image/webp`),
 * with `variant: 'thumb'` for the photo's small copy, `<request id>/<photo id>.jpg` in the bucket
 * `quote-photo-thumbs`, which the back office lists (JPEG only, once its photo is stored).
 * Answer: `{ bucket, path, token }` for `storage.from(bucket).uploadToSignedUrl(path, token, …)`,
 * or `{ bucket, path, stored: true }` when that photo is already stored (a retried upload).
 */
export const QUOTE_PHOTOS_BUCKET = BUCKETS.quotePhotos;
export const QUOTE_PHOTO_THUMBS_BUCKET = BUCKETS.quotePhotoThumbs;
export const MAX_PHOTOS_PER_REQUEST = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed();
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await req.json();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('objet attendu');
    body = parsed as Record<string, unknown>;
  } catch {
    return json({ error: 'Requête invalide : objet JSON attendu.' }, 400);
  }
  const requestId = typeof body.requestId === 'string' ? body.requestId.toLowerCase() : '';
  const photoId = typeof body.photoId === 'string' ? body.photoId.toLowerCase() : '';
  const extension = typeof body.type === 'string' ? EXTENSIONS[body.type] : undefined;
  const thumb = body.variant === 'thumb';
  if (!UUID.test(requestId) || !UUID.test(photoId)) {
    return json({ error: 'Identifiant de demande ou de photo invalide.' }, 400);
  }
  if (body.variant !== undefined && !thumb) return json({ error: 'Variante de photo inconnue.' }, 400);
  if (!extension) return json({ error: 'Seules les images JPEG, PNG ou WebP sont acceptées.' }, 415);
  if (thumb && extension !== 'jpg') return json({ error: 'Les miniatures sont en JPEG.' }, 415);

  const project = projectClient(env, serviceCredentials(env));
  const lead = await project.from('form_submissions').select('id').eq('request_id', requestId);
  if (lead.error) return json({ error: 'Service indisponible, réessayez dans un instant.' }, 503);
  const leadId = lead.data[0]?.id;
  if (!leadId) return json({ error: 'Demande de devis inconnue : la photo ne peut pas y être jointe.' }, 404);

  const photos = await project.rpc('quote_photos', { lead_id: leadId });
  if (photos.error) return json({ error: 'Service indisponible, réessayez dans un instant.' }, 503);
  const names = photos.data[0]?.names ?? [];
  const bucket = thumb ? QUOTE_PHOTO_THUMBS_BUCKET : QUOTE_PHOTOS_BUCKET;
  const path = `${requestId}/${photoId}.${extension}`;
  if (thumb && !names.some((name) => name.startsWith(`${requestId}/${photoId}.`))) {
    return json({ error: 'La miniature suit sa photo : envoyez d’abord la photo.' }, 409);
  }
  if (!thumb && names.includes(path)) return json({ bucket, path, stored: true });
  if (!thumb && names.length >= MAX_PHOTOS_PER_REQUEST) {
    return json({ error: `${MAX_PHOTOS_PER_REQUEST}\u00a0photos au maximum par demande de devis.` }, 409);
  }

  const signed = await project.storage.from(bucket).createSignedUploadUrl(path);
  if (signed.error) {
    console.error(`[quote-photo-upload] URL d’envoi refusée : ${signed.error.message}`);
    return json({ error: 'Envoi de la photo impossible pour le moment, réessayez dans un instant.' }, 503);
  }
  return json({ bucket, path, token: signed.data.token });
}
