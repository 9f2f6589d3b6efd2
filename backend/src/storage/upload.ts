import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sniffContentType } from '../../../shared/src/files/sniff.ts';
import type { Database, Queryable } from '../db/database.ts';
import { isPostgresError } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { contradictsContent, describeBytes, describeTypes, isAllowedType } from './content-type.ts';
import { MultipartFile, multipartBoundary } from './multipart-file.ts';
import { StorageApiError } from './storage-common.ts';

/**
 * Uploads to Storage (docs/adr-010-storage.md, "Uploads"): the caller is authenticated (key or
 * signed token), the bucket and its limit read, and the row written then rolled back (the
 * caller's right, the bucket's rules: a photo's lead, its age, the day's budgets), all before
 * one byte of the body is read. Then the body streams to a
 * file beside its final place, counted against the bucket's limit and a deadline; past either
 * the file is removed and the answer (413, 408) closes the connection, so the rest is never
 * read. The row is written last, in one transaction with the file's rename. What the client
 * says of the file is not taken: the type is read from the file's first bytes (a declared type
 * that contradicts them is refused, 415, as soon as they arrive), the cache policy is the
 * bucket's, x-metadata is refused.
 */

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface UploadDependencies {
  db: Database;
  /** `<DATA_DIR>/storage`. */
  root: string;
  /** STORAGE_MAX_UPLOAD_BYTES: no bucket accepts more. */
  maxUploadBytes: number;
  /** STORAGE_BODY_TIMEOUT_MS: the whole body must have arrived by then (408). */
  bodyDeadlineMs: number;
  findBucket: (id: string) => Promise<Bucket>;
  /** Maps a refusal of the database to hosted Storage's answer. */
  fromDatabase: (error: unknown) => never;
}

/** Multipart adds a few hundred bytes around the file (its fields, boundaries). */
const MULTIPART_SLACK_BYTES = 16 * 1024;

/** The cache policy of every stored object: set by the server from its bucket, never by a client. */
export function objectCacheControl(bucketIsPublic: boolean): string {
  return bucketIsPublic ? 'public, max-age=3600' : 'private, max-age=3600';
}

/** The requests whose body is a file this module streams (read nowhere else first). */
export function isStreamedUpload(method: string, pathname: string): boolean {
  if (method === 'PUT' && pathname.startsWith('/storage/v1/object/upload/sign/')) return true;
  if (method !== 'POST' && method !== 'PUT') return false;
  const match = /^\/storage\/v1\/object\/([^/]+)\/./.exec(pathname);
  return match !== null && !RESERVED_SEGMENTS.has(match[1] ?? '');
}

/** Hosted Storage's route names under /object/, which are not buckets. */
const RESERVED_SEGMENTS = new Set([
  'sign',
  'upload',
  'list',
  'list-v2',
  'public',
  'authenticated',
  'info',
  'move',
  'copy',
]);

/** Requests whose body this module read to its end; any other answer closes the connection. */
const consumed = new WeakSet<Request>();

/** First on an upload route: an answer given before the body was read closes the connection. */
export const closeUnreadUpload: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!consumed.has(c.req.raw)) c.header('Connection', 'close');
};

/** `work` under the server's admission control (one of the database's places), when it has one. */
async function admitted<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  const admit = c.env?.admit;
  if (!admit) return work();
  let outcome: { value: T } | { error: unknown } | undefined;
  const answer = await admit(async () => {
    try {
      outcome = { value: await work() };
    } catch (error) {
      outcome = { error };
    }
    return new Response(null, { status: 204 });
  });
  if (!outcome) {
    const seconds = answer.headers.get('retry-after') ?? '2';
    throw new StorageApiError(
      503,
      'ServiceUnavailable',
      `Service momentanément surchargé : réessayez dans ${seconds} s.`,
    );
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * Streams the body of `c` to `<bucket>/<id>.part`: the file's bytes (the first file of a
 * multipart body, or the raw body), at most `limit`, within the deadline.
 */
