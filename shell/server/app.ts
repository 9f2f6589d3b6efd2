import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Backend as EmbeddedBackend } from '@parquet-alsace/backend';
import { createWriteLimit } from '@parquet-alsace/backend/write-limit';
import { backOfficeApp, type SiteConfig, visitorRemoteApps } from '@parquet-alsace/shared';
import type { Backend, Database } from '@parquet-alsace/shared/backend';
import { asServerBundle, type BackendFactory, type ServerBundle } from '@parquet-alsace/shared/server';
import { createClient } from '@supabase/supabase-js';
import { type Context, Hono } from 'hono';
import WebSocket from 'ws';
import { registerBackOfficeOrigin } from './back-office-origin';
import { backendForwarder, registerBackendRoutes, remoteAddress, rpcCaller } from './backend-routes';
import { CompanyDetails } from './company-details';
import type { ServerConfig } from './config';
import { devisBackend, renderDevisInChildProcess } from './devis-backend';
import { readLoaderScript } from './document';
import { registerDocumentRoutes } from './documents';
import { CACHED_PAGE_LEVELS, UNCACHED_PAGE_LEVELS } from './encoded-body';
import { registerOperationRoutes } from './operations';
import { type CachedPage, registerPages } from './pages';
import { type RegistrySnapshot, RemoteRegistry } from './remote-registry';
import { RenderCache } from './render-cache';
import { registerRequestGuards } from './request-guards';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { registerFontRoute, registerSeoRoutes, staticDir } from './seo-files';
import { registerStaticRoutes } from './static-files';
import { StoredRedirects } from './stored-redirects';
import { registerVisitorForms } from './visitor-forms';

/**
 * The key of the plain form's request ids: FORM_ID_SECRET; else the embedded backend's service
 * key (signed with its JWT_SECRET, which every instance on one database shares); else, in front
 * of a hosted project, a random key: ids stay unguessable, a form re-posted to another instance
 * would be stored twice.
 */
function plainFormSecret(config: ServerConfig, backend: EmbeddedBackend | null): string {
  if (config.formIdSecret) return config.formIdSecret;
  if (backend) return backend.serviceRoleKey;
  console.warn('FORM_ID_SECRET absent : la clé des demandes sans script est propre à ce processus.');
  return randomBytes(32).toString('hex');
}

// The shell's own server bundle is a file the build writes, required by its path at run time.
const nodeRequire = createRequire(__filename);

/**
 * The local backend (`@parquet-alsace/backend`), mounted unless SUPABASE_URL names a hosted
 * project: imported only then, so a server in front of a hosted project never loads it.
 */
async function startBackend(config: ServerConfig): Promise<EmbeddedBackend | null> {
  if (config.supabaseUrl) return null;
  const { createBackend } = await import('@parquet-alsace/backend');
  return createBackend({ publicUrl: config.publicUrl, adminUrl: config.adminUrl });
}

/** The shell's own server bundle (its pages and the chrome), deployed with this server. */
function loadShellBundle(config: ServerConfig): ServerBundle {
  const file = join(config.root, 'shell', 'dist', 'server', 'index.js');
  let bundle: ServerBundle;
  try {
    bundle = asServerBundle(nodeRequire(file), 'pages');
  } catch (error) {
    throw new Error(`Le shell n’est pas construit (${file}) : lancez \`npm run build\`.`, { cause: error });
  }
  if (!bundle.chrome) throw new Error(`${file} ne rend pas l’en-tête et le pied de page`);
  return bundle;
}

/** The server's own client: it renders through the same public API and key as a browser, same policies. */
function serverClient(config: ServerConfig, backend: EmbeddedBackend | null, anonKey: string): Backend {
  return createClient<Database>(backend ? 'http://backend.internal' : config.supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: backend ? { fetch: (input, init) => backend.fetch(new Request(input, init)) } : {},
    // supabase-js needs a WebSocket class on Node 20 even though the site uses no realtime.
    realtime: { transport: WebSocket as never },
  });
}

/** The remotes published per the configuration, loaded, then watched for new releases. */
async function startRegistry(config: ServerConfig, backendFactory: BackendFactory): Promise<RemoteRegistry> {
  const registry = new RemoteRegistry({
    shell: loadShellBundle(config),
    sources: config.remoteSources,
    backend: backendFactory,
    resolveFrom: __filename,
  });
  await registry.start();
  registry.watch(config.releaseCheckMs);
  return registry;
}

