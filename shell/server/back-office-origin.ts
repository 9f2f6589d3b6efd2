import { backOfficeApp, redirectFor } from '@parquet-alsace/shared';
import type { Context, Hono } from 'hono';
import { backOfficeHeaders, renderBackOffice } from './back-office';
import type { ServerConfig } from './config';
import { boundBodies } from './request-body';
import { baseSecurityHeaders, sameSiteLocation } from './security-headers';

/**
 * The staff back office's own origin (ADMIN_PORT, public address ADMIN_SITE_URL;
 * docs/adr-008-back-office.md, decision 11). A staff session is kept in this origin's storage,
 * which no script of a visitor page can read: the tag manager, or anything a visitor page
 * loads, runs on the site's origin. So this origin serves the back office and only what it
 * needs: its document at `/admin/…`, the runtime and the back office's release, the font and
 * the site's media, and the embedded backend's REST, Auth and Storage paths (the back office
 * signs in and reads against its own origin). No visitor page, no site config, no service
 * worker, no sitemap: everything else is a 404.
 */
export interface BackOfficeOriginOptions {
  config: Pick<
    ServerConfig,
    'adminUrl' | 'publicUrl' | 'supabaseUrl' | 'devRemoteOverrides' | 'devRemoteOrigins'
  >;
  anonKey: string;
  /** The embedded backend, or null with a hosted project (the browser then calls it directly). */
  backend: ((c: Context) => Promise<Response>) | null;
  /** The back office's manifest URL in service, if a release is loaded. */
  backOfficeManifest: () => string | undefined;
  /** Mounts the static files this origin serves (font, media, the runtime, the back office's release). */
  registerFiles: (app: Hono) => void;
}

/** Headers of every answer of the back office's origin, besides the site's own. */
export const backOfficeOriginHeaders = {
  // Nothing on this origin is for a search engine, or for another origin to embed.
  'X-Robots-Tag': 'noindex, nofollow',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Addresses here name leads: never sent to another origin.
  'Referrer-Policy': 'no-referrer',
} as const;

/** The policy of any HTML this origin answers besides the back office's document: nothing at all. */
const EMPTY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function registerBackOfficeOrigin(app: Hono, options: BackOfficeOriginOptions): void {
  const { config } = options;
  const headers = {
    ...baseSecurityHeaders({ publicUrl: config.adminUrl, supabaseUrl: '', remotes: {}, gtmId: '' }),
    ...backOfficeOriginHeaders,
  };
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (
      c.res.headers.get('content-type')?.startsWith('text/html') &&
      !c.res.headers.has('content-security-policy')
    ) {
      c.header('Content-Security-Policy', EMPTY_POLICY);
    }
  });

  // Bodies are bounded as on the site's origin (docs/threat-model.md, "Request bodies"): the
  // backend's own bounds for its paths, none at all for everything else this origin answers.
  const backendPaths = ['/rest/v1/', '/auth/v1/', '/storage/v1/'];
  app.use(
    '*',
    boundBodies(
      (c) =>
        options.backend && backendPaths.some((prefix) => c.req.path.startsWith(prefix)) ? 'backend' : 0,
      (c) => c.text('Cette adresse ne reçoit pas de contenu.', 413, { 'Cache-Control': 'no-store' }),
    ),
  );

  if (options.backend) {
    // What the back office calls; the edge functions are the visitors' (and the schedule's).
    app.all('/rest/v1/*', options.backend);
    app.all('/auth/v1/*', options.backend);
    app.all('/storage/v1/*', options.backend);
  }

  app.get('/__health', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/robots.txt', (c) => c.text('User-agent: *\nDisallow: /\n', 200, { 'Cache-Control': 'no-store' }));
  app.get('/', (c) => c.redirect('/admin/', 302));

  const document = (c: Context) => {
    const path = c.req.path;
    const canonical = redirectFor(path);
    if (canonical) return c.redirect(`${sameSiteLocation(canonical)}${new URL(c.req.url).search}`, 301);
    // Rendered in the browser only, never cached (docs/adr-008-back-office.md).
    const manifest = options.backOfficeManifest();
    const { html, csp } = renderBackOffice(
      {
        remotes: manifest ? { [backOfficeApp]: manifest } : {},
        // Locally the backend is reached through this origin: the session's calls never leave it.
        supabaseUrl: config.supabaseUrl || config.adminUrl,
        supabaseAnonKey: options.anonKey,
        gtmId: '',
        siteUrl: config.publicUrl,
        ...(config.devRemoteOverrides ? { devRemotes: true } : {}),
      },
      {
        publicUrl: config.adminUrl,
        siteUrl: config.publicUrl,
        supabaseUrl: config.supabaseUrl,
        devRemoteOrigins: config.devRemoteOrigins,
      },
    );
    return c.body(html, 200, { ...backOfficeHeaders, 'Content-Security-Policy': csp });
  };
  app.get('/admin', document);
  app.get('/admin/*', document);

  options.registerFiles(app);

  app.notFound((c) => c.text('Introuvable sur l’espace équipe.', 404, { 'Cache-Control': 'no-store' }));
}
