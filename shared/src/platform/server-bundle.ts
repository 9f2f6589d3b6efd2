import type { Fragment } from './fragments';
import type { MicroApp } from './micro-app';
import type { AppName } from './ownership';
import {
  type BackendFactory,
  type FragmentRenderer,
  renderApp,
  renderFragment,
  type ServerFragment,
  type ServerRender,
} from './server-render';

/**
 * Version of the contract below. The shell's server refuses a bundle built against another one
 * (it would call functions that are not there), and keeps serving the version it had.
 */
export const SERVER_CONTRACT = 2;

/** One indexable page for sitemap.xml. */
export interface SitemapEntry {
  /** Canonical path, with its trailing slash. */
  path: string;
  /**
   * ISO 8601 date (`2026-11-22`) or date-time of the page's last real change. Left out when it
   * is not known: a sitemap that claims pages changed "now" teaches search engines to ignore it.
   */
  lastmod?: string;
}

export interface ChromeHtml {
  header: string;
  footer: string;
  /** The cookie banner and settings dialog: first in <body>, so first in keyboard order. */
  consent?: string;
  /**
   * The shared `LoadFailed` block as a whole page, "Réessayer" reloading the address: what the
   * page shows when its app's server bundle is missing or threw (503).
   */
  unavailable?: string;
}

/** What an app's `src/server.tsx` hands to `defineServerBundle`. */
export interface ServerBundleParts {
  app: MicroApp;
  /** Components other apps' pages show, rendered by the server too ('reviews/Testimonials' → `Testimonials`). */
  // biome-ignore lint/suspicious/noExplicitAny: fragments of different data types live in one record.
  fragments?: Record<string, Fragment<any>>;
  /** The app's indexable canonical paths with their true last-modified dates. */
  sitemap?: (backend: BackendFactory) => Promise<SitemapEntry[]>;
  /** The shell only: the header and footer around every page. */
  chrome?: (pathname: string) => ChromeHtml;
}

/**
 * The one thing an app's server bundle (`dist/server/index.js`) exports, as its default export.
 * Everything in it runs with the bundle's own copy of `shared`, so the React contexts of the
 * tree it renders are the ones its components read.
 */
export interface ServerBundle {
  contract: typeof SERVER_CONTRACT;
  name: AppName;
  app: MicroApp;
  render(url: URL, ctx: { backend: BackendFactory; fragments?: FragmentRenderer }): Promise<ServerRender>;
  /** The fragments `renderFragment` knows ('Testimonials'). */
  fragmentNames: readonly string[];
  /** null when the bundle has no fragment of that name. */
  renderFragment(name: string, backend: BackendFactory): Promise<ServerFragment | null>;
  sitemap(backend: BackendFactory): Promise<SitemapEntry[]>;
  chrome?: (pathname: string) => ChromeHtml;
}

export function defineServerBundle(parts: ServerBundleParts): ServerBundle {
  const { app, fragments = {}, sitemap, chrome } = parts;
  return {
    contract: SERVER_CONTRACT,
    name: app.name,
    app,
    render: (url, ctx) => renderApp(app, url, ctx.backend, ctx.fragments),
    fragmentNames: Object.keys(fragments),
    renderFragment: async (name, backend) => {
      const fragment = Object.hasOwn(fragments, name) ? fragments[name] : undefined;
      return fragment ? renderFragment(fragment, backend, `${app.name}/${name}`) : null;
    },
    sitemap: async (backend) => (sitemap ? sitemap(backend) : []),
    ...(chrome ? { chrome } : {}),
  };
}

/**
 * Checks what a bundle file exported before the server trusts it: the compiler checked the
 * bundle's source against `ServerBundle`, this checks that the file on disk was built from such
 * a source, against this version of the contract.
 */
export function asServerBundle(exported: unknown, expected: AppName): ServerBundle {
  const candidate = (exported as { default?: unknown } | null)?.default;
  if (typeof candidate !== 'object' || candidate === null) {
    throw new Error(`${expected} : pas de defineServerBundle() exporté par défaut`);
  }
  const bundle = candidate as Partial<ServerBundle>;
  if (bundle.contract !== SERVER_CONTRACT) {
    throw new Error(`${expected} : contrat serveur ${String(bundle.contract)}, attendu ${SERVER_CONTRACT}`);
  }
  if (bundle.name !== expected)
    throw new Error(`${expected} : le paquet annonce l’app ${String(bundle.name)}`);
  for (const method of ['render', 'renderFragment', 'sitemap'] as const) {
    if (typeof bundle[method] !== 'function') throw new Error(`${expected} : ${method} manquant`);
  }
  if (!Array.isArray(bundle.fragmentNames)) throw new Error(`${expected} : fragmentNames manquant`);
  return bundle as ServerBundle;
}
