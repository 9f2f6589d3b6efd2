import type { Context, Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { isPostgresError } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { maxSignedSeconds } from './signed-links.ts';
import { signBodies, storageFields } from './storage-bodies.ts';
import { StorageApiError } from './storage-common.ts';
import {
  bucketAndName,
  fromDatabase,
  notFound,
  readJson,
  type StorageOptions,
  type StorageServices,
} from './storage-services.ts';
import { registerUploadRoutes, type UploadDependencies } from './upload.ts';

const UPLOAD_URL_SECONDS = 2 * 3600; // hosted: signed upload URLs last two hours
const base = '/storage/v1/object';

/** Upload and download dependencies the upload module needs of the server. */
export function uploadWiring(options: StorageOptions, services: StorageServices) {
  const uploads: UploadDependencies = {
    db: options.db,
    root: options.root,
    maxUploadBytes: options.maxUploadBytes,
    bodyDeadlineMs: options.uploadDeadlineMs,
    findBucket: services.findBucket,
    fromDatabase,
  };
  const uploadRoutes = {
    bucketAndName,
    verifyUploadToken: (token: string | undefined, url: string) => services.verifyToken(token, url, 'upload'),
    asCaller: <T>(c: Context<AppEnv>, work: (tx: Queryable) => Promise<T>) =>
      services.asCaller(c, false, work),
    authenticate: options.authenticate,
    limitWrites: options.limitWrites,
  };
  return { uploads, uploadRoutes };
}

/** Signed upload URLs (issued, then used) and signed download URLs (issued, then served). */
export function registerSignRoutes(
  app: Hono<AppEnv>,
  options: StorageOptions,
  services: StorageServices,
): void {
  const { asCaller, findBucket, signToken, verifyToken, serve, superUserObject } = services;
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

  const { uploads, uploadRoutes } = uploadWiring(options, services);
  registerUploadRoutes(app, uploads, uploadRoutes, 'signed');

  // ——— signed download URL: the caller must be able to read the object ———
  app.post(`${base}/sign/*`, options.authenticate, async (c) => {
    const { bucket, name } = bucketAndName(c, `${base}/sign/`);
    const { expiresIn } = storageFields(signBodies.one, await readJson(c.req.raw));
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
}
