import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Backend as EmbeddedBackend } from '@parquet-alsace/backend';
import { createWriteLimit } from '@parquet-alsace/backend/write-limit';
import {
  type AppName,
  appForPath,
  backOfficeApp,
  business,
  redirectFor,
  remoteApps,
  replyWithin,
  type SiteConfig,
  visitorRemoteApps,
} from '@parquet-alsace/shared';
import type { Backend, Database } from '@parquet-alsace/shared/backend';
import { QUOTE_DIALOG_ISLAND } from '@parquet-alsace/shared/quote/dialog';
import { asServerBundle, type ServerBundle, type ServerRender } from '@parquet-alsace/shared/server';
import { VITALS_PATH } from '@parquet-alsace/shared/vitals';
import { createClient } from '@supabase/supabase-js';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import WebSocket from 'ws';
import { registerBackOfficeOrigin } from './back-office-origin';
import { CompanyDetails } from './company-details';
import type { ServerConfig } from './config';
import {
  MEASURE_HEADER,
  MEASURE_WITHOUT_SCRIPTS,
  readLoaderScript,
  renderDocument,
  withoutScripts,
} from './document';
import { registerDocumentRoutes } from './documents';
import { CACHED_PAGE_LEVELS, EncodedBody, encodedResponse, UNCACHED_PAGE_LEVELS } from './encoded-body';
import { isCacheable, RETRY_AFTER_SECONDS } from './failure-policy';
import { NO_CACHE } from './http-cache';
import {
  answerPage,
  PLAIN_QUOTE_MAX_BODY_BYTES,
  PLAIN_QUOTE_PATH,
  registerPlainQuote,
  tooLongAnswer,
} from './plain-quote';
import { fragmentRenderer, type RegistrySnapshot, RemoteRegistry } from './remote-registry';
import { RenderCache } from './render-cache';
import { boundBodies } from './request-body';
import { baseSecurityHeaders, contentSecurityPolicy, sameSiteLocation } from './security-headers';
import { registerFontRoute, registerSeoRoutes, staticDir } from './seo-files';
import { registerStaticRoutes } from './static-files';
import { StoredRedirects } from './stored-redirects';
import { registerVisitPage, VISIT_MAX_BODY_BYTES, VISIT_PATH_PREFIX } from './visit-page';
import { registerWebVitals, VITALS_MAX_BODY_BYTES } from './web-vitals';

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

/** How long /__ready waits for the database before calling it unreachable. */
const READY_DATABASE_TIMEOUT_MS = 1000;

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

/** A page as the server answers it; only `cacheable` ones are reused from the render cache. */
interface RenderedPage {
  status: number;
  html: string;
  /** Its Content-Security-Policy, with the hashes of its own inline scripts. */
  csp: string;
  cacheable: boolean;
  /** The apps whose server bundles rendered it: their next version drops it from the cache. */
  renderedBy: AppName[];
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

/** Wrong secrets /__admin/revalidate accepts a minute, from all clients together. */
export const ADMIN_MAX_FAILURES_PER_MINUTE = 10;

/** Compares secrets in constant time, whatever their lengths. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * The production server. `registry` replaces the remotes published per the configuration (tests
 * give one of fixed bundles); without it the server loads and watches them itself.
 */
export async function createServer(config: ServerConfig, options: { registry?: RemoteRegistry } = {}) {
  const backend = await startBackend(config);
  const anonKey = backend?.anonKey ?? config.supabaseAnonKey;
  // Each cached page keeps its compressed variants: compression once per render, not per request.
  const pageCache = new RenderCache<Omit<RenderedPage, 'html'> & { body: EncodedBody }>(
    config.renderCacheMs,
    {
      weigh: (page) => page.body.maxBytes,
      tags: (page) => page.renderedBy,
    },
  );
  const pageLevels = pageCache.enabled ? CACHED_PAGE_LEVELS : UNCACHED_PAGE_LEVELS;

  // The server renders through the same public API and key as a browser: same policies.
  const serverBackend: Backend = createClient<Database>(
    backend ? 'http://backend.internal' : config.supabaseUrl,
    anonKey,
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: backend ? { fetch: (input, init) => backend.fetch(new Request(input, init)) } : {},
      // supabase-js needs a WebSocket class on Node 20 even though the site uses no realtime.
      realtime: { transport: WebSocket as never },
    },
  );
  const backendFactory = async () => serverBackend;
  const companyDetails = new CompanyDetails(backendFactory, config.renderCacheMs);
  await companyDetails.current();
  const storedRedirects = new StoredRedirects(backendFactory, config.renderCacheMs);

