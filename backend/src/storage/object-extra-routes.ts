import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { isPostgresError } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { objectBodies, signBodies, storageFields } from './storage-bodies.ts';
import {
  asCaller,
  asksTransform,
  checkBucketName,
  checkObjectName,
  readJsonObject,
  StorageApiError,
  type StorageApp,
  type StorageExtraOptions,
  signDownloadToken,
  textArray,
  transformRefused,
} from './storage-common.ts';

/**
 * Object routes of hosted Storage beside upload, download, list and remove
 * (docs/adr-010-storage.md): `list-v2` (`listV2`), `info` (`info`, `exists`), signing several
 * URLs in one call (`createSignedUrls`), `move` and `copy`, each under the caller's rights.
 * Registered before the generic `/object/<bucket>/<name>` routes, so that `list-v2`, `info`,
 * `move` and `copy` are never taken for bucket names. Image transformations are refused with a
 * 400 (`FeatureNotEnabled`), never served untransformed.
 */

const MAX_SIGNED_SECONDS = 365 * 24 * 3600;
const signManyBody = signBodies.many(MAX_SIGNED_SECONDS);
const objectNotFound = () => new StorageApiError(404, 'not_found', 'Object not found');

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  owner_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_accessed_at: Date | string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function fromDatabase(error: unknown): never {
  if (isPostgresError(error)) {
    if (error.code === '42501') {
      throw new StorageApiError(403, 'Unauthorized', 'new row violates row-level security policy');
    }
    if (error.code === '23505') throw new StorageApiError(409, 'Duplicate', 'The resource already exists');
    if (error.code === '23503') throw new StorageApiError(404, 'Bucket not found', 'Bucket not found');
    if (error.code === '23514' || error.code === 'P0001') {
      throw new StorageApiError(400, error.message, error.hint ?? error.message);
    }
  }
  throw error;
}

/** The continuation token of list-v2: where the last page ended, opaque to the client. */
interface Cursor {
  after: string;
  column: 'name' | 'created_at' | 'updated_at';
  order: 'asc' | 'desc';
  value: string;
}
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decodeCursor(raw: unknown): Cursor | null {
  if (raw === undefined || raw === null || raw === '') return null;
  try {
    const parsed = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as Cursor;
    if (
      typeof parsed.after === 'string' &&
      ['name', 'created_at', 'updated_at'].includes(parsed.column) &&
      ['asc', 'desc'].includes(parsed.order) &&
      typeof parsed.value === 'string'
    ) {
      return parsed;
    }
  } catch {
    // answered below
  }
  throw new StorageApiError(400, 'InvalidRequest', 'cursor invalide.');
}

export function registerObjectExtraRoutes(app: StorageApp, options: StorageExtraOptions): void {
  registerUploadGuards(app);
  registerBulkSign(app, options);
  registerListV2(app, options);
  registerInfo(app, options);
  registerMoveCopy(app, options);
}

/**
 * Refusals that come before any object route: custom metadata, image transformations, and the
 * signing of a transformed image.
 */
function registerUploadGuards(app: StorageApp): void {
  const base = '/storage/v1/object';
  // Custom metadata is not kept (docs/adr-010-storage.md): an upload sending it in the
  // `x-metadata` header is refused before its body is read, rather than stored without it.
  app.on(['POST', 'PUT'], `${base}/*`, async (c, next) => {
    if (c.req.header('x-metadata') !== undefined) {
      throw new StorageApiError(
        400,
        'InvalidRequest',
        'Les métadonnées personnalisées (metadata) ne sont pas conservées par ce serveur.',
      );
    }
    await next();
  });

  // ——— image transformations: refused, never answered with the original ———
  app.on(['GET', 'HEAD', 'POST'], '/storage/v1/render/image/*', () => {
    throw transformRefused();
  });
  app.post(`${base}/sign/*`, async (c, next) => {
    const text = await c.req.raw.clone().text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // the signing route answers a malformed body
    }
    if (
      typeof body === 'object' &&
      body !== null &&
      asksTransform((body as { transform?: unknown }).transform)
    ) {
      throw transformRefused();
    }
    await next();
  });
}

