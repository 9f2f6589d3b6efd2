import { type Env, requireVar } from '../_shared/env.ts';
import { json, methodNotAllowed } from '../_shared/http.ts';
import { type Credentials, rest } from '../_shared/rest-client.ts';

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
export const QUOTE_PHOTOS_BUCKET = 'quote-photos';
export const QUOTE_PHOTO_THUMBS_BUCKET = 'quote-photo-thumbs';
export const MAX_PHOTOS_PER_REQUEST = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

interface LeadPhotos {
  request_id: string;
  photos_expected: number;
  names: string[];
}

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

  const serviceKey = requireVar(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const service: Credentials = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
  const lead = await rest<{ id: string }[]>(
    env,
    service,
    'GET',
    `form_submissions?request_id=eq.${requestId}&select=id`,
  );
  if (!lead.ok) return json({ error: 'Service indisponible, réessayez dans un instant.' }, 503);
  const leadId = lead.data[0]?.id;
  if (!leadId) return json({ error: 'Demande de devis inconnue : la photo ne peut pas y être jointe.' }, 404);

  const photos = await rest<LeadPhotos[]>(env, service, 'POST', 'rpc/quote_photos', { lead_id: leadId });
  if (!photos.ok) return json({ error: 'Service indisponible, réessayez dans un instant.' }, 503);
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

  const base = requireVar(env, 'SUPABASE_URL').replace(/\/$/, '');
  const signed = await env.fetchApi(
    new Request(`${base}/storage/v1/object/upload/sign/${bucket}/${path}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    }),
  );
  const answer = (await signed.json().catch(() => null)) as {
    url?: unknown;
    token?: unknown;
    message?: unknown;
  } | null;
  if (!signed.ok || typeof answer?.token !== 'string') {
    const reason = typeof answer?.message === 'string' ? answer.message : `HTTP ${signed.status}`;
    console.error(`[quote-photo-upload] URL d’envoi refusée : ${reason}`);
    return json({ error: 'Envoi de la photo impossible pour le moment, réessayez dans un instant.' }, 503);
  }
  return json({ bucket, path, token: answer.token });
}
