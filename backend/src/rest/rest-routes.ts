import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { RestOptions } from './execute.ts';
import { registerReadRoutes } from './read-routes.ts';
import { registerRpcRoutes } from './rpc-routes.ts';
import { registerWriteRoutes } from './write-routes.ts';

export type { RestOptions } from './execute.ts';

/** /rest/v1/<table> and /rest/v1/rpc/<function>: the PostgREST subset of docs/adr-backend.md. */
export function registerRestRoutes(app: Hono<AppEnv>, options: RestOptions): void {
  registerRpcRoutes(app, options);
  registerReadRoutes(app, options);
  registerWriteRoutes(app, options);
}
