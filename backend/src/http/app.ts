import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { EdgeHandler, Env } from '../../../supabase/functions/_shared/env.ts';
import { type AuthOptions, registerAuthRoutes } from '../auth/auth-routes.ts';
import { InvalidTokenError, VerifiedTokenCache } from '../auth/jwt-keys.ts';
import type { Database } from '../db/database.ts';
import { isPostgresError } from '../db/database.ts';
import { ApiError } from '../rest/api-error.ts';
import type { Catalog } from '../rest/catalog.ts';
import { jsonDepth, limitError, type RestLimits, restLimitsFromEnv } from '../rest/limits.ts';
import { fromPostgresError } from '../rest/postgres-errors.ts';
import { registerRestRoutes } from '../rest/rest-routes.ts';
import { registerStorageRoutes, StorageApiError } from '../storage/storage-routes.ts';
import { isStreamedUpload } from '../storage/upload.ts';
import type { AppEnv } from './app-env.ts';
import { clientKey } from './client-address.ts';
import type { FixedWindowRateLimiter } from './rate-limit.ts';

export interface AppOptions {
  db: Database;
  catalog: () => Catalog;
  jwtSecret: string;
  statementTimeoutMs: number;
  bodyLimitBytes: number;
  writeLimiter: FixedWindowRateLimiter;
  /** `*` or a list of allowed origins. */
  corsOrigins: '*' | string[];
  edgeFunctions: Readonly<Record<string, EdgeHandler>>;
  /** The env an edge function runs with; fetchApi comes back into this app. */
  edgeEnv: (fetchApi: Env['fetchApi']) => Env;
  /** Where Storage keeps its files (`<DATA_DIR>/storage`). */
  storageRoot: string;
  /** Largest file any bucket accepts (STORAGE_MAX_UPLOAD_BYTES). */
  storageMaxUploadBytes: number;
  /** How long an upload's body may take to arrive (STORAGE_BODY_TIMEOUT_MS, default 120 s). */
  storageUploadDeadlineMs?: number;
  /** Bounds of one REST request; default the REST_MAX_* variables over the built-in values. */
  restLimits?: RestLimits;
  /** /auth/v1 (the Supabase Auth subset); absent: no Auth routes. */
  auth?: Omit<AuthOptions, 'db' | 'jwtSecret' | 'tokens'>;
}

const error = (status: number, code: string, message: string, hint: string | null = null) =>
  new ApiError(status, code, message, null, hint);

function errorResponse(c: Context<AppEnv>, apiError: ApiError): Response {
  return c.json(apiError.toBody(), apiError.status as 400);
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    cors({
      origin: options.corsOrigins,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'apikey',
        'authorization',
        'content-type',
        'accept',
        'accept-profile',
        'content-profile',
        'prefer',
        'range',
        'range-unit',
        'x-client-info',
        'x-supabase-api-version',
        'x-upsert',
        'x-metadata',
        'cache-control',
      ],
      exposeHeaders: ['Content-Range', 'Content-Location', 'Preference-Applied', 'Retry-After'],
      maxAge: 86_400,
    }),
  );

  const limitBody = bodyLimit({
    maxSize: options.bodyLimitBytes,
    onError: (c) =>
      errorResponse(
        c,
        error(
          413,
          'PGRST413',
          'Payload Too Large',
          `Le corps de la requête dépasse ${options.bodyLimitBytes} octets.`,
        ),
      ),
  });
  // Storage uploads bound their own bodies: per bucket, up to STORAGE_MAX_UPLOAD_BYTES.
  app.use('*', (c, next) => (isStreamedUpload(c.req.method, c.req.path) ? next() : limitBody(c, next)));

  const tokens = new VerifiedTokenCache(options.jwtSecret);
  const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
    const apikey = c.req.header('apikey');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!apikey && !bearer) {
      throw error(
        401,
        'PGRST301',
        'No API key found in request',
        'Send the project key in the apikey header.',
      );
    }
    try {
      // Like Supabase's gateway then PostgREST: the apikey must be valid, and the bearer
      // token (when present) decides the role.
      const apikeyClaims = apikey ? await tokens.verify(apikey) : null;
      const claims = bearer ? await tokens.verify(bearer) : apikeyClaims;
      if (!claims) throw new InvalidTokenError('JWT manquant');
      c.set('auth', { role: claims.role, claims });
    } catch (cause) {
      if (cause instanceof InvalidTokenError) throw error(401, 'PGRST301', `JWT invalide : ${cause.message}`);
      throw cause;
    }
    await next();
  };

  const limitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
    const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    if (isWrite && !c.env?.internal && c.get('auth').role !== 'service_role') {
      // Every client request reaches here with its address (index.ts refuses one without).
      const verdict = options.writeLimiter.take(clientKey(c.env?.remoteAddress ?? ''));
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        throw error(429, 'PGRST429', 'Trop de requêtes : veuillez réessayer dans un instant.');
      }
    }
    await next();
  };

  for (const path of ['/rest/v1/*', '/functions/v1/*']) {
    app.use(path, authenticate, limitWrites);
  }

  if (options.auth) {
    registerAuthRoutes(app, { ...options.auth, db: options.db, jwtSecret: options.jwtSecret, tokens });
  }

  const restLimits = options.restLimits ?? restLimitsFromEnv();
  registerRestRoutes(app, {
    db: options.db,
    catalog: options.catalog,
    statementTimeoutMs: options.statementTimeoutMs,
    limits: restLimits,
  });

  app.all('/functions/v1/:name', async (c) => {
    const name = c.req.param('name');
    // Own properties only: `constructor` or `toString` are not functions of this project.
    const handler = Object.hasOwn(options.edgeFunctions, name) ? options.edgeFunctions[name] : undefined;
    if (!handler) throw error(404, 'NOT_FOUND', `Fonction inconnue : ${name}`);
    let request = c.req.raw;
    if (request.body) {
      // The same bound as REST bodies: a deeply nested body would overflow a function's stack.
      const text = await request.text();
      if (jsonDepth(text) > restLimits.maxJsonDepth) {
        throw limitError('JSON body nests arrays or objects too deeply', restLimits.maxJsonDepth);
      }
      request = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: text,
        signal: request.signal,
      });
    }
    return handler(
      request,
      options.edgeEnv((inner) => Promise.resolve(app.fetch(inner, { internal: true }))),
    );
  });

  registerStorageRoutes(app, {
    db: options.db,
    jwtSecret: options.jwtSecret,
    root: options.storageRoot,
    statementTimeoutMs: options.statementTimeoutMs,
    maxUploadBytes: options.storageMaxUploadBytes,
    uploadDeadlineMs: options.storageUploadDeadlineMs ?? 120_000,
    authenticate,
    limitWrites,
  });

  app.notFound((c) => errorResponse(c, error(404, 'PGRST125', 'Invalid path specified in request URL')));

  app.onError((cause, c) => {
    if (cause instanceof ApiError) return errorResponse(c, cause);
    if (cause instanceof StorageApiError) return c.json(cause.toBody(), cause.status as 400);
    if (isPostgresError(cause))
      return errorResponse(c, fromPostgresError(cause, c.get('auth')?.role === 'anon'));
    console.error('[backend] erreur inattendue', cause);
    return errorResponse(c, error(500, 'PGRST000', 'Erreur interne du serveur'));
  });

  return app;
}
