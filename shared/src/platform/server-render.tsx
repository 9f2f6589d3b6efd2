import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BackendFactory } from '../backend/client';
import { NOT_FOUND_FRAGMENTS } from '../not-found/not-found-page';
import type { PageHead } from '../seo/head';
import { type Fragment, FragmentsContext, type RenderedFragments } from './fragments';
import { type IslandRenderer, IslandRendererContext } from './island';
import { islandKey } from './islands';
import { AppProviders, dataKey, type MicroApp, matchRoute, RouteView } from './micro-app';
import type { PageData } from './page-data';

export type { BackendFactory };

/**
 * What rendering one address gives the shell's server. There are two outcomes and the platform,
 * not the app, decides what each means over HTTP:
 * - `page`: HTML of the route (or of the not-found page) with its status, head and data;
 *   `complete` is false when a fragment of another remote could not be rendered (its placeholder
 *   was used instead), so the page must not be reused from a cache.
 * - `unavailable`: the route's data could not be loaded. The server answers 503 with
 *   `Retry-After` and an empty app container, and the browser renders the route itself.
 */
export type ServerRender =
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      /** The app's HTML, to place inside `<div id="app-<name>">`. */
      html: string;
      /** Embedded for hydration; null when the route loads nothing (not-found). */
      pageData: PageData | null;
      complete: boolean;
    }
  | { kind: 'unavailable'; error: unknown };

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
  const renderTree = (initial: { key: string; data: unknown } | null, fragments: RenderedFragments = {}) =>
    renderToString(
      <AppProviders>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <FragmentsContext.Provider value={fragments}>
            <IslandRendererContext.Provider value={renderIsland}>
              <RouteView app={app} initial={initial} />
            </IslandRendererContext.Provider>
          </FragmentsContext.Provider>
        </StaticRouter>
      </AppProviders>,
    );

  if (!matched) {
    const { rendered, complete } = await renderFragments(NOT_FOUND_FRAGMENTS, fragmentRenderer);
    return {
      kind: 'page',
      status: 404,
      head: app.notFoundHead(url),
      html: renderTree(null, rendered),
      pageData: null,
      complete,
    };
  }
  const key = dataKey(matched.route, url);
  const fragmentsRendering = renderFragments(matched.route.fragments ?? [], fragmentRenderer);
  let data: unknown = null;
  try {
    data = matched.route.load ? await matched.route.load({ params: matched.params, url, backend }) : null;
  } catch (error) {
    // The fragments' renders are already under way; their failures are logged where they happen.
    return { kind: 'unavailable', error };
  }
  const status = matched.route.status?.(data) ?? 200;
  const head =
    status === 404 ? app.notFoundHead(url) : matched.route.head(data, { params: matched.params, url });
  const { rendered, complete } = await fragmentsRendering;
  // A 404 shows the not-found page, whose search is a fragment too.
  if (status === 404 && matched.route.islands) {
    const notFound = await renderFragments(NOT_FOUND_FRAGMENTS, fragmentRenderer);
    const html = renderTree({ key, data }, { ...rendered, ...notFound.rendered });
    return { kind: 'page', status, head, html, pageData: null, complete: complete && notFound.complete };
  }
  const html = renderTree({ key, data }, rendered);
  // A page of islands never hydrates as a whole: its islands carry their own props.
  if (matched.route.islands) return { kind: 'page', status, head, html, pageData: null, complete };
  const pageData: PageData = { app: app.name, key, data };
  const ids = Object.keys(rendered);
  // The fragments' HTML goes into the page once, inside their slots; the page data carries only
  // what their components start from.
  if (ids.length > 0)
    pageData.fragments = Object.fromEntries(ids.map((id) => [id, { data: rendered[id]?.data }]));
  return {
    kind: 'page',
    status,
    head,
    html,
    pageData,
    complete,
  };
}