async function receive(
  deps: UploadDependencies,
  c: Context<AppEnv>,
  bucket: Bucket,
  limit: number,
  part: string,
): Promise<{ size: number; mimetype: string }> {
  const tooLarge = () =>
    new StorageApiError(
      413,
      'Payload too large',
      `Le fichier dépasse la taille maximale autorisée (${describeBytes(limit)}).`,
    );
  const request = c.req.raw;
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '');
  const rawLimit = boundary ? limit + MULTIPART_SLACK_BYTES : limit;
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > rawLimit) throw tooLarge();
  if (!request.body) throw new StorageApiError(400, 'InvalidRequest', 'Le fichier est vide.');
  const multipart = boundary ? new MultipartFile(boundary) : null;
  await mkdir(join(deps.root, bucket.id), { recursive: true });
  const file = await open(part, 'wx');
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deps.bodyDeadlineMs);
  });
  let received = 0;
  let size = 0;
  const head: Buffer[] = [];
  let typeChecked = false;
  // The declared type: the file part's own for a form, the request's for a raw body.
  const declaredType = () => (multipart ? multipart.fileType : request.headers.get('content-type'));
  const checkDeclaredType = () => {
    typeChecked = true;
    const sniffed = sniffContentType(Buffer.concat(head));
    if (contradictsContent(declaredType(), sniffed)) {
      throw new StorageApiError(
        415,
        'invalid_mime_type',
        `Le type déclaré (${declaredType()}) ne correspond pas au contenu du fichier (${sniffed}).`,
      );
    }
  };
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === 'late') {
        void reader.cancel().catch(() => {});
        throw new StorageApiError(
          408,
          'Request timeout',
          `Fichier reçu trop lentement (plus de ${Math.round(deps.bodyDeadlineMs / 1000)} s).`,
        );
      }
      if (next.done) break;
      received += next.value.byteLength;
      if (received > rawLimit) {
        void reader.cancel().catch(() => {});
        throw tooLarge();
      }
      const pieces = multipart ? multipart.push(next.value) : [Buffer.from(next.value)];
      for (const piece of pieces) {
        size += piece.byteLength;
        if (size > limit) {
          void reader.cancel().catch(() => {});
          throw tooLarge();
        }
        if (head.length < 4) head.push(Buffer.from(piece.subarray(0, 16)));
        // Refused before any byte is written, once the first 16 are known.
        if (!typeChecked && Buffer.concat(head).length >= 16) {
          try {
            checkDeclaredType();
          } catch (error) {
            void reader.cancel().catch(() => {});
            throw error;
          }
        }
        await file.write(piece);
      }
    }
    consumed.add(request);
  } finally {
    clearTimeout(timer);
    await file.close();
  }
  if (multipart && !multipart.complete) {
    throw new StorageApiError(400, 'InvalidRequest', 'Aucun fichier dans l’envoi.');
  }
  if (size === 0) throw new StorageApiError(400, 'InvalidRequest', 'Le fichier est vide.');
  if (!typeChecked) checkDeclaredType();
  const sniffed = sniffContentType(Buffer.concat(head));
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length > 0 && (!sniffed || !isAllowedType(sniffed, allowed))) {
    throw new StorageApiError(
      415,
      'invalid_mime_type',
      allowed.every((type) => type.startsWith('image/'))
        ? `Ce fichier n’est pas accepté : seules les images ${describeTypes(allowed)} le sont.`
        : `Ce fichier n’est pas accepté : seuls les fichiers ${describeTypes(allowed)} le sont.`,
    );
  }
  return { size, mimetype: sniffed ?? 'application/octet-stream' };
}

