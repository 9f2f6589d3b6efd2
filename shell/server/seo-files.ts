import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendFactory } from '@parquet-alsace/shared/server';
import type { Hono } from 'hono';
import { RETRY_AFTER_SECONDS } from './failure-policy';
import { contentTypeOf, NO_CACHE } from './http-cache';
import type { ServerBundles } from './remote-registry';
import { icoFromPng } from './seo/favicon';
import { OFFLINE_PAGE_CSP, OFFLINE_PATH, offlinePageHtml } from './seo/offline-page';
import { robotsTxt } from './seo/robots';
import { buildServiceWorker } from './seo/service-worker';
import { gatherSitemap, sitemapXml } from './seo/sitemap';

/** shell/static: beside dist/ once built (this module runs from shell/dist/server/), or SITE_ROOT's. */
export function staticDir(env: NodeJS.ProcessEnv = process.env, here = __dirname): string {
  return env.SITE_ROOT ? join(env.SITE_ROOT, 'shell', 'static') : join(here, '..', '..', 'static');
}

const FONT_CACHE = 'public, max-age=31536000, immutable';

/**
 * Site-wide files for search engines and browsers: robots.txt, sitemap.xml, the service worker,
 * its offline page and the self-hosted fonts. Each app's server bundle may export
 * `sitemap(backend)` listing its indexable canonical paths with their true last modification
 * dates; this module gathers them.
 */
export function registerSeoRoutes(
  app: Hono,
  ctx: {
    /** The bundles in service at the time of the request. */
    bundles: () => ServerBundles;
    backend: BackendFactory;
    staticRoot?: string;
    /** content/media: the site's icons (/favicon.ico is made from its 32 px PNG). */
    mediaRoot?: string;
  },
): void {
  const root = ctx.staticRoot ?? staticDir();
  const mediaRoot = ctx.mediaRoot ?? join(root, '..', '..', 'content', 'media');

  let favicon: Promise<Uint8Array<ArrayBuffer>> | undefined;
  app.get('/favicon.ico', async (c) => {
    favicon ??= readFile(join(mediaRoot, 'icons', 'favicon-32.png')).then(icoFromPng);
    try {
      return c.body(await favicon, 200, {
        'Content-Type': 'image/x-icon',
        'Cache-Control': 'public, max-age=86400',
      });
    } catch {
      favicon = undefined;
      return c.notFound();
    }
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt());
  });

  app.get('/sitemap.xml', async (c) => {
    const { entries, complete } = await gatherSitemap(ctx.bundles(), ctx.backend);
    // The same policy as pages: a file missing an app's pages is not kept by anyone for an hour.
    if (!complete) {
      return c.text('Plan du site momentanément incomplet, réessayez plus tard.', 503, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      });
    }
    return c.body(sitemapXml(entries), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  app.get(OFFLINE_PATH, (c) => {
    c.header('Cache-Control', NO_CACHE);
    c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Security-Policy', OFFLINE_PAGE_CSP);
    return c.html(offlinePageHtml());
  });

  registerFontRoute(app, root);

  app.get('/sw.js', async (c) => {
    const [routingSource, workerSource, fonts] = await Promise.all([
      readFile(join(root, 'sw-routing.js'), 'utf8'),
      readFile(join(root, 'sw.js'), 'utf8'),
      readdir(join(root, 'fonts')).catch(() => [] as string[]),
    ]);
    const entries = await entryFiles(app);
    const script = buildServiceWorker({
      routingSource,
      workerSource,
      offlineUrl: OFFLINE_PATH,
      offlineHtml: offlinePageHtml(),
      entries,
      staticUrls: fonts.filter((f) => f.endsWith('.woff2')).map((f) => `/fonts/${f}`),
    });
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': NO_CACHE,
    });
  });
}

/** The self-hosted fonts, `/fonts/<name>.woff2` from shell/static/fonts (also on the back office's origin). */
export function registerFontRoute(app: Hono, root: string = staticDir()): void {
  app.get('/fonts/:file{[\\w.-]+\\.(woff2|txt)}', async (c) => {
    const name = c.req.param('file');
    try {
      const body = await readFile(join(root, 'fonts', name));
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': contentTypeOf(name),
        'Cache-Control': FONT_CACHE,
      });
    } catch {
      return c.notFound();
    }
  });
}

/**
 * The shell's main.js and each same-origin remote's manifest and entry, read through the
 * server's own routes (so from exactly what it serves), for precaching and for the version.
 */
async function entryFiles(app: Hono): Promise<Array<{ url: string; body: Uint8Array }>> {
  let remotes: Record<string, string> = {};
  try {
    remotes =
      ((await (await app.request('/site-config.json')).json()) as { remotes?: Record<string, string> })
        .remotes ?? {};
  } catch {
    // No site config: the shell alone is precached.
  }
  const urls = ['/main.js'];
  for (const manifest of Object.values(remotes)) {
    if (!manifest.startsWith('/')) continue;
    urls.push(manifest, manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js'));
  }
  const files = await Promise.all(
    urls.map(async (url): Promise<{ url: string; body: Uint8Array } | null> => {
      const response = await app.request(url);
      return response.ok ? { url, body: new Uint8Array(await response.arrayBuffer()) } : null;
    }),
  );
  return files.filter((f): f is { url: string; body: Uint8Array } => f !== null);
}