/** The deploy-time config and the policy's sources a page names, per registry snapshot. */
function siteSources(config: ServerConfig, registry: RemoteRegistry, anonKey: string) {
  /** The releases a visitor's page may load: every remote of `snapshot` but the back office. */
  const visitorRemotes = (snapshot: RegistrySnapshot): Record<string, string> =>
    Object.fromEntries(
      visitorRemoteApps.flatMap((name) => (snapshot.remotes[name] ? [[name, snapshot.remotes[name]]] : [])),
    );
  return {
    /**
     * The deploy-time config as a page rendered with `snapshot` names it: the remotes' releases of
     * that snapshot. From configuration only: a page or this file never carries a client's Host.
     */
    siteConfig: (snapshot: RegistrySnapshot = registry.snapshot()): SiteConfig => ({
      remotes: visitorRemotes(snapshot),
      supabaseUrl: config.supabaseUrl || config.publicUrl,
      supabaseAnonKey: anonKey,
      gtmId: config.gtmId,
      ...(config.devRemoteOverrides ? { devRemotes: true } : {}),
    }),
    /** The policy's sources: the configuration, and the visitor remotes' origins of `snapshot`. */
    policySources: (snapshot: RegistrySnapshot = registry.snapshot()) => ({
      ...config,
      remotes: visitorRemotes(snapshot),
    }),
  };
}

/** The back office's origin (ADMIN_PORT, ADMIN_SITE_URL): its document, its code, the backend paths it calls. */
function backOfficeOriginApp(deps: {
  config: ServerConfig;
  anonKey: string;
  toBackend: ((c: Context) => Promise<Response>) | null;
  registry: RemoteRegistry;
  shellClient: string;
  media: string;
  isDraining: () => boolean;
}): Hono {
  const { registry, shellClient, media } = deps;
  const adminApp = new Hono();
  adminApp.use('*', async (c, next) => {
    await next();
    if (deps.isDraining()) c.header('Connection', 'close');
  });
  registerBackOfficeOrigin(adminApp, {
    config: deps.config,
    anonKey: deps.anonKey,
    backend: deps.toBackend,
    backOfficeManifest: () => registry.snapshot().remotes[backOfficeApp],
    registerFiles: (target) => {
      registerFontRoute(target, staticDir());
      registerStaticRoutes(target, {
        shellClient,
        media,
        remoteFolder: (name, rest) => (name === backOfficeApp ? registry.clientFolder(name, rest) : null),
      });
    },
  });
  return adminApp;
}

/**
 * The production server. `registry` replaces the remotes published per the configuration (tests
 * give one of fixed bundles); without it the server loads and watches them itself.
 */