export function createUploader(deps: UploadDependencies) {
  const filePath = (bucket: string, id: string) => join(deps.root, bucket, id);

  /** The bucket and its limit, read before the body. */
  const prepare = (c: Context<AppEnv>, bucketId: string) =>
    admitted(c, async () => {
      const bucket = await deps.findBucket(bucketId);
      const limit = Math.min(Number(bucket.file_size_limit ?? deps.maxUploadBytes), deps.maxUploadBytes);
      return { bucket, limit };
    });

  /** Checks that this row would be written (inserted, then rolled back), before the body. */
  const checkRight = (
    c: Context<AppEnv>,
    transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
    row: { bucket: string; name: string; owner: string | null },
    upsert: boolean,
  ) =>
    admitted(c, async () => {
      const rollback = new Error('rollback');
      try {
        await transaction(async (tx) => {
          await tx.query(
            'insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)',
            [row.bucket, row.name, row.owner, row.owner],
          );
          throw rollback;
        });
      } catch (error) {
        if (error === rollback) return;
        // Whatever the database refuses now (the right, the bucket's own rules) it would refuse
        // with the file: refused before the body. Only the name an upsert replaces is expected.
        if (upsert && isPostgresError(error) && error.code === '23505') return;
        deps.fromDatabase(error);
      }
    });

  /**
   * An upload, once its caller is known: `transaction` writes the row (under the caller's role
   * for a direct upload, as the server for a signed one), once before the body to check it would
   * be accepted (then rolled back), once with the file.
   */
  return async (
    c: Context<AppEnv>,
    upload: {
      bucket: string;
      name: string;
      owner: string | null;
      upsert: boolean;
      transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
    },
  ): Promise<{ id: string; Key: string }> => {
    const { bucket, limit } = await prepare(c, upload.bucket);
    await checkRight(c, upload.transaction, { ...upload, bucket: bucket.id }, upload.upsert);
    const id = randomUUID();
    const part = `${filePath(bucket.id, id)}.part`;
    let stored = false;
    try {
      const { size, mimetype } = await receive(deps, c, bucket, limit, part);
      const now = new Date().toISOString();
      const metadata = {
        eTag: `"${id}"`,
        size,
        mimetype,
        cacheControl: objectCacheControl(bucket.public),
        lastModified: now,
        contentLength: size,
        httpStatusCode: 200,
      };
      let replaced: string | null = null;
      await admitted(c, () =>
        upload.transaction(async (tx) => {
          if (upload.upsert) {
            const { rows } = await tx.query<{ id: string }>(
              'delete from storage.objects where bucket_id = $1 and name = $2 returning id',
              [bucket.id, upload.name],
            );
            replaced = rows[0]?.id ?? null;
          }
          await tx.query(
            `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, $3, $4, $5, $6)`,
            [id, bucket.id, upload.name, upload.owner, upload.owner, JSON.stringify(metadata)],
          );
          await rename(part, filePath(bucket.id, id));
        }),
      ).catch(deps.fromDatabase);
      stored = true;
      if (replaced) await rm(filePath(bucket.id, replaced), { force: true });
      return { id, Key: `${bucket.id}/${upload.name}` };
    } finally {
      if (!stored) {
        await rm(part, { force: true });
        await rm(filePath(bucket.id, id), { force: true });
      }
    }
  };
}

export function registerUploadRoutes(
  app: Hono<AppEnv>,
  deps: UploadDependencies,
  routes: {
    /** `bucket` and `name` of the path after `prefix`, checked. */
    bucketAndName: (c: Context<AppEnv>, prefix: string) => { bucket: string; name: string };
    verifyUploadToken: (token: string | undefined, url: string) => Promise<Record<string, unknown>>;
    asCaller: <T>(c: Context<AppEnv>, work: (tx: Queryable) => Promise<T>) => Promise<T>;
    authenticate: MiddlewareHandler<AppEnv>;
    limitWrites: MiddlewareHandler<AppEnv>;
  },
  which: 'signed' | 'direct',
): void {
  const base = '/storage/v1/object';
  const upload = createUploader(deps);
  if (which === 'signed') {
    // ——— signed upload: anyone holding the token; the token is checked before the body ———
    app.put(`${base}/upload/sign/*`, closeUnreadUpload, async (c) => {
      const { bucket, name } = routes.bucketAndName(c, `${base}/upload/sign/`);
      const payload = await routes.verifyUploadToken(c.req.query('token'), `${bucket}/${name}`);
      const result = await upload(c, {
        bucket,
        name,
        owner: typeof payload.owner === 'string' ? payload.owner : null,
        upsert: payload.upsert === true,
        // The uploading client, for the database's per-client budgets (as the API's headers
        // name it to every function: docs/adr-010-storage.md, "Uploads").
        transaction: (work) =>
          deps.db.transaction(async (tx) => {
            const client = c.env?.remoteAddress;
            if (client) {
              await tx.query(`select set_config('request.headers', $1, true)`, [
                JSON.stringify({ 'x-forwarded-for': client }),
              ]);
            }
            return work(tx);
          }),
      });
      return c.json({ Key: result.Key });
    });
    return;
  }
  // ——— direct upload under the caller's rights (staff, service role) ———
  for (const method of ['post', 'put'] as const) {
    app[method](
      `${base}/:bucket/*`,
      closeUnreadUpload,
      routes.authenticate,
      routes.limitWrites,
      async (c) => {
        const { bucket, name } = routes.bucketAndName(c, `${base}/`);
        const result = await upload(c, {
          bucket,
          name,
          owner: (c.get('auth').claims.sub as string | undefined) ?? null,
          upsert: method === 'put' || c.req.header('x-upsert') === 'true',
          transaction: (work) => routes.asCaller(c, work),
        });
        return c.json({ Id: result.id, Key: result.Key });
      },
    );
  }
}
