import { existsSync } from 'node:fs';
import type { AuthLimits } from './auth/auth-routes.ts';
import { loadJwtSecret, signApiKey } from './auth/jwt-keys.ts';
import { defaultPublicUrl, envInteger, resolvePaths } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { openPgliteDatabase } from './db/pglite-database.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import { EDGE_FUNCTIONS } from './functions/edge-functions.ts';
import { createApp } from './http/app.ts';
import type { RequestBindings } from './http/app-env.ts';
import { clientAddress, parseTrustProxy, type TrustedProxies } from './http/client-address.ts';
import { readBoundedBody, withBody } from './http/request-body.ts';
import { createWriteLimit, type WriteLimit } from './http/write-limit.ts';
import { AdmissionControl } from './overload/admission.ts';
import { type Catalog, loadCatalog } from './rest/catalog.ts';
import { isStreamedUpload } from './storage/upload.ts';
import { startBackgroundJobs } from './worker/background-jobs.ts';

export type { RequestBindings } from './http/app-env.ts';
export {
  clientAddress,
  clientKey,
  normaliseAddress,
  parseTrustProxy,
  type TrustedProxies,
} from './http/client-address.ts';
export type { WriteLimit, WriteVerdict } from './http/write-limit.ts';

export interface BackendOptions {
  /** Where PGlite data, the JWT secret and local mail live. Default DATA_DIR or `<repo>/.data`. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. Default DATABASE_URL; an empty string means PGlite. */
  databaseUrl?: string;
  /** Default JWT_SECRET, else the secret stored in the data dir. */
  jwtSecret?: string;
  /** The URL browsers use for the backend (SUPABASE_URL of the edge functions). */
  publicUrl?: string;
  /**
   * The site's public origin, for links in e-mails (the lead's page, sign-in links to /admin/).
   * Default PUBLIC_URL, else publicUrl (the shell mounts the backend on the site's origin).
   */
  siteUrl?: string;
  /**
   * The staff back office's origin, where sign-in links land (`<adminUrl>/admin/…`). Default
   * ADMIN_SITE_URL, else siteUrl. The shell serves the back office on an origin of its own.
   */
  adminUrl?: string;
  /** Limits of /auth/v1 over the AUTH_* variables (tests lower them). */
  authLimits?: Partial<AuthLimits>;
  /** Run the outbox worker and the daily lead purge in the background (default true). */
  worker?: boolean;
  /** SQL applied once after the migrations when the file exists. Default SEED_FILE or supabase/seed.sql. */
  seedFile?: string;
  /** Variables for the edge functions over process.env (SMTP_*, SHEET_WEBHOOK_URL, OUTBOX_*…). */
  functionEnv?: Record<string, string | undefined>;
  /** The reverse proxies whose X-Forwarded-For names the client. Default TRUST_PROXY; unset: none. */
  trustProxy?: TrustedProxies;
}

export interface Backend {
  /**
   * Answers /rest/v1/*, /functions/v1/* and /auth/v1/*. A client's request passes `bindings` with the
   * socket's address (`remoteAddress`, which may be undefined once the client reset the
   * connection): its client is that address or, from a TRUST_PROXY proxy, the address the proxy
   * forwarded; its body is read (bounded, 408 when too slow) before it waits for one of the
   * admission control's places (503 + Retry-After when the server is saturated). A request
   * without a client address is answered 400 at once, never run. The server's own calls pass no
   * bindings (or `internal`): no admission control, no write limit.
   */
  fetch(req: Request, bindings?: RequestBindings): Promise<Response>;
  /**
   * The per-client write limit the REST and function writes take from: the production server's
   * own write routes take from the same budget, before they read a body.
   */
  writeLimit: WriteLimit;
  anonKey: string;
  serviceRoleKey: string;
  /** Delivers the due outbox jobs once; resolves to the number of jobs handled. */
  runWorkerOnce(stop?: AbortSignal): Promise<number>;
  /** Whether the database answers a trivial query within `timeoutMs` (readiness). */
  databaseReachable(timeoutMs?: number): Promise<boolean>;
  /**
   * Stops the background jobs: the outbox run in progress hands back the jobs it has not
   * started (other instances take them at once) and finishes the delivery under way. Requests
   * are still answered; close() afterwards.
   */
  stopBackgroundJobs(): Promise<void>;
  close(): Promise<void>;
}

