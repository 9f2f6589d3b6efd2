import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sign, verify } from 'hono/jwt';
import type { Database, Queryable } from '../db/database.ts';
import { isPostgresError } from '../db/database.ts';
import type { AppEnv, CallerAuth } from '../http/app-env.ts';
import { withRequestTransaction } from '../rest/request-context.ts';
import { parseAllowedTypes, parseFileSizeLimit, registerBucketRoutes } from './bucket-routes.ts';
import { registerObjectExtraRoutes, registerStorageNotFound } from './object-extra-routes.ts';
import { maxSignedSeconds } from './signed-links.ts';
import { type Bucket, objectCacheControl, registerUploadRoutes, type UploadDependencies } from './upload.ts';

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

/** Hosted Storage's error body: `{ statusCode, error, message }`, with the same HTTP status. */
export class StorageApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  toBody() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

const UPLOAD_URL_SECONDS = 2 * 3600; // hosted: signed upload URLs last two hours
const JSON_BODY_BYTES = 64 * 1024;

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: Record<string, unknown> | null;
}

const notFound = (what = 'Object not found') => new StorageApiError(404, 'not_found', what);

/** A bucket id as hosted Storage accepts them; anything else never reaches the disk or SQL. */
export function checkBucketName(name: string): string {
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(name)) {
    throw new StorageApiError(400, 'InvalidBucketName', 'Nom de bucket invalide.');
  }
  return name;
}

/**
 * An object name: 1 to 1024 characters, no control character or backslash, no empty, `.` or
 * `..` segment. It is only ever a value in SQL; files are named by the object's id.
 */
export function checkObjectName(raw: string): string {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new StorageApiError(400, 'InvalidKey', 'Nom de fichier invalide.');
  }
  const segments = name.split('/');
  if (
    name.length === 0 ||
    name.length > 1024 ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new StorageApiError(400, 'InvalidKey', `Nom de fichier invalide : ${JSON.stringify(name)}`);
  }
  return name;
}