/** Several signed download URLs at once (createSignedUrls). */
function registerBulkSign(app: StorageApp, options: StorageExtraOptions): void {
  const base = '/storage/v1/object';
  // ——— several signed download URLs at once (createSignedUrls) ———
  app.post(`${base}/sign/:bucket`, options.authenticate, async (c) => {
    const bucket = checkBucketName(c.req.param('bucket'));
    const { expiresIn, paths } = storageFields(signManyBody, await readJsonObject(c));
    const names = paths.map((path) => checkObjectName(encodeURIComponent(path)));
    const readable = await asCaller(options, c, true, async (tx) => {
      const { rows } = await tx.query(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, textArray(names)],
      );
      return new Set(rows.map((row) => String(row.name)));
    });
    const answers = await Promise.all(
      names.map(async (name) => {
        if (!readable.has(name)) {
          return {
            error: 'Either the object does not exist or you do not have access to it',
            path: name,
            signedURL: null,
          };
        }
        const url = `${bucket}/${name}`;
        const token = await signDownloadToken(options.jwtSecret, url, expiresIn);
        // Unencoded, as the single signing route answers it: supabase-js encodes the whole URL.
        return { error: null, path: name, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(answers);
  });
}

/** list-v2: one page of names under a prefix, with folders when asked. */
function registerListV2(app: StorageApp, options: StorageExtraOptions): void {
  const base = '/storage/v1/object';
  // ——— list-v2: one page of names under a prefix, with folders when asked ———
  app.post(`${base}/list-v2/:bucket`, options.authenticate, async (c) => {
    const bucket = checkBucketName(c.req.param('bucket'));
    const body = storageFields(objectBodies.listV2, await readJsonObject(c));
    const prefix = body.prefix.replace(/^\/+/, '');
    const limit = Math.min(Math.max(Number.isInteger(body.limit) ? Number(body.limit) : 1000, 1), 1000);
    const delimited = body.with_delimiter;
    const sortBy = body.sortBy ?? {};
    const cursor = decodeCursor(body.cursor);
    const column = (cursor?.column ??
      (['name', 'created_at', 'updated_at'].includes(String(sortBy.column))
        ? String(sortBy.column)
        : 'name')) as Cursor['column'];
    const order = (cursor?.order ??
      (String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc')) as Cursor['order'];
    const likePrefix = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const exists = await asCaller(options, c, true, async (tx) => {
      const found = await tx.query('select 1 from storage.buckets where id = $1', [bucket]);
      return found.rows.length > 0;
    });
    const rows = await asCaller(options, c, true, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `select id, name, bucket_id, created_at, updated_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and name like $2 order by name limit 10000`,
        [bucket, likePrefix],
      );
      return rows;
    });
    if (!exists && rows.length === 0) {
      // The service role sees every bucket: a missing one is a 404 as on hosted.
      if (c.get('auth').role === 'service_role')
        throw new StorageApiError(404, 'Bucket not found', 'Bucket not found');
    }
    // Entries: folders (one per first segment after the prefix) and objects, sorted as asked.
    type Entry = { key: string; name: string; id: string | null; sortValue: string; row: ObjectRow | null };
    const entries: Entry[] = [];
    const folders = new Map<string, Entry>();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = delimited ? rest.indexOf('/') : -1;
      if (slash !== -1) {
        const name = `${prefix}${rest.slice(0, slash)}/`;
        if (!folders.has(name)) {
          const entry = { key: name.slice(0, -1), name, id: null, sortValue: name, row: null };
          folders.set(name, entry);
          entries.push(entry);
        }
        continue;
      }
      const sortValue = column === 'name' ? row.name : (iso(row[column]) ?? '');
      entries.push({ key: row.name, name: row.name, id: row.id, sortValue, row });
    }
    const direction = order === 'desc' ? -1 : 1;
    const compare = (a: Entry, b: Entry) =>
      (a.sortValue < b.sortValue
        ? -1
        : a.sortValue > b.sortValue
          ? 1
          : a.name < b.name
            ? -1
            : a.name > b.name
              ? 1
              : 0) * direction;
    entries.sort(compare);
    const start = cursor
      ? entries.findIndex(
          (entry) =>
            compare(entry, { key: '', name: cursor.after, id: null, sortValue: cursor.value, row: null }) > 0,
        )
      : 0;
    const rest = start === -1 ? [] : entries.slice(start);
    const page = rest.slice(0, limit);
    const hasNext = rest.length > limit;
    const last = page.at(-1);
    return c.json({
      hasNext,
      ...(hasNext && last
        ? {
            nextCursor: encodeCursor({ after: last.name, column, order, value: last.sortValue }),
            nextCursorKey: last.name,
          }
        : {}),
      folders: page
        .filter((entry) => entry.id === null)
        .map((entry) => ({ key: entry.key, name: entry.name, id: null, bucket_id: bucket })),
      objects: page
        .filter((entry) => entry.row !== null)
        .map((entry) => {
          const row = entry.row as ObjectRow;
          return {
            key: row.name,
            name: row.name,
            id: row.id,
            bucket_id: bucket,
            updated_at: iso(row.updated_at),
            created_at: iso(row.created_at),
            last_accessed_at: iso(row.last_accessed_at),
            metadata: row.metadata,
          };
        }),
    });
  });
}

/** info: an object's metadata as JSON (info, and exists through HEAD). */
function registerInfo(app: StorageApp, options: StorageExtraOptions): void {
  const base = '/storage/v1/object';
  // ——— info: an object's metadata as JSON (info, and exists through HEAD) ———
  const info = async (c: Context<AppEnv>, prefix: string, publicOnly: boolean) => {
    const rest = new URL(c.req.url).pathname.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash <= 0)
      throw new StorageApiError(400, 'InvalidKey', 'Chemin incomplet : bucket et fichier attendus.');
    const bucket = checkBucketName(rest.slice(0, slash));
    const name = checkObjectName(rest.slice(slash + 1));
    const row = await (publicOnly
      ? options.db.transaction(async (tx) => {
          const { rows } = await tx.query(
            `select o.* from storage.objects o join storage.buckets b on b.id = o.bucket_id
              where b.public and o.bucket_id = $1 and o.name = $2`,
            [bucket, name],
          );
          return rows[0] as ObjectRow | undefined;
        })
      : asCaller(options, c, true, async (tx) => {
          const { rows } = await tx.query(
            'select * from storage.objects where bucket_id = $1 and name = $2',
            [bucket, name],
          );
          return rows[0] as ObjectRow | undefined;
        }));
    if (!row) throw objectNotFound();
    const metadata = row.metadata ?? {};
    const headers = {
      ETag: String(metadata.eTag ?? `"${row.id}"`),
      'Cache-Control': String(metadata.cacheControl ?? 'no-cache'),
      'Last-Modified': new Date(row.updated_at).toUTCString(),
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.json(
      {
        id: row.id,
        name: row.name,
        version: row.version ?? row.id,
        bucket_id: row.bucket_id,
        size: metadata.size ?? null,
        content_type: metadata.mimetype ?? null,
        cache_control: metadata.cacheControl ?? null,
        etag: metadata.eTag ?? null,
        metadata: row.user_metadata ?? {},
        last_modified: iso(row.updated_at),
        created_at: iso(row.created_at),
      },
      200,
      headers,
    );
  };
  app.on(['GET', 'HEAD'], `${base}/info/public/*`, (c) => info(c, `${base}/info/public/`, true));
  app.on(['GET', 'HEAD'], `${base}/info/authenticated/*`, options.authenticate, (c) =>
    info(c, `${base}/info/authenticated/`, false),
  );
  app.on(['GET', 'HEAD'], `${base}/info/*`, options.authenticate, (c) => info(c, `${base}/info/`, false));
}

/** move and copy, under the caller's rights (update, or select then insert). */
function registerMoveCopy(app: StorageApp, options: StorageExtraOptions): void {
  const base = '/storage/v1/object';
  const filePath = (bucket: string, id: string) => join(options.root, bucket, id);
  // ——— move and copy, under the caller's rights (update, or select then insert) ———
  const moveOrCopy = async (c: Context<AppEnv>, copy: boolean) => {
    const body = storageFields(objectBodies.moveOrCopy, await readJsonObject(c));
    const from = checkBucketName(String(body.bucketId ?? ''));
    const to = checkBucketName(String(body.destinationBucket ?? body.bucketId ?? ''));
    const source = checkObjectName(encodeURIComponent(String(body.sourceKey ?? '')));
    const destination = checkObjectName(encodeURIComponent(String(body.destinationKey ?? '')));
    const owner = (c.get('auth').claims.sub as string | undefined) ?? null;
    let moved: { id: string; newId: string } | null = null;
    const newId = randomUUID();
    try {
      moved = await asCaller(options, c, false, async (tx) => {
        const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
          from,
          source,
        ]);
        const id = rows[0]?.id as string | undefined;
        if (!id) throw objectNotFound();
        if (copy) {
          await tx.query(
            `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
             select $1::uuid, $2, $3, $4::uuid, $4::text, metadata || jsonb_build_object('eTag', '"' || $1::text || '"'), user_metadata
               from storage.objects where id = $5`,
            [newId, to, destination, owner, id],
          );
          await mkdir(join(options.root, to), { recursive: true });
          await copyFile(filePath(from, id), filePath(to, newId));
          return { id, newId };
        }
        const updated = await tx.query(
          `update storage.objects set bucket_id = $1, name = $2, updated_at = now()
            where id = $3 returning id`,
          [to, destination, id],
        );
        if (updated.rows.length === 0) throw objectNotFound();
        if (to !== from) {
          await mkdir(join(options.root, to), { recursive: true });
          await rename(filePath(from, id), filePath(to, id));
        }
        return { id, newId: id };
      });
    } catch (error) {
      if (copy) await rm(filePath(to, newId), { force: true });
      if (error instanceof StorageApiError) throw error;
      fromDatabase(error);
    }
    if (copy) return c.json({ Key: `${to}/${destination}`, Id: moved?.newId });
    return c.json({ message: 'Successfully moved' });
  };
  app.post(`${base}/move`, options.authenticate, options.limitWrites, (c) => moveOrCopy(c, false));
  app.post(`${base}/copy`, options.authenticate, options.limitWrites, (c) => moveOrCopy(c, true));
}

/** Any other /storage/v1 path: Storage's 404, in Storage's error shape (after every route). */
export function registerStorageNotFound(app: StorageApp): void {
  app.all('/storage/v1/*', (c) => {
    throw new StorageApiError(
      404,
      'not_found',
      `Route ${c.req.method}:${new URL(c.req.url).pathname} not found`,
    );
  });
}
