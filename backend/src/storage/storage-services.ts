import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { sign, verify } from 'hono/jwt';
import type { Database, Queryable } from '../db/database.ts';
import { isPostgresError } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { asCaller, checkBucketName, checkObjectName, StorageApiError } from './storage-common.ts';
import { type Bucket, objectCacheControl } from './upload.ts';

/**
 * The Storage API subset supabase-js's `storage.from(bucket)` calls, on the paths and with the
 * payloads of hosted Supabase Storage (docs/adr-010-storage.md): signed upload URLs, signed
 * download URLs, public objects, authenticated download, remove and list. Metadata lives in
 * `storage.buckets` / `storage.objects` (their hosted shape, backend/sql/supabase-compat.sql)
 * and the database's policies decide, as on hosted: every call a key makes runs under its role.
 * Files live under `<DATA_DIR>/storage/<bucket>/<object id>`: a name never becomes a path.
 */
export interface StorageOptions {
  db: Database;
  jwtSecret: string;
  /** `<DATA_DIR>/storage`. */
  root: string;
  statementTimeoutMs: number;
  /** Largest file any bucket accepts (STORAGE_MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
  /** How long an upload's body may take to arrive (STORAGE_BODY_TIMEOUT_MS). */
  uploadDeadlineMs: number;
  authenticate: MiddlewareHandler<AppEnv>;
  limitWrites: MiddlewareHandler<AppEnv>;
}

const JSON_BODY_BYTES = 64 * 1024;

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: Record<string, unknown> | null;
}

export const notFound = (what = 'Object not found') => new StorageApiError(404, 'not_found', what);

/** `bucket` and `name` from a path such as /storage/v1/object/sign/<bucket>/<name…>. */
export function bucketAndName(c: Context<AppEnv>, prefix: string): { bucket: string; name: string } {
  const rest = new URL(c.req.url).pathname.slice(prefix.length);
  const slash = rest.indexOf('/');
  if (slash <= 0)
    throw new StorageApiError(400, 'InvalidKey', 'Chemin incomplet : bucket et fichier attendus.');
  return { bucket: checkBucketName(rest.slice(0, slash)), name: checkObjectName(rest.slice(slash + 1)) };
}

/** Reads a body, refusing it as soon as it exceeds `max` bytes. */
async function readBody(
  req: Request,
  max: number,
  tooLarge: () => StorageApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const bytes = await readBody(
    req,
    JSON_BODY_BYTES,
    () => new StorageApiError(413, 'Payload too large', 'Corps trop long.'),
  );
  if (bytes.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StorageApiError(400, 'InvalidRequest', 'Corps JSON invalide.');
}

/** The types a stored file is served as: those Storage recognises on upload, else a download. */
const SERVED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);
const servedType = (stored: unknown) =>
  typeof stored === 'string' && SERVED_TYPES.has(stored) ? stored : 'application/octet-stream';

/** A check or policy refusal from PostgreSQL, as hosted Storage reports it. */
export function fromDatabase(error: unknown): never {
  if (isPostgresError(error)) {
    if (error.code === '42501') {
      throw new StorageApiError(403, 'Unauthorized', 'new row violates row-level security policy');
    }
    if (error.code === '23505') throw new StorageApiError(409, 'Duplicate', 'The resource already exists');
    // PostgREST's convention: SQLSTATE PTxyz answers HTTP xyz (a budget spent: PT429).
    if (/^PT[45]\d\d$/.test(error.code ?? '')) {
      throw new StorageApiError(Number(error.code?.slice(2)), error.message, error.hint ?? error.message);
    }
    if (error.code === '23514' || error.code === 'P0001') {
      throw new StorageApiError(400, error.message, error.hint ?? error.message);
    }
  }
  throw error;
}

type TokenScope = 'upload' | 'download';

/** What the object, signing and upload routes share: bucket and object look-ups, tokens, serving. */
export type StorageServices = ReturnType<typeof storageServices>;

export function storageServices(options: StorageOptions) {
  const { db, jwtSecret } = options;
  /** Bucket settings are read by the server itself (the caller's rights are checked on objects). */
  const findBucket = async (id: string): Promise<Bucket> => {
    const bucket = await db.transaction(async (tx) => {
      const { rows } = await tx.query<Bucket>(
        'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [id],
      );
      return rows[0];
    });
    if (!bucket) throw new StorageApiError(404, 'Bucket not found', 'Bucket not found');
    return bucket;
  };

  const filePath = (bucket: string, id: string) => join(options.root, bucket, id);

  /**
   * A stored file, with the headers the server decides: its type as read from its first bytes at
   * upload (one of the types Storage recognises, else a download), the bucket's cache policy.
   * Nothing a client sent at upload reaches these headers.
   */
  const serve = async (
    c: Context<AppEnv>,
    object: ObjectRow,
    download: string | undefined,
    bucketIsPublic = false,
  ) => {
    const path = filePath(object.bucket_id, object.id);
    const size = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) throw notFound();
    const metadata = object.metadata ?? {};
    const headers: Record<string, string> = {
      'Content-Type': servedType(metadata.mimetype),
      'Content-Length': String(size),
      'Cache-Control': objectCacheControl(bucketIsPublic),
      ETag: `"${object.id}"`,
      'Last-Modified': new Date(object.updated_at).toUTCString(),
      // A stored file is shown as what it is, never interpreted as a page of this origin.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    if (download !== undefined) {
      const fileName = (download || object.name.split('/').at(-1) || 'fichier').replace(/["\\\r\n]/g, '_');
      headers['Content-Disposition'] =
        `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
    }
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { headers });
  };

  const superUserObject = async (bucket: string, name: string): Promise<ObjectRow> => {
    const object = await db.transaction(async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        'select * from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      );
      return rows[0];
    });
    if (!object) throw notFound();
    return object;
  };

  const signToken = (
    url: string,
    scope: TokenScope,
    seconds: number,
    extra: Record<string, unknown> = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return sign({ ...extra, url, scope, iat: now, exp: now + seconds }, jwtSecret, 'HS256');
  };
  const verifyToken = async (token: string | undefined, url: string, scope: TokenScope) => {
    if (!token) throw new StorageApiError(400, 'InvalidJWT', 'Jeton manquant.');
    let payload: Record<string, unknown>;
    try {
      payload = (await verify(token, jwtSecret, 'HS256')) as Record<string, unknown>;
    } catch {
      throw new StorageApiError(400, 'InvalidJWT', 'Lien invalide ou expiré.');
    }
    if (payload.scope !== scope || payload.url !== url) {
      throw new StorageApiError(400, 'InvalidSignature', 'Ce lien ne correspond pas à ce fichier.');
    }
    return payload;
  };

  return {
    findBucket,
    filePath,
    serve,
    superUserObject,
    signToken,
    verifyToken,
    /** Work under the caller's role and claims. */
    asCaller: <T>(c: Context<AppEnv>, readOnly: boolean, work: (tx: Queryable) => Promise<T>) =>
      asCaller(options, c, readOnly, work),
  };
}