export async function createServer(config: ServerConfig, options: { registry?: RemoteRegistry } = {}) {
  const backend = await startBackend(config);
  const anonKey = backend?.anonKey ?? config.supabaseAnonKey;
  // Each cached page keeps its compressed variants: compression once per render, not per request.
  const pageCache = new RenderCache<CachedPage>(config.renderCacheMs, {
    weigh: (page) => page.body.maxBytes,
    tags: (page) => page.renderedBy,
  });
  const pageLevels = pageCache.enabled ? CACHED_PAGE_LEVELS : UNCACHED_PAGE_LEVELS;

  const serverBackend = serverClient(config, backend, anonKey);
  const backendFactory = async () => serverBackend;
  const companyDetails = new CompanyDetails(backendFactory, config.renderCacheMs);
  await companyDetails.current();
  const storedRedirects = new StoredRedirects(backendFactory, config.renderCacheMs);

  const registry = options.registry ?? (await startRegistry(config, backendFactory));
  // A remote's new version: the pages it rendered are not served again.
  registry.onSwitch((name) => pageCache.dropTagged(name));
  const shellChrome = registry.snapshot().bundles.pages?.chrome;
  if (!shellChrome) throw new Error('Le paquet serveur du shell ne rend pas l’en-tête et le pied de page');
  const renderChrome = shellChrome;
  const loader = readLoaderScript(config.root);

  const { siteConfig, policySources } = siteSources(config, registry, anonKey);
  const securityHeaders = baseSecurityHeaders(policySources());
  /** Set on SIGTERM/SIGINT (drain()): unready, every answer closes its connection. */
  let draining = false;
  const isDraining = () => draining;

  const app = new Hono();

  registerRequestGuards(app, {
    isDraining,
    securityHeaders,
    strictPolicy: () => contentSecurityPolicy(policySources()),
    backendMounted: backend !== null,
  });

  const toBackend = backendForwarder(backend);
  const callRpc = rpcCaller({
    backend,
    publicUrl: config.publicUrl,
    supabaseUrl: config.supabaseUrl,
    anonKey,
  });
  registerBackendRoutes(app, toBackend);

  // What a visitor posts: the plain quote form, a page view's speed, the technical visit, the
  // devis. One write of the client's budget per speed report or devis form: the backend's own,
  // or this server's.
  const writeLimit = backend?.writeLimit ?? createWriteLimit();
  registerVisitorForms(app, {
    publicUrl: config.publicUrl,
    formIdSecret: plainFormSecret(config, backend),
    callRpc,
    takeWrite: (c) => writeLimit.take(remoteAddress(c), c.req.header('x-forwarded-for') ?? null),
    devis: {
      ...devisBackend({
        backend,
        publicUrl: config.publicUrl,
        supabaseUrl: config.supabaseUrl,
        serviceKey: backend?.serviceRoleKey ?? config.supabaseServiceRoleKey,
      }),
      clientAddress: (c) =>
        writeLimit.client(remoteAddress(c), c.req.header('x-forwarded-for') ?? null) ?? null,
      renderPdf: renderDevisInChildProcess(),
    },
  });

  registerOperationRoutes(app, {
    siteConfig: () => siteConfig(),
    registry,
    databaseReachable: backend ? (timeoutMs) => backend.databaseReachable(timeoutMs) : null,
    companyPlaceholders: () => companyDetails.placeholders(),
    adminSecret: config.adminSecret,
    isDraining,
  });

  registerSeoRoutes(app, {
    bundles: () => registry.snapshot().bundles,
    backend: backendFactory,
    mediaRoot: join(config.root, 'content', 'media'),
  });

  // Before the static files: the generated PDFs follow the company details (documents.ts).
  registerDocumentRoutes(app, {
    root: config.root,
    cacheDir: join(resolve(process.env.DATA_DIR ?? join(config.root, '.data')), 'documents'),
    currentDetails: () => companyDetails.current(),
  });

  const shellClient = join(config.root, 'shell', 'dist', 'client');
  const media = join(config.root, 'content', 'media');
  registerStaticRoutes(app, {
    shellClient,
    media,
    // /remotes/<name>/<version>/… from that release (a page keeps loading the version it was
    // rendered with after a switch), /remotes/<name>/… from the release in service. The back
    // office's code is served on its own origin only.
    remoteFolder: (name, rest) => (name === backOfficeApp ? null : registry.clientFolder(name, rest)),
  });

  // Last: the back office's former addresses, then every other GET as a page.
  registerPages(app, {
    publicUrl: config.publicUrl,
    adminUrl: config.adminUrl,
    measurementMode: config.measurementMode,
    registry,
    companyDetails,
    backend: backendFactory,
    renderChrome,
    loader,
    siteConfig,
    policySources,
    pageCache,
    pageLevels,
    storedRedirects,
  });

  // The back office's own origin: its document, its code and the backend paths it calls.
  const adminApp = backOfficeOriginApp({
    config,
    anonKey,
    toBackend,
    registry,
    shellClient,
    media,
    isDraining,
  });

  return {
    app,
    /** The back office's origin (ADMIN_PORT, ADMIN_SITE_URL): nothing of a visitor page. */
    adminApp,
    registry,
    /** The company details still empty or holding a placeholder (also on /__ready). */
    companyPlaceholders: () => companyDetails.placeholders(),
    /**
     * The start of a graceful stop: /__ready answers 503, answers close their connections, and
     * the outbox hands back the jobs it has not started (other instances take them at once).
     * Requests are still answered until the listener closes; resolves once the worker stopped.
     */
    drain: async () => {
      draining = true;
      await backend?.stopBackgroundJobs();
    },
    close: async () => {
      registry.close();
      await backend?.close();
    },
  };
}
