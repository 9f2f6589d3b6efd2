import { rm } from 'node:fs/promises';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { objectBodies, storageFields } from './storage-bodies.ts';
import { checkBucketName, checkObjectName } from './storage-common.ts';
import {
  bucketAndName,
  fromDatabase,
  notFound,
  type ObjectRow,
  readJson,
  type StorageOptions,
  type StorageServices,
} from './storage-services.ts';

const base = '/storage/v1/object';

/**
 * Objects read and removed: from a public bucket by anyone, under the caller's rights
 * otherwise; a folder level listed; several objects removed with their files.
 */
export function registerObjectRoutes(
  app: Hono<AppEnv>,
  options: StorageOptions,
  services: StorageServices,
): void {
  const { asCaller, findBucket, filePath, serve, superUserObject } = services;
  // ——— public bucket: anyone, no key ———
  app.on(['GET', 'HEAD'], `${base}/public/*`, async (c) => {
    const { bucket, name } = bucketAndName(c, `${base}/public/`);
    const found = await findBucket(bucket).catch(() => null);
    if (!found?.public) throw notFound();
    return serve(c, await superUserObject(bucket, name), c.req.query('download'), true);
  });

  // ——— download under the caller's rights ———
  app.on(['GET', 'HEAD'], `${base}/authenticated/*`, options.authenticate, (c) =>
    authenticatedDownload(services, c, `${base}/authenticated/`),
  );

  // ——— list (a folder level, as hosted storage.search) ———
  app.post(`${base}/list/:bucket`, options.authenticate, async (c) => {
    const bucket = checkBucketName(c.req.param('bucket'));
    await findBucket(bucket);
    const body = storageFields(objectBodies.list, await readJson(c.req.raw));
    const rawPrefix = body.prefix.replace(/^\/+|\/+$/g, '');
    const prefix = rawPrefix === '' ? '' : `${checkObjectName(rawPrefix)}/`;
    const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset) || 0, 0);
    const search = body.search.toLowerCase();
    const sortBy = body.sortBy ?? {};
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
      ? (String(sortBy.column) as keyof ObjectRow)
      : 'name';
    const descending = String(sortBy.order).toLowerCase() === 'desc';
    const likePrefix = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await asCaller(c, true, async (tx) => {
      const result = await tx.query<ObjectRow>(
        `select id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and name like $2 order by name limit 10000`,
        [bucket, likePrefix],
      );
      return result.rows;
    });
    const entries = folderLevel(rows, prefix, search, column, descending);
    return c.json(entries.slice(offset, offset + limit));
  });

  // ——— remove: rows the caller may delete (delete and select policies), then their files ———
  app.delete(`${base}/:bucket`, options.authenticate, options.limitWrites, async (c) => {
    const bucket = checkBucketName(c.req.param('bucket'));
    await findBucket(bucket);
    const { prefixes } = storageFields(objectBodies.remove, await readJson(c.req.raw));
    const names = prefixes.map((entry) =>
      checkObjectName(typeof entry === 'string' ? entry : String((entry as { path?: unknown })?.path ?? '')),
    );
    const deleted = await asCaller(c, false, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata`,
        [bucket, `{${names.map((name) => `"${name.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`],
      );
      return rows;
    }).catch(fromDatabase);
    for (const row of deleted) await rm(filePath(bucket, row.id), { force: true });
    return c.json(deleted);
  });
}

/** Last of the object routes: /object/<bucket>/<name> download (after every named route). */
export function registerObjectDownload(
  app: Hono<AppEnv>,
  options: StorageOptions,
  services: StorageServices,
): void {
  app.on(['GET', 'HEAD'], `${base}/:bucket/*`, options.authenticate, (c) =>
    authenticatedDownload(services, c, `${base}/`),
  );
}

/**
 * One folder level of `rows` under `prefix`, as hosted storage.search answers it: the folders
 * first (an entry without id), then the files, each group sorted on `column`.
 */
function folderLevel(
  rows: ObjectRow[],
  prefix: string,
  search: string,
  column: keyof ObjectRow,
  descending: boolean,
): Record<string, unknown>[] {
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
  return [...[...folders.values()].sort(compare), ...files.sort(compare)];
}

/** An object read under the caller's rights (row-level security decides), then served. */
async function authenticatedDownload(services: StorageServices, c: Context<AppEnv>, prefix: string) {
  const { bucket, name } = bucketAndName(c, prefix);
  const object = await services.asCaller(c, true, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    return rows[0];
  });
  if (!object) throw notFound();
  return services.serve(c, object, c.req.query('download'));
}
