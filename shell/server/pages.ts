import {
  type AppName,
  appForPath,
  business,
  redirectFor,
  replyWithin,
  type SiteConfig,
} from '@parquet-alsace/shared';
import { QUOTE_DIALOG_ISLAND } from '@parquet-alsace/shared/quote/dialog';
import type { BackendFactory, ServerBundle, ServerRender } from '@parquet-alsace/shared/server';
import type { Context, Hono } from 'hono';
import type { CompanyDetails } from './company-details';
import { MEASURE_HEADER, MEASURE_WITHOUT_SCRIPTS, renderDocument, withoutScripts } from './document';
import { type CompressionLevels, EncodedBody, encodedResponse } from './encoded-body';
import { isCacheable, RETRY_AFTER_SECONDS } from './failure-policy';
import { NO_CACHE } from './http-cache';
import { fragmentRenderer, type RegistrySnapshot, type RemoteRegistry } from './remote-registry';
import type { RenderCache } from './render-cache';
import { contentSecurityPolicy, type PolicySources, sameSiteLocation } from './security-headers';
import type { StoredRedirects } from './stored-redirects';

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

/** A page as the render cache keeps it: its compressed variants made once per render. */
export type CachedPage = Omit<RenderedPage, 'html'> & { body: EncodedBody };

/** What rendering a page needs. */
export interface PageRenderDeps {
  registry: RemoteRegistry;
  companyDetails: CompanyDetails;
  backend: BackendFactory;
  /** The header and footer, from the shell's own server bundle. */
  renderChrome: NonNullable<ServerBundle['chrome']>;
  /** The inline loader script of every page. */
  loader: string;
  /** The deploy-time config as a page rendered with `snapshot` names it. */
  siteConfig: (snapshot: RegistrySnapshot) => SiteConfig;
  /** The policy's sources for a page rendered with `snapshot`. */
  policySources: (snapshot: RegistrySnapshot) => PolicySources;
}

/** What the visitor pages' routes need besides rendering. */
export interface PageRoutesDeps extends PageRenderDeps {
  publicUrl: string;
  /** The back office's origin, where its addresses here move. */
  adminUrl: string;
  /** SITE_MEASUREMENT: a request may ask for the page without any script. */
  measurementMode: boolean;
  pageCache: RenderCache<CachedPage>;
  /** The compression levels of a page's body. */
  pageLevels: CompressionLevels;
  storedRedirects: StoredRedirects;
}

/**
 * Renders a page under the failure policy (failure-policy.ts), with one snapshot of the
 * registry: the HTML and the remote URLs the page names come from the same releases.
 */
function pageRenderer(deps: PageRenderDeps) {
  const { registry, companyDetails, backend: backendFactory, renderChrome, loader } = deps;
  return async function renderPage(url: URL): Promise<RenderedPage> {
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
      config: deps.siteConfig(snapshot),
      loader,
      company,
      quoteDialogHtml: await quoteDialog,
    });
    const csp = contentSecurityPolicy(deps.policySources(snapshot), scriptHashes);
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
  };
}

/**
 * The last routes of the visitor origin: the back office's former addresses, then every other
 * GET as a page (redirects, render cache, the database's moved addresses).
 */
export function registerPages(app: Hono, deps: PageRoutesDeps) {
  const renderPage = pageRenderer(deps);
  const { pageCache, pageLevels } = deps;

  // The back office lives on its own origin (docs/adr-008-back-office.md, decision 11): its
  // addresses here (a link in an older e-mail, a bookmark) move there, path and query kept.
  const toBackOffice = (c: Context) => {
    const requested = new URL(c.req.url);
    const target = new URL(deps.adminUrl);
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
    const url = new URL(deps.publicUrl);
    url.pathname = requested.pathname;
    url.search = requested.search;
    const target = redirectFor(url.pathname);
    if (target) {
      // The query string goes before a target's #section.
      const [path = '', section] = target.split('#');
      return c.redirect(`${sameSiteLocation(path)}${url.search}${section ? `#${section}` : ''}`, 301);
    }
    if (deps.measurementMode && c.req.header(MEASURE_HEADER) === MEASURE_WITHOUT_SCRIPTS) {
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
      const moved = await deps.storedRedirects.target(url.pathname);
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
}
