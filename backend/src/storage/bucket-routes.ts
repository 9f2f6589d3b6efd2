import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { isPostgresError } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { bucketBodies, storageFields } from './storage-bodies.ts';
import {
  asCaller,
  checkBucketName,
  readJsonObject,
  StorageApiError,
  type StorageApp,
  textArray,
} from './storage-common.ts';
import {
  readJson,
  type StorageOptions,
  type StorageServices,
  fromDatabase as storageRefusal,
} from './storage-services.ts';

/**
 * The bucket API of hosted Storage (`supabase/storage`'s /bucket routes) that supabase-js's
 * `listBuckets`, `getBucket`, `updateBucket`, `emptyBucket` and `deleteBucket` call, with its
 * shapes and status codes (docs/adr-010-storage.md). Every call runs under the caller's role:
 * `storage.buckets` has row-level security and no policy, so only the service role (staff
 * tools, migrations) sees or changes a bucket; anon and signed-in users see none and change
 * none (404 "Bucket not found", as hosted answers a bucket the caller cannot see). Creating a
 * bucket (`POST /bucket`) runs under the caller's rights on storage.buckets too.
 */

const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit::double precision as file_size_limit,
  allowed_mime_types, created_at, updated_at`;

const noSuchBucket = () => new StorageApiError(404, 'Bucket not found', 'Bucket not found');

function fromDatabase(error: unknown): never {
  if (isPostgresError(error) && error.code === '42501') {
    throw new StorageApiError(403, 'Unauthorized', 'new row violates row-level security policy');
  }
  throw error;
}

export function registerBucketRoutes(
  app: StorageApp,
  options: StorageOptions,
  services: StorageServices,
): void {
  registerCreateBucket(app, options, services);
  const bucketParam = (c: Context<AppEnv>) => checkBucketName(c.req.param('bucket') ?? '');

  app.get('/storage/v1/bucket', options.authenticate, async (c) => {
    const limit = c.req.query('limit');
    const offset = c.req.query('offset');
    const column = c.req.query('sortColumn') ?? 'created_at';
    const order = (c.req.query('sortOrder') ?? 'asc').toLowerCase();
    if (!['id', 'name', 'created_at', 'updated_at'].includes(column) || !['asc', 'desc'].includes(order)) {
      throw new StorageApiError(
        400,
        'InvalidRequest',
        'sortColumn : id, name, created_at ou updated_at ; sortOrder : asc ou desc.',
      );
    }
    const count = (raw: string | undefined, min: number) => {
      if (raw === undefined) return null;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min)
        throw new StorageApiError(400, 'InvalidRequest', 'limit et offset : des entiers.');
      return n;
    };
    const params: unknown[] = [];
    const search = c.req.query('search');
    let where = '';
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where = ` where name ilike $${params.length}`;
    }
    const limitValue = count(limit, 1);
    const offsetValue = count(offset, 0);
    let page = '';
    if (limitValue !== null) {
      params.push(limitValue);
      page += ` limit $${params.length}`;
    }
    if (offsetValue !== null) {
      params.push(offsetValue);
      page += ` offset $${params.length}`;
    }
    const rows = await asCaller(options, c, true, async (tx) => {
      const result = await tx.query(
        `select ${BUCKET_COLUMNS}, 'STANDARD' as type from storage.buckets${where}
          order by ${column} ${order}, id${page}`,
        params,
      );
      return result.rows;
    });
    return c.json(rows);
  });

  app.get('/storage/v1/bucket/:bucket', options.authenticate, async (c) => {
    const id = bucketParam(c);
    const row = await asCaller(options, c, true, async (tx) => {
      const { rows } = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
      return rows[0];
    });
    if (!row) throw noSuchBucket();
    return c.json(row);
  });

  app.put('/storage/v1/bucket/:bucket', options.authenticate, options.limitWrites, async (c) => {
    const id = bucketParam(c);
    const fields = storageFields(bucketBodies.update, await readJsonObject(c));
    const sets: string[] = [];
    const params: unknown[] = [id];
    if (fields.public !== undefined) {
      params.push(fields.public);
      sets.push(`public = $${params.length}`);
    }
    if (fields.file_size_limit !== undefined) {
      params.push(fields.file_size_limit);
      sets.push(`file_size_limit = $${params.length}`);
    }
    if (fields.allowed_mime_types !== undefined) {
      const types = fields.allowed_mime_types;
      params.push(types === null ? null : textArray(types));
      sets.push(`allowed_mime_types = $${params.length}::text[]`);
    }
    if (sets.length === 0) {
      throw new StorageApiError(
        400,
        'InvalidRequest',
        'public, file_size_limit ou allowed_mime_types attendu.',
      );
    }
    const updated = await asCaller(options, c, false, async (tx) => {
      const { rows } = await tx.query(
        `update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $1 returning id`,
        params,
      );
      return rows.length;
    }).catch(fromDatabase);
    if (updated === 0) throw noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  /** Deletes the objects the caller may delete, then their files; answers how many remain. */
  const emptyBucket = async (c: Context<AppEnv>, id: string, alsoBucket: boolean) => {
    const outcome = await asCaller(options, c, false, async (tx) => {
      const visible = await tx.query('select 1 from storage.buckets where id = $1', [id]);
      if (visible.rows.length === 0) return null;
      if (alsoBucket) {
        // As hosted: a bucket that still holds objects is not deleted (409); empty it first.
        const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
        if (rows.length > 0) {
          throw new StorageApiError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
        }
        const deleted = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
        return { files: [] as string[], deleted: deleted.rows.length };
      }
      const { rows } = await tx.query('delete from storage.objects where bucket_id = $1 returning id', [id]);
      return { files: rows.map((row) => String(row.id)), deleted: rows.length };
    }).catch(fromDatabase);
    if (outcome === null) throw noSuchBucket();
    for (const file of outcome.files) await rm(join(options.root, id, file), { force: true });
    return outcome;
  };

  app.post('/storage/v1/bucket/:bucket/empty', options.authenticate, options.limitWrites, async (c) => {
    await emptyBucket(c, bucketParam(c), false);
    // Hosted's words: its emptying is queued; here it is done before the answer.
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  app.delete('/storage/v1/bucket/:bucket', options.authenticate, options.limitWrites, async (c) => {
    const id = bucketParam(c);
    const { deleted } = await emptyBucket(c, id, true);
    if (deleted === 0) throw noSuchBucket();
    await rm(join(options.root, id), { recursive: true, force: true });
    return c.json({ message: 'Successfully deleted' });
  });
}

/** storage.createBucket: under the caller's rights on storage.buckets. */
function registerCreateBucket(app: StorageApp, options: StorageOptions, services: StorageServices): void {
  app.post('/storage/v1/bucket', options.authenticate, options.limitWrites, async (c) => {
    const body = storageFields(bucketBodies.create, await readJson(c.req.raw));
    const id = checkBucketName(String(body.id ?? body.name ?? ''));
    // A number of bytes or a size such as '1mb', as hosted reads it (storage-bodies.ts).
    const limit = body.file_size_limit ?? null;
    const types = body.allowed_mime_types ?? null;
    await services
      .asCaller(c, false, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2, $3, $4::text[])`,
          [
            id,
            body.public,
            limit,
            types ? `{${types.map((type) => `"${type.replace(/["\\]/g, '')}"`).join(',')}}` : null,
          ],
        ),
      )
      .catch(storageRefusal);
    return c.json({ name: id });
  });
}
