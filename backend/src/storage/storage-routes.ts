import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { registerBucketRoutes } from './bucket-routes.ts';
import { registerObjectExtraRoutes, registerStorageNotFound } from './object-extra-routes.ts';
import { registerObjectDownload, registerObjectRoutes } from './object-routes.ts';
import { registerSignRoutes, uploadWiring } from './sign-routes.ts';
import { type StorageOptions, storageServices } from './storage-services.ts';
import { registerUploadRoutes } from './upload.ts';

export { StorageApiError } from './storage-common.ts';
export type { StorageOptions } from './storage-services.ts';

/**
 * The Storage API (docs/adr-010-storage.md), one module per endpoint group. The order is the
 * routes' precedence: the bucket API, list-v2, info, move, copy, bulk signing and the refusal
 * of image transforms first, so that none of their paths is taken for a bucket name; the
 * generic /object/<bucket>/<name> upload and download last.
 */
export function registerStorageRoutes(app: Hono<AppEnv>, options: StorageOptions): void {
  const services = storageServices(options);
  registerBucketRoutes(app, options, services);
  registerObjectExtraRoutes(app, options);
  registerSignRoutes(app, options, services);
  registerObjectRoutes(app, options, services);
  const { uploads, uploadRoutes } = uploadWiring(options, services);
  registerUploadRoutes(app, uploads, uploadRoutes, 'direct');
  registerObjectDownload(app, options, services);
  registerStorageNotFound(app);
}