/** The local Supabase-compatible backend, ready once migrations (and the seed) are applied. */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const paths = {
    ...resolvePaths(options.dataDir),
    ...(options.seedFile ? { seedFile: options.seedFile } : {}),
  };
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl && !options.jwtSecret && !process.env.JWT_SECRET) {
    throw new Error(missingSharedSecret(paths.jwtSecretFile));
  }
  const jwtSecret = options.jwtSecret ?? loadJwtSecret(paths.jwtSecretFile);
  const publicUrl = (options.publicUrl ?? process.env.SUPABASE_PUBLIC_URL ?? defaultPublicUrl()).replace(
    /\/$/,
    '',
  );

  const siteUrl = (options.siteUrl ?? process.env.PUBLIC_URL ?? publicUrl).replace(/\/$/, '');
  const adminUrl = (options.adminUrl ?? process.env.ADMIN_SITE_URL ?? siteUrl).replace(/\/$/, '');

  const db: Database = databaseUrl
    ? await openPostgresDatabase(databaseUrl)
    : await openPgliteDatabase(paths.pgliteDir);
  let schemaCache: Catalog;
  try {
    await migrate(db, paths);
    schemaCache = await loadCatalog(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  const anonKey = await signApiKey('anon', jwtSecret);
  const serviceRoleKey = await signApiKey('service_role', jwtSecret);

  const storageMaxUploadBytes = envInteger('STORAGE_MAX_UPLOAD_BYTES', 50 * 1024 * 1024);
  const trusted = options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  const writes = createWriteLimit({ trustProxy: trusted });
  const app = createApp({
    db,
    catalog: () => schemaCache,
    jwtSecret,
    statementTimeoutMs: envInteger('STATEMENT_TIMEOUT_MS', 5000),
    bodyLimitBytes: envInteger('BODY_LIMIT_BYTES', 1024 * 1024),
    writeLimiter: writes.limiter,
    corsOrigins: process.env.CORS_ORIGINS
      ? process.env.CORS_ORIGINS.split(',').map((origin) => origin.trim())
      : '*',
    auth: {
      apiUrl: publicUrl,
      adminUrl,
      mailVars: () => ({ MAIL_DIR: paths.mailDir, ...process.env, ...options.functionEnv }),
      ...(options.authLimits ? { limits: options.authLimits } : {}),
    },
    storageRoot: paths.storageDir,
    storageMaxUploadBytes,
    // A photo from a phone may take a while on a slow connection; its bucket bounds its size.
    storageUploadDeadlineMs: Math.max(1, envInteger('STORAGE_BODY_TIMEOUT_MS', 120_000)),
    edgeFunctions: EDGE_FUNCTIONS,
    edgeEnv: (fetchApi) => ({
      vars: {
        MAIL_DIR: paths.mailDir,
        ...process.env,
        PUBLIC_URL: siteUrl,
        // The back office's origin when one is given (else the worker links under PUBLIC_URL).
        ...(options.adminUrl ? { ADMIN_SITE_URL: adminUrl } : {}),
        ...options.functionEnv,
        SUPABASE_URL: publicUrl,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      },
      fetchApi,
    }),
  });

  const admission = new AdmissionControl({
    maxInFlight: Math.max(1, envInteger('OVERLOAD_MAX_IN_FLIGHT', db.kind === 'pglite' ? 8 : 32)),
    maxQueued: envInteger('OVERLOAD_MAX_QUEUED', 256),
    maxWaitMs: envInteger('OVERLOAD_MAX_WAIT_MS', 2000),
    retryAfterSeconds: Math.max(1, envInteger('OVERLOAD_RETRY_AFTER_SECONDS', 2)),
  });

  const bodyLimits = {
    maxBytes: envInteger('BODY_LIMIT_BYTES', 1024 * 1024),
    deadlineMs: Math.max(1, envInteger('BODY_TIMEOUT_MS', 10_000)),
  };

  const fetch = frontDoor(app, admission, trusted, bodyLimits);

  async function runWorkerOnce(stop?: AbortSignal): Promise<number> {
    const response = await fetch(
      new Request(`${publicUrl}/functions/v1/outbox-worker`, {
        method: 'POST',
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        ...(stop ? { signal: stop } : {}),
      }),
      { internal: true },
    );
    const report = (await response.json()) as { claimed?: number };
    if (!response.ok) throw new Error(`outbox-worker : HTTP ${response.status} ${JSON.stringify(report)}`);
    return report.claimed ?? 0;
  }

  const background =
    (options.worker ?? true)
      ? startBackgroundJobs({
          db,
          runWorkerOnce,
          outboxIntervalMs: envInteger('OUTBOX_INTERVAL_MS', 2000),
        })
      : null;

  return {
    fetch,
    writeLimit: writes,
    anonKey,
    serviceRoleKey,
    runWorkerOnce,
    databaseReachable: (timeoutMs = 2000) => databaseReachable(db, timeoutMs),
    async stopBackgroundJobs() {
      await background?.stop();
    },
    async close() {
      await background?.stop();
      await db.close();
    },
  };
}

/**
 * The server's front door: the client's address (through trusted proxies only), then an
 * upload streamed to its route, or a body read within its limits, and a place in admission.
 */
function frontDoor(
  app: ReturnType<typeof createApp>,
  admission: AdmissionControl,
  trusted: ReturnType<typeof parseTrustProxy>,
  bodyLimits: { maxBytes: number; deadlineMs: number },
): (req: Request, bindings?: RequestBindings) => Promise<Response> {
  return async (req: Request, bindings?: RequestBindings): Promise<Response> => {
    if (bindings === undefined || bindings.internal) return app.fetch(req, { internal: true });
    const client = clientAddress(bindings.remoteAddress, req.headers.get('x-forwarded-for'), trusted);
    if (client === undefined)
      return refusal(400, 'PGRST000', 'Connexion fermée : adresse du client inconnue.');
    if (isStreamedUpload(req.method, new URL(req.url).pathname)) {
      // Not read here: the upload route authenticates and reads its bucket first, then streams
      // the file to disk, taking an admission place only for its queries (storage/upload.ts).
      const response = await app.fetch(req, {
        remoteAddress: client,
        admit: (work) => admission.run(work),
      });
      return response;
    }
    const read = await readBoundedBody(req, bodyLimits);
    if (read.kind === 'too-slow') {
      return refusal(
        408,
        'PGRST408',
        `Corps de la requête reçu trop lentement (plus de ${bodyLimits.deadlineMs} ms).`,
      );
    }
    if (read.kind === 'too-large') {
      return refusal(413, 'PGRST413', `Le corps de la requête dépasse ${bodyLimits.maxBytes} octets.`);
    }
    const request = read.body === null ? req : withBody(req, read.body);
    return admission.run(async () => app.fetch(request, { remoteAddress: client }));
  };
}

/** Whether a query answers within `timeoutMs` (the health check). */
async function databaseReachable(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db
    .transaction((tx) => tx.query('select 1'))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A PostgREST-shaped refusal decided before the request reaches the database; closes the connection. */
function refusal(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message, details: null, hint: null }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      Connection: 'close',
    },
  });
}

/**
 * Several instances on one PostgreSQL must sign and check keys with one secret: a key from the
 * secret each would otherwise create in its own data folder is refused by every other instance
 * (the browser does not retry a 401, the lead is lost). See docs/adr-009-several-instances.md.
 */
function missingSharedSecret(secretFile: string): string {
  const keep = existsSync(secretFile)
    ? ` Pour garder les clés actuelles, reprenez le secret de ${secretFile}.`
    : ' Par exemple : JWT_SECRET=$(openssl rand -base64 48).';
  return (
    'DATABASE_URL est défini mais JWT_SECRET ne l’est pas : avec une base PostgreSQL, chaque instance ' +
    'doit signer les clés avec le même secret, sinon les clés de l’une sont refusées par les autres. ' +
    `Définissez JWT_SECRET (au moins 32 caractères), identique sur toutes les instances.${keep}`
  );
}
