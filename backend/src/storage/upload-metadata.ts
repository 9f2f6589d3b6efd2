import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { sniffContentType } from './content-type.ts';
import type { StorageApp, StorageExtraOptions } from './storage-common.ts';
import { checkBucketName, checkObjectName, StorageApiError } from './storage-routes.ts';

/**
 * What an upload says about its file besides the bytes (docs/adr-010-storage.md): the custom
 * metadata supabase-js sends (`metadata`, a form field or the base64 `x-metadata` header), kept
 * as the object's `user_metadata` and answered by `info`; and the declared type, which the
 * object is served with when it cannot make this origin render anything: the type read from
 * the content, or an inert one (plain text, CSV, JSON, bytes). Any other declared type (HTML,
 * SVG, XML, scripts…) is not served: the content's type is. Runs around the upload routes of
 * storage-routes.ts, which check and store the file: the metadata is checked before, recorded
 * once the upload succeeded.
 */

const INERT_TYPES = new Set(['text/plain', 'text/csv', 'application/json', 'application/octet-stream']);
const METADATA_BYTES = 8 * 1024;
/** Path segments after /object/ that are not a bucket of an upload. */
const NOT_UPLOADS = new Set(['sign', 'list', 'list-v2', 'info', 'move', 'copy', 'public', 'authenticated']);

/** The type an object is served with: what the uploader declared if harmless, else its content's. */
export function servedType(declared: string | null, sniffed: string | null): string {
  const base = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (base !== '' && (base === sniffed || INERT_TYPES.has(base))) return (declared as string).trim();
  return sniffed ?? 'application/octet-stream';
}

function parseMetadata(raw: string | null): Record<string, unknown> | null {
  if (raw === null || raw === '') return null;
  if (raw.length > METADATA_BYTES) {
    throw new StorageApiError(400, 'InvalidRequest', 'metadata : 8 Ko au plus.');
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw new StorageApiError(400, 'InvalidRequest', 'metadata : un objet JSON est attendu.');
}

/** The bucket and name an upload request writes, or null when the path is not an upload. */
function uploadTarget(c: Context<AppEnv>): { bucket: string; name: string } | null {
  const path = new URL(c.req.url).pathname.slice('/storage/v1/object/'.length);
  let rest: string;
  if (path.startsWith('upload/sign/')) {
    if (c.req.method !== 'PUT') return null;
    rest = path.slice('upload/sign/'.length);
  } else {
    const first = path.split('/')[0] ?? '';
    if (NOT_UPLOADS.has(first) || first === 'upload') return null;
    rest = path;
  }
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  try {
    return { bucket: checkBucketName(rest.slice(0, slash)), name: checkObjectName(rest.slice(slash + 1)) };
  } catch {
    return null; // the upload route answers a bad path
  }
}

/** The first bytes of a body (enough to recognise a file type), without reading it all. */
async function firstBytes(request: Request): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const { value } = await reader.read();
  // Not awaited: cancelling one branch of a cloned body settles only once the other branch,
  // which the upload route reads, is done too.
  reader.cancel().catch(() => {});
  return value ? value.slice(0, 16) : new Uint8Array();
}

export function registerUploadMetadata(app: StorageApp, options: StorageExtraOptions): void {
  app.on(['POST', 'PUT'], '/storage/v1/object/*', async (c, next) => {
    const target = uploadTarget(c);
    if (!target) return next();
    const type = c.req.header('content-type') ?? '';
    let declared: string | null;
    let metadata: Record<string, unknown> | null;
    let bytes: Uint8Array;
    if (type.toLowerCase().startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await c.req.raw.clone().formData();
      } catch {
        return next(); // the upload route answers an unreadable form
      }
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      declared = file?.type || null;
      bytes = file ? new Uint8Array(await file.slice(0, 16).arrayBuffer()) : new Uint8Array();
      const field = form.get('metadata');
      metadata = parseMetadata(typeof field === 'string' ? field : null);
    } else {
      declared = type || null;
      bytes = await firstBytes(c.req.raw.clone());
      const header = c.req.header('x-metadata');
      let decoded: string | null = null;
      if (header) {
        try {
          decoded = Buffer.from(header, 'base64').toString('utf8');
        } catch {
          decoded = header;
        }
      }
      metadata = parseMetadata(decoded);
    }
    await next();
    if (c.res.status !== 200) return;
    const sniffed = sniffContentType(bytes);
    const mimetype = servedType(declared, sniffed);
    // Nothing to add to what the upload stored (its content's type, no metadata).
    if (metadata === null && mimetype === (sniffed ?? 'application/octet-stream')) return;
    await options.db.transaction((tx) =>
      tx.query(
        `update storage.objects
            set metadata = jsonb_set(coalesce(metadata, '{}'::jsonb), '{mimetype}', to_jsonb($3::text)),
                user_metadata = coalesce($4::jsonb, user_metadata)
          where bucket_id = $1 and name = $2`,
        [target.bucket, target.name, mimetype, metadata === null ? null : JSON.stringify(metadata)],
      ),
    );
  });
}