  const registry =
    options.registry ??
    new RemoteRegistry({
      shell: loadShellBundle(config),
      sources: config.remoteSources,
      backend: backendFactory,
      resolveFrom: __filename,
    });
  if (!options.registry) {
    await registry.start();
    registry.watch(config.releaseCheckMs);
  }
  // A remote's new version: the pages it rendered are not served again.
  registry.onSwitch((name) => pageCache.dropTagged(name));
  const shellChrome = registry.snapshot().bundles.pages?.chrome;
  if (!shellChrome) throw new Error('Le paquet serveur du shell ne rend pas l’en-tête et le pied de page');
  const renderChrome = shellChrome;
  const loader = readLoaderScript(config.root);

  /** The releases a visitor's page may load: every remote of `snapshot` but the back office. */
  const visitorRemotes = (snapshot: RegistrySnapshot): Record<string, string> =>
    Object.fromEntries(
      visitorRemoteApps.flatMap((name) => (snapshot.remotes[name] ? [[name, snapshot.remotes[name]]] : [])),
    );
  /**
   * The deploy-time config as a page rendered with `snapshot` names it: the remotes' releases of
   * that snapshot. From configuration only: a page or this file never carries a client's Host.
   */
  const siteConfig = (snapshot: RegistrySnapshot = registry.snapshot()): SiteConfig => ({
    remotes: visitorRemotes(snapshot),
    supabaseUrl: config.supabaseUrl || config.publicUrl,
    supabaseAnonKey: anonKey,
    gtmId: config.gtmId,
    ...(config.devRemoteOverrides ? { devRemotes: true } : {}),
  });
  /** The policy's sources: the configuration, and the visitor remotes' origins of `snapshot`. */
  const policySources = (snapshot: RegistrySnapshot = registry.snapshot()) => ({
    ...config,
    remotes: visitorRemotes(snapshot),
  });
  const securityHeaders = baseSecurityHeaders(policySources());
  /** Set on SIGTERM/SIGINT (drain()): unready, every answer closes its connection. */
  let draining = false;

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    // A keep-alive client of a draining instance reconnects, through the balancer, elsewhere.
    if (draining) c.header('Connection', 'close');
  });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    // HTML without its own policy (offline page, errors) gets the strictest one.
    if (
      c.res.headers.get('content-type')?.startsWith('text/html') &&
      !c.res.headers.has('content-security-policy')
    ) {
      c.header('Content-Security-Policy', contentSecurityPolicy(policySources()));
    }
  });

  // Every route bounds its body (docs/threat-model.md, "Request bodies"): the backend's own
  // bounds for what it answers, 16 KB for the plain quote form, none for everything else.
  const backendPaths = ['/rest/v1/', '/functions/v1/', '/auth/v1/', '/storage/v1/'];
  app.use(
    '*',
    boundBodies(
      (c) =>
        backend && backendPaths.some((prefix) => c.req.path.startsWith(prefix))
          ? 'backend'
          : c.req.method === 'POST' && c.req.path === PLAIN_QUOTE_PATH
            ? PLAIN_QUOTE_MAX_BODY_BYTES
            : c.req.method === 'POST' && c.req.path === VITALS_PATH
              ? VITALS_MAX_BODY_BYTES
              : c.req.method === 'POST' && c.req.path.startsWith(VISIT_PATH_PREFIX)
                ? VISIT_MAX_BODY_BYTES
                : 0,
      (c) =>
        c.req.path === PLAIN_QUOTE_PATH
          ? tooLongAnswer(c)
          : c.html(
              answerPage('Demande refusée', [
                'Cette adresse ne reçoit pas de formulaire. Revenez à la page précédente.',
              ]),
              413,
              { 'Cache-Control': 'no-store' },
            ),
    ),
  );

  // The client's address feeds the backend's per-IP write limit.
  const remoteAddress = (c: Context) =>
    (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress;
  const toBackend = backend
    ? (c: Context) => backend.fetch(c.req.raw, { remoteAddress: remoteAddress(c) })
    : null;

  /**
   * A database function called with the anon key, as a browser calls it: through the backend in
   * this process, or the hosted project. Given the visitor's request `c`, the call is that
   * visitor's write (their address; behind TRUST_PROXY the client the proxy names, a header the
   * backend believes only from a trusted proxy's address); without it, the server's own call.
   */
  const callRpc = (name: string, args: unknown, c?: Context) => {
    const forwardedFor = backend && c ? c.req.header('x-forwarded-for') : undefined;
    const request = new Request(`${backend ? config.publicUrl : config.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      },
      body: JSON.stringify(args),
    });
    if (!backend) return fetch(request);
    return c ? backend.fetch(request, { remoteAddress: remoteAddress(c) }) : backend.fetch(request);
  };
  if (toBackend) {
    app.all('/rest/v1/*', toBackend);
    app.all('/functions/v1/*', toBackend);
    // Supabase Auth's subset; its links point at PUBLIC_URL and land on the back office's origin.
    app.all('/auth/v1/*', toBackend);
    app.all('/storage/v1/*', toBackend);
  }

  // The quote form of pages without scripts, stored through submit_quote like the wizard's.
  registerPlainQuote(app, {
    publicUrl: config.publicUrl,
    formIdSecret: plainFormSecret(config, backend),
    visitLink: async (requestId) => {
      // The server's own call (the visitor's write was counted by submit_quote).
      const response = await callRpc('visit_link', { p_request_id: requestId });
      const key: unknown = response.ok ? await response.json() : null;
      return typeof key === 'string' ? key : null;
    },
    submit: (payload, c) => callRpc('submit_quote', { payload }, c),
  });

  // A page view's speed, sent by its measuring script (docs/adr-021-field-speed.md): one write
  // of the client's budget — the backend's own, or this server's in front of a hosted project.
  const writeLimit = backend?.writeLimit ?? createWriteLimit();
  registerWebVitals(app, {
    publicUrl: config.publicUrl,
    takeWrite: (c) => writeLimit.take(remoteAddress(c), c.req.header('x-forwarded-for') ?? null),
    // The client's write was counted above: the backend runs the call as the server's own.
    record: (view) => callRpc('record_web_vitals', { view }),
  });

  // The visitor's technical visit (docs/adr-022-visit-booking.md): pages and forms without
  // scripts, calling the visit functions with the anon key as a browser would.
  registerVisitPage(app, {
    publicUrl: config.publicUrl,
    rpc: callRpc,
  });

  // Dynamic no-cache answers get a validator too: a revisit costs a 304, not the body.
  app.use('/site-config.json', etag());
  app.use('/sw.js', etag());
  app.get('/site-config.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(siteConfig());
  });

  // For a load balancer or supervisor: cheap, never cached, nothing secret (the versions in
  // service are named in every page anyway). Liveness: the process answers.
  app.get('/__health', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  // Readiness: not draining, the database answers, every remote has a release in service.
  app.get('/__ready', async (c) => {
    const { versions, bundles } = registry.snapshot();
    // Each remote: the version in service, or null when none could be loaded.
    const releases = Object.fromEntries(
      remoteApps.map((name) => [name, versions[name] ?? (bundles[name] ? 'en service' : null)]),
    );
    const database = backend
      ? (await backend.databaseReachable(READY_DATABASE_TIMEOUT_MS))
        ? 'ok'
        : 'injoignable'
      : 'hébergée';
    const ready = !draining && database !== 'injoignable' && Object.values(releases).every(Boolean);
    // Not a reason to take the instance out: the pages leave the missing lines out.
    const company = { placeholders: companyDetails.placeholders() };
    return c.json({ ready, draining, database, releases, company }, ready ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });

  // A deployment's signal that it published a new version (besides the file watch and interval).
  // Failed attempts are throttled: after ADMIN_MAX_FAILURES_PER_MINUTE wrong secrets (from
  // anyone) every attempt gets 429 until the minute ends, so guessing runs at 10 a minute.
  const adminFailures = { windowStart: 0, count: 0 };
  app.post('/__admin/revalidate', async (c) => {
    if (!config.adminSecret) return c.notFound();
    const now = Date.now();
    if (now - adminFailures.windowStart >= 60_000)
      Object.assign(adminFailures, { windowStart: now, count: 0 });
    if (adminFailures.count >= ADMIN_MAX_FAILURES_PER_MINUTE) {
      const retryAfter = Math.max(1, Math.ceil((adminFailures.windowStart + 60_000 - now) / 1000));
      return c.json({ error: 'Trop d’essais\u00a0: réessayez plus tard' }, 429, {
        'Retry-After': String(retryAfter),
      });
    }
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, config.adminSecret)) {
      adminFailures.count++;
      return c.json({ error: 'Secret absent ou invalide' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    const remote = c.req.query('remote');
    if (remote !== undefined && !(remoteApps as readonly string[]).includes(remote)) {
      return c.json({ error: `Application inconnue\u00a0: ${remote}` }, 400);
    }
    const results = await registry.revalidate(remote as AppName | undefined);
    return c.json({ results }, 200, { 'Cache-Control': 'no-store' });
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

  /**
   * Renders a page under the failure policy (failure-policy.ts), with one snapshot of the
   * registry: the HTML and the remote URLs the page names come from the same releases.
   */
  async function renderPage(url: URL): Promise<RenderedPage> {
    const snapshot = registry.snapshot();
    // The company details this render shows (and writes into the page for its scripts).
    const company = await companyDetails.current();
    const appName: AppName = appForPath(url.pathname);
    const bundle = snapshot.bundles[appName];
    const renderedBy = new Set<AppName>([appName]);
    const fragments = fragmentRenderer(snapshot, backendFactory, renderedBy);
    // The quote wizard's step 1, written into the page's quote dialog (docs/adr-004-islands.md,
    // "The first tap"); without it the wizard renders in the browser once opened.
    let dialogFailed = false;
    const quoteDialog = fragments(QUOTE_DIALOG_ISLAND).then(
      (fragment) => fragment?.html ?? null,
      (error: unknown) => {
        console.error('Étape 1 du simulateur de devis non rendue par le serveur', error);
        dialogFailed = true;
        return null;
      },
    );
    let result: ServerRender;
    if (!bundle) {
      result = { kind: 'unavailable', error: new Error(`pas de paquet serveur pour ${appName}`), html: '' };
    } else {
      try {
        result = await bundle.render(url, {
          backend: backendFactory,
          fragments,
        });
      } catch (error) {
        result = { kind: 'unavailable', error, html: '' };
      }
    }
    if (result.kind === 'unavailable') {
      console.error(`Rendu serveur de ${url.pathname} impossible : réponse 503`, result.error);
    }
    const page = result.kind === 'page' ? result : null;
    const chrome = renderChrome(url.pathname);
    const head = page?.head ?? {
      title: business.brand,
      description: `Ponçage et rénovation de parquet en Alsace\u00a0: devis gratuit ${replyWithin()}.`,
      path: url.pathname,
    };
    const { html, scriptHashes } = renderDocument({
      head,
      chrome,
      app: appName,
      appHtml:
        page?.html ?? (result.kind === 'unavailable' && result.html ? result.html : chrome.unavailable) ?? '',
      config: siteConfig(snapshot),
      loader,
      company,
      quoteDialogHtml: await quoteDialog,
    });
    const csp = contentSecurityPolicy(policySources(snapshot), scriptHashes);
    const by = [...renderedBy];
    if (!page) return { status: 503, html, csp, cacheable: false, renderedBy: by };
    // A version switched during the render: this page is already outdated.
    const current = registry.snapshot().versions;
    const sameVersions = by.every((name) => current[name] === snapshot.versions[name]);
    return {
      status: page.status,
      html,
      csp,
      cacheable: sameVersions && !dialogFailed && isCacheable(page.status, page.complete),
      renderedBy: by,
    };
  }

  // The back office lives on its own origin (docs/adr-008-back-office.md, decision 11): its
  // addresses here (a link in an older e-mail, a bookmark) move there, path and query kept.
  const toBackOffice = (c: Context) => {
    const requested = new URL(c.req.url);
    const target = new URL(config.adminUrl);
    target.pathname = redirectFor(requested.pathname)?.split('#')[0] ?? requested.pathname;
    target.search = requested.search;
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.href, 302);
  };
  app.get('/admin', toBackOffice);
  app.get('/admin/*', toBackOffice);

  app.get('*', async (c) => {
    // Path and query from the request, origin from configuration (the Host header is the client's).
    const requested = new URL(c.req.url);
    const url = new URL(config.publicUrl);
    url.pathname = requested.pathname;
    url.search = requested.search;
    const target = redirectFor(url.pathname);
    if (target) {
      // The query string goes before a target's #section.
      const [path = '', section] = target.split('#');
      return c.redirect(`${sameSiteLocation(path)}${url.search}${section ? `#${section}` : ''}`, 301);
    }
    if (config.measurementMode && c.req.header(MEASURE_HEADER) === MEASURE_WITHOUT_SCRIPTS) {
      // The same page without any script: what Lighthouse compares the real page with.
      const { html, status } = await renderPage(url);
      return encodedResponse(c.req.raw, new EncodedBody(withoutScripts(html), pageLevels), {
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const page = await pageCache.getOrRender(
      `${url.pathname}${url.search}`,
      async () => {
        const { html, ...rendered } = await renderPage(url);
        return { ...rendered, body: new EncodedBody(html, pageLevels) };
      },
      (rendered) => rendered.cacheable,
    );
    if (page.status === 404) {
      // An address the database says moved (a published article's earlier slug): a real 301.
      const moved = await storedRedirects.target(url.pathname);
      if (moved) return c.redirect(`${sameSiteLocation(moved)}${url.search}`, 301);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_CACHE,
      'Content-Security-Policy': page.csp,
    };
    if (page.status === 503) {
      headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
      headers['Cache-Control'] = 'no-store';
    }
    return encodedResponse(c.req.raw, page.body, { status: page.status, headers });
  });

  // The back office's own origin: its document, its code and the backend paths it calls.
  const adminApp = new Hono();
  adminApp.use('*', async (c, next) => {
    await next();
    if (draining) c.header('Connection', 'close');
  });
  registerBackOfficeOrigin(adminApp, {
    config,
    anonKey,
    backend: toBackend,
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