/** `bucket` and `name` from a path such as /storage/v1/object/sign/<bucket>/<name…>. */
function bucketAndName(c: Context<AppEnv>, prefix: string): { bucket: string; name: string } {
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

async function readJson(req: Request): Promise<Record<string, unknown>> {
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
function fromDatabase(error: unknown): never {
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

export function registerStorageRoutes(app: Hono<AppEnv>, options: StorageOptions): void {
  const { db, jwtSecret } = options;
  const base = '/storage/v1/object';
  // First: the bucket API, list-v2, info, move, copy, bulk signing and the refusal of image
  // transforms, so that none of their paths is taken for a bucket name below.
  registerBucketRoutes(app, options);
  registerObjectExtraRoutes(app, options);

  const asCaller = <T>(c: Context<AppEnv>, readOnly: boolean, work: (tx: Queryable) => Promise<T>) => {
    const auth: CallerAuth = c.get('auth');
    return withRequestTransaction(
      db,
      {
        ...auth,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        headers: {},
        readOnly,
      },
      options.statementTimeoutMs,
      work,
    );
  };

  /** Bucket settings are read by the server itself (the caller's rights are checked on objects). */
  const findBucket = async (id: string): Promise<Bucket> => {
    const bucket = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [id],
      );
      return rows[0] as Bucket | undefined;
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
      const { rows } = await tx.query('select * from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ]);
      return rows[0] as ObjectRow | undefined;
    });
    if (!object) throw notFound();
    return object;
  };

  type Scope = 'upload' | 'download';
  const signToken = (url: string, scope: Scope, seconds: number, extra: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return sign({ ...extra, url, scope, iat: now, exp: now + seconds }, jwtSecret, 'HS256');
  };
  const verifyToken = async (token: string | undefined, url: string, scope: Scope) => {
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

  // ——— create a bucket (storage.createBucket): under the caller's rights on storage.buckets ———
  app.post('/storage/v1/bucket', options.authenticate, options.limitWrites, async (c) => {
    const body = await readJson(c.req.raw);
    const id = checkBucketName(String(body.id ?? body.name ?? ''));
    // A number of bytes or a size such as '1mb', as hosted reads it (bucket-routes.ts).
    const limit = parseFileSizeLimit(body.file_size_limit);
    const types = parseAllowedTypes(body.allowed_mime_types);
    await asCaller(c, false, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2, $3, $4::text[])`,
        [
          id,
          body.public === true,
          limit,
          types ? `{${types.map((type) => `"${type.replace(/["\\]/g, '')}"`).join(',')}}` : null,
        ],
      ),
    ).catch(fromDatabase);
    return c.json({ name: id });
  });

  // ——— signed upload: issued under the caller's insert right, used by anyone holding it ———
  app.post(`${base}/upload/sign/*`, options.authenticate, options.limitWrites, async (c) => {
    const { bucket: bucketId, name } = bucketAndName(c, `${base}/upload/sign/`);
    await findBucket(bucketId);
    const upsert = c.req.header('x-upsert') === 'true';
    const owner = (c.get('auth').claims.sub as string | undefined) ?? null;
    // Hosted Storage's canUpload: the row is inserted under the caller's role, then rolled back.
    const rollback = new Error('rollback');
    try {
      await asCaller(c, false, async (tx) => {
        await tx.query(
          'insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)',
          [bucketId, name, owner, owner],
        );
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback && !(upsert && isPostgresError(error) && error.code === '23505'))
        fromDatabase(error);
    }
    const url = `${bucketId}/${name}`;
    const token = await signToken(url, 'upload', UPLOAD_URL_SECONDS, { owner, upsert });
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  });

  const uploads: UploadDependencies = {
    db,
    root: options.root,
    maxUploadBytes: options.maxUploadBytes,
    bodyDeadlineMs: options.uploadDeadlineMs,
    findBucket,
    fromDatabase,
  };
  const uploadRoutes = {
    bucketAndName,
    verifyUploadToken: (token: string | undefined, url: string) => verifyToken(token, url, 'upload'),
    asCaller: <T>(c: Context<AppEnv>, work: (tx: Queryable) => Promise<T>) => asCaller(c, false, work),
    authenticate: options.authenticate,
    limitWrites: options.limitWrites,
  };
  registerUploadRoutes(app, uploads, uploadRoutes, 'signed');

  // ——— signed download URL: the caller must be able to read the object ———
  app.post(`${base}/sign/*`, options.authenticate, async (c) => {
    const { bucket, name } = bucketAndName(c, `${base}/sign/`);
    const body = await readJson(c.req.raw);
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) {
      throw new StorageApiError(400, 'InvalidRequest', 'expiresIn doit être un nombre entier de secondes.');
    }
    const longest = maxSignedSeconds(c.get('auth').role);
    if (expiresIn > longest.seconds) {
      throw new StorageApiError(400, 'InvalidRequest', longest.refusal);
    }
    const found = await asCaller(c, true, async (tx) => {
      const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ]);
      return rows.length > 0;
    });
    if (!found) throw notFound();
    const url = `${bucket}/${name}`;
    const token = await signToken(url, 'download', expiresIn);
    return c.json({ signedURL: `/object/sign/${url}?token=${token}` });
  });

  app.on(['GET', 'HEAD'], `${base}/sign/*`, async (c) => {
    const { bucket, name } = bucketAndName(c, `${base}/sign/`);
    await verifyToken(c.req.query('token'), `${bucket}/${name}`, 'download');
    return serve(c, await superUserObject(bucket, name), c.req.query('download'));
  });

  // ——— public bucket: anyone, no key ———
  app.on(['GET', 'HEAD'], `${base}/public/*`, async (c) => {
    const { bucket, name } = bucketAndName(c, `${base}/public/`);
    const found = await findBucket(bucket).catch(() => null);
    if (!found?.public) throw notFound();
    return serve(c, await superUserObject(bucket, name), c.req.query('download'), true);
  });

  // ——— download under the caller's rights ———
  const authenticatedDownload = async (c: Context<AppEnv>, prefix: string) => {
    const { bucket, name } = bucketAndName(c, prefix);
    const object = await asCaller(c, true, async (tx) => {
      const { rows } = await tx.query('select * from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ]);
      return rows[0] as ObjectRow | undefined;
    });
    if (!object) throw notFound();
    return serve(c, object, c.req.query('download'));
  };
  app.on(['GET', 'HEAD'], `${base}/authenticated/*`, options.authenticate, (c) =>
    authenticatedDownload(c, `${base}/authenticated/`),
  );

  // ——— list (a folder level, as hosted storage.search) ———
  app.post(`${base}/list/:bucket`, options.authenticate, async (c) => {
    const bucket = checkBucketName(c.req.param('bucket'));
    await findBucket(bucket);
    const body = await readJson(c.req.raw);
    const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
    const prefix = rawPrefix === '' ? '' : `${checkObjectName(rawPrefix)}/`;
    const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset) || 0, 0);
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
      ? (String(sortBy.column) as keyof ObjectRow)
      : 'name';
    const descending = String(sortBy.order).toLowerCase() === 'desc';
    const likePrefix = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await asCaller(c, true, async (tx) => {
      const result = await tx.query(
        `select id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and name like $2 order by name limit 10000`,
        [bucket, likePrefix],
      );
      return result.rows as unknown as ObjectRow[];
    });
    const folders = new Map<string, Record<string, unknown>>();
    const files: Record<string, unknown>[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      const entryName = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !entryName.toLowerCase().startsWith(search)) continue;
      if (slash !== -1) {
        if (!folders.has(entryName)) {
          folders.set(entryName, {
            name: entryName,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
      } else {
        files.push({
          name: entryName,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.last_accessed_at,
          metadata: row.metadata,
        });
      }
    }
    const compare = (a: Record<string, unknown>, b: Record<string, unknown>) => {
      const left = String(a[column] ?? '');
      const right = String(b[column] ?? '');
      return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
    };
    const entries = [...[...folders.values()].sort(compare), ...files.sort(compare)];
    return c.json(entries.slice(offset, offset + limit));
  });

  // ——— remove: rows the caller may delete (delete and select policies), then their files ———
  app.delete(`${base}/:bucket`, options.authenticate, options.limitWrites, async (c) => {
    const bucket = checkBucketName(c.req.param('bucket'));
    await findBucket(bucket);
    const body = await readJson(c.req.raw);
    const prefixes = Array.isArray(body.prefixes) ? body.prefixes : null;
    if (!prefixes || prefixes.length === 0 || prefixes.length > 1000) {
      throw new StorageApiError(400, 'InvalidRequest', 'prefixes : de 1 à 1000 noms de fichiers attendus.');
    }
    const names = prefixes.map((entry) =>
      checkObjectName(typeof entry === 'string' ? entry : String((entry as { path?: unknown })?.path ?? '')),
    );
    const deleted = await asCaller(c, false, async (tx) => {
      const { rows } = await tx.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata`,
        [bucket, `{${names.map((name) => `"${name.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`],
      );
      return rows as unknown as ObjectRow[];
    }).catch(fromDatabase);
    for (const row of deleted) await rm(filePath(bucket, row.id), { force: true });
    return c.json(deleted);
  });

  // ——— direct upload under the caller's rights (staff, service role): storage/upload.ts ———
  registerUploadRoutes(app, uploads, uploadRoutes, 'direct');

  // Last: /object/<bucket>/<name> download (after every named route above).
  app.on(['GET', 'HEAD'], `${base}/:bucket/*`, options.authenticate, (c) =>
    authenticatedDownload(c, `${base}/`),
  );
  registerStorageNotFound(app);
}
