import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BackendFactory } from '../backend/client';
import { NOT_FOUND_FRAGMENTS } from '../not-found/not-found-page';
import type { PageHead } from '../seo/head';
import { LoadFailed } from './failure';
import { type Fragment, FragmentsContext, type RenderedFragments } from './fragments';
import { type IslandRenderer, IslandRendererContext } from './island';
import { islandKey } from './islands';
import { AppProviders, type MicroApp, matchRoute } from './micro-app';

export type { BackendFactory };

/**
 * What rendering one address gives the shell's server. There are two outcomes and the platform,
 * not the app, decides what each means over HTTP:
 * - `page`: HTML of the route (or of the not-found page) with its status and head; `complete` is
 *   false when a fragment of another remote could not be rendered (its placeholder was used
 *   instead), so the page must not be reused from a cache.
 * - `unavailable`: the route's data could not be loaded. The server answers 503 with
 *   `Retry-After` and `html`: the route's `Failed` page, or the shared `LoadFailed` block, whose
 *   "Réessayer" loads the address again. Nothing renders the route in the browser.
 */
export type ServerRender =
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      /** The app's HTML, to place inside `<div id="app-<name>">`. */
      html: string;
      complete: boolean;
    }
  | {
      kind: 'unavailable';
      error: unknown;
      /** What the page shows instead (empty when the bundle itself failed: the shell's block then). */
      html: string;
    };

/** A fragment rendered by its own remote's server bundle, for another app's page. */
export interface ServerFragment {
  html: string;
  data: unknown;
}

/** Renders another remote's fragment (by id, "reviews/Testimonials"); null when it cannot. */
export type FragmentRenderer = (id: string) => Promise<ServerFragment | null>;

/** An island of the page's own app, rendered as its own root (see `Island`). */
const renderIsland: IslandRenderer = (node, identifierPrefix) =>
  renderToString(<AppProviders>{node}</AppProviders>, { identifierPrefix });

/**
 * A fragment of this remote rendered alone, for the server render of another app's page: its
 * data loaded, its HTML with the same providers as a page, as its own React root — an island
 * hydrates it as one, with the same identifierPrefix (`id` is its "<remote>/<module>").
 */
export async function renderFragment<D>(
  fragment: Fragment<D>,
  backend: BackendFactory,
  id = '',
): Promise<ServerFragment> {
  const data = await fragment.load(backend);
  const html = renderToString(
    <AppProviders>
      <fragment.Component initial={data} />
    </AppProviders>,
    { identifierPrefix: islandKey(id) },
  );
  return { html, data };
}

/** The fragments a route names, rendered side by side; a failed one is left out (and logged). */
async function renderFragments(
  ids: readonly string[],
  render: FragmentRenderer | undefined,
): Promise<{ rendered: Record<string, ServerFragment>; complete: boolean }> {
  if (ids.length === 0) return { rendered: {}, complete: true };
  if (!render) return { rendered: {}, complete: false };
  const results = await Promise.all(
    ids.map(async (id) => {
      try {
        return [id, await render(id)] as const;
      } catch (error) {
        console.error(`Fragment ${id} non rendu par le serveur`, error);
        return [id, null] as const;
      }
    }),
  );
  const rendered: Record<string, ServerFragment> = {};
  for (const [id, fragment] of results) if (fragment) rendered[id] = fragment;
  return { rendered, complete: Object.keys(rendered).length === ids.length };
}

/**
 * Renders one address of an app on the server: the same route, loader and component as in the
 * browser. A loader that throws makes the address `unavailable` (see `ServerRender`); a
 * component that throws is a bug and propagates to the caller.
 */
export async function renderApp(
  app: MicroApp,
  url: URL,
  backend: BackendFactory,
  fragmentRenderer?: FragmentRenderer,
): Promise<ServerRender> {
  const matched = matchRoute(app, url.pathname);
  const renderTree = (node: ReactNode, fragments: RenderedFragments = {}) =>
    renderToString(
      <AppProviders>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <FragmentsContext.Provider value={fragments}>
            <IslandRendererContext.Provider value={renderIsland}>{node}</IslandRendererContext.Provider>
          </FragmentsContext.Provider>
        </StaticRouter>
      </AppProviders>,
    );
  /** The not-found page (its search is a fragment too), with the fragments already rendered. */
  const notFound = async (head: PageHead, rendered: RenderedFragments = {}, complete = true) => {
    const search = await renderFragments(NOT_FOUND_FRAGMENTS, fragmentRenderer);
    const html = renderTree(<app.NotFound />, { ...rendered, ...search.rendered });
    return { kind: 'page', status: 404, head, html, complete: complete && search.complete } as const;
  };

  if (!matched) return notFound(app.notFoundHead(url));
  const { route, params } = matched;
  const fragmentsRendering = renderFragments(route.fragments ?? [], fragmentRenderer);
  let data: unknown = null;
  try {
    data = route.load ? await route.load({ params, url, backend }) : null;
  } catch (error) {
    // "Réessayer" loads this very address again: a link, which needs no script.
    const retryHref = `${url.pathname}${url.search}`;
    const { Failed } = route;
    const html = renderTree(
      Failed ? (
        <Failed error={error} params={params} retryHref={retryHref} />
      ) : (
        <LoadFailed page retryHref={retryHref} />
      ),
      Failed ? (await fragmentsRendering).rendered : {},
    );
    return { kind: 'unavailable', error, html };
  }
  const status = route.status?.(data) ?? 200;
  const { rendered, complete } = await fragmentsRendering;
  if (status === 404) return notFound(app.notFoundHead(url), rendered, complete);
  const head = route.head(data, { params, url });
  const html = renderTree(<route.Component data={data} params={params} />, rendered);
  return { kind: 'page', status, head, html, complete };
}
