import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type AppName, appForPath, business, redirectFor, type SiteConfig } from '@parquet-alsace/shared';
import type { ServerRender } from '@parquet-alsace/shared/server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import WebSocket from 'ws';
import { hasBuild, type ServerConfig } from './config';
import { renderDocument } from './document';
import { CACHED_PAGE_LEVELS, EncodedBody, encodedResponse, UNCACHED_PAGE_LEVELS } from './encoded-body';
import { isCacheable, RETRY_AFTER_SECONDS } from './failure-policy';
import { NO_CACHE } from './http-cache';
import { RenderCache } from './render-cache';
import { baseSecurityHeaders, contentSecurityPolicy, sameSiteLocation } from './security-headers';
import { registerSeoRoutes } from './seo-files';
import { fragmentRendererFor, loadServerBundles, type ServerBundles } from './server-bundles';
import { registerStaticRoutes } from './static-files';

/** The local backend's factory (backend/), as far as this server uses it. */
interface EmbeddedBackend {
  fetch(request: Request, info?: { remoteAddress?: string }): Promise<Response>;
  anonKey: string;
  close(): Promise<void>;
}

const nodeRequire = createRequire(__filename);

async function startBackend(config: ServerConfig): Promise<EmbeddedBackend | null> {
  if (config.supabaseUrl) return null;
  const { createBackend } = nodeRequire('@parquet-alsace/backend') as {
    createBackend: (o: object) => Promise<EmbeddedBackend>;
  };
  return createBackend({ publicUrl: config.publicUrl });
}

/** A page as the server answers it; only `cacheable` ones are reused from the render cache. */
interface RenderedPage {
  status: number;
  html: string;
  /** Its Content-Security-Policy, with the hashes of its own inline scripts. */
  csp: string;
  cacheable: boolean;
}

export async function createServer(config: ServerConfig, options: { bundles?: ServerBundles } = {}) {
  const backend = await startBackend(config);
  const bundles = options.bundles ?? loadServerBundles(config);
  const shellChrome = bundles.pages?.chrome;
  if (!shellChrome) throw new Error('Le shell n’est pas construit : lancez `npm run build`.');
  const renderChrome = shellChrome;
  const anonKey = backend?.anonKey ?? config.supabaseAnonKey;
  // Each cached page keeps its compressed variants: compression once per render, not per request.
  const pageCache = new RenderCache<Omit<RenderedPage, 'html'> & { body: EncodedBody }>(
    config.renderCacheMs,
    {
      weigh: (page) => page.body.maxBytes,
    },
  );
  const pageLevels = pageCache.enabled ? CACHED_PAGE_LEVELS : UNCACHED_PAGE_LEVELS;

  // The server renders through the same public API and key as a browser: same policies.
  const serverBackend: SupabaseClient = createClient(
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

  // From configuration only: a page or this file must never carry a client's Host header.
  const siteConfig: SiteConfig = {
    remotes: config.remotes,
    supabaseUrl: config.supabaseUrl || config.publicUrl,
    supabaseAnonKey: anonKey,
    gtmId: config.gtmId,
  };
  const securityHeaders = baseSecurityHeaders(config);

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    // HTML without its own policy (offline page, errors) gets the strictest one.
    if (
      c.res.headers.get('content-type')?.startsWith('text/html') &&
      !c.res.headers.has('content-security-policy')
    ) {
      c.header('Content-Security-Policy', contentSecurityPolicy(config));
    }
  });

  if (backend) {
    // The client's address feeds the backend's per-IP write limit.
    const remoteAddress = (c: Context) =>
      (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
        ?.remoteAddress;
    app.all('/rest/v1/*', (c) => backend.fetch(c.req.raw, { remoteAddress: remoteAddress(c) }));
    app.all('/functions/v1/*', (c) => backend.fetch(c.req.raw, { remoteAddress: remoteAddress(c) }));
  }

  // Dynamic no-cache answers get a validator too: a revisit costs a 304, not the body.
  app.use('/site-config.json', etag());
  app.use('/sw.js', etag());
  app.get('/site-config.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(siteConfig);
  });

  registerSeoRoutes(app, { bundles, backend: backendFactory });

  registerStaticRoutes(app, {
    shellClient: join(config.root, 'shell', 'dist', 'client'),
    media: join(config.root, 'content', 'media'),
    remoteDirs: config.remoteDirs,
  });

  /** Renders a page under the failure policy (failure-policy.ts). */
  async function renderPage(url: URL): Promise<RenderedPage> {
    const appName: AppName = appForPath(url.pathname);
    const bundle = bundles[appName];
    let result: ServerRender;
    if (!bundle) {
      result = { kind: 'unavailable', error: new Error(`pas de paquet serveur pour ${appName}`) };
    } else {
      try {
        result = await bundle.render(url, {
          backend: backendFactory,
          fragments: fragmentRendererFor(bundles, backendFactory),
        });
      } catch (error) {
        result = { kind: 'unavailable', error };
      }
    }
    if (result.kind === 'unavailable') {
      console.error(
        `Rendu serveur de ${url.pathname} impossible : la page sera rendue par le navigateur`,
        result.error,
      );
    }
    const page = result.kind === 'page' ? result : null;
    const head = page?.head ?? {
      title: business.brand,
      description: 'Ponçage et rénovation de parquet en Alsace : devis gratuit en 24 h.',
      path: url.pathname,
    };
    const preloads =
      appName === 'pages' || !config.remotes[appName]
        ? []
        : [
            config.remotes[appName] as string,
            (config.remotes[appName] as string).replace(/mf-manifest\.json$/, 'remoteEntry.js'),
          ];
    const { html, scriptHashes } = renderDocument({
      head,
      chrome: renderChrome(url.pathname),
      app: appName,
      appHtml: page?.html ?? '',
      pageData: page?.pageData ?? null,
      config: siteConfig,
      preloads,
    });
    const csp = contentSecurityPolicy(config, scriptHashes);
    if (!page) return { status: 503, html, csp, cacheable: false };
    return { status: page.status, html, csp, cacheable: isCacheable(page.status, page.complete) };
  }

  app.get('*', async (c) => {
    // Path and query from the request, origin from configuration (the Host header is the client's).
    const requested = new URL(c.req.url);
    const url = new URL(config.publicUrl);
    url.pathname = requested.pathname;
    url.search = requested.search;
    const target = redirectFor(url.pathname);
    if (target) return c.redirect(`${sameSiteLocation(target)}${url.search}`, 301);
    const page = await pageCache.getOrRender(
      `${url.pathname}${url.search}`,
      async () => {
        const { html, ...rendered } = await renderPage(url);
        return { ...rendered, body: new EncodedBody(html, pageLevels) };
      },
      (rendered) => rendered.cacheable,
    );
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

  return {
    app,
    close: async () => {
      await backend?.close();
    },
    missingRemotes: Object.entries(config.remoteDirs)
      .filter(([, dir]) => !hasBuild(dir))
      .map(([name]) => name),
  };
}
