import type { SupabaseClient } from '@supabase/supabase-js';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PageHead } from '../seo/head';
import { type Fragment, FragmentsContext, type RenderedFragment, type RenderedFragments } from './fragments';
import { AppProviders, dataKey, type MicroApp, matchRoute, RouteView } from './micro-app';
import type { PageData } from './page-data';

export interface ServerRender {
  status: number;
  head: PageHead | null;
  /** The app's HTML, to place inside `<div id="app-<name>">`; empty when the browser must render it. */
  html: string;
  /** Embedded for hydration; null when nothing was loaded. */
  pageData: PageData | null;
}

/** Renders another remote's fragment (by id, "reviews/Testimonials"); null when it cannot. */
export type FragmentRenderer = (id: string) => Promise<RenderedFragment | null>;

/**
 * A fragment of this remote rendered alone, for the server render of another app's page: its
 * data loaded, its HTML with the same providers as a page. Exported by each remote's server
 * bundle next to its `fragments`.
 */
export async function renderFragment<D>(
  fragment: Fragment<D>,
  backend: () => Promise<SupabaseClient>,
): Promise<RenderedFragment> {
  const data = await fragment.load(backend);
  const html = renderToString(
    <AppProviders>
      <fragment.Component initial={data} />
    </AppProviders>,
  );
  return { html, data };
}

async function renderFragments(
  ids: readonly string[],
  render: FragmentRenderer | undefined,
): Promise<RenderedFragments> {
  if (!render || ids.length === 0) return {};
  const rendered = await Promise.all(
    ids.map(async (id) => {
      try {
        return [id, await render(id)] as const;
      } catch (error) {
        console.error(`Fragment ${id} non rendu par le serveur`, error);
        return [id, null] as const;
      }
    }),
  );
  return Object.fromEntries(
    rendered.filter((entry): entry is readonly [string, RenderedFragment] => entry[1] !== null),
  );
}

/**
 * Renders one address of an app on the server: the same route, loader and component as in the
 * browser. If the data cannot be loaded the page is sent without the app's HTML, and the
 * browser renders it (a route whose HTML is missing still works client-rendered).
 */
export async function renderApp(
  app: MicroApp,
  url: URL,
  backend: () => Promise<SupabaseClient>,
  fragmentRenderer?: FragmentRenderer,
): Promise<ServerRender> {
  const matched = matchRoute(app, url.pathname);
  const renderTree = (initial: { key: string; data: unknown } | null, fragments: RenderedFragments = {}) =>
    renderToString(
      <AppProviders>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <FragmentsContext.Provider value={fragments}>
            <RouteView app={app} initial={initial} />
          </FragmentsContext.Provider>
        </StaticRouter>
      </AppProviders>,
    );

  if (!matched) {
    return { status: 404, head: app.notFoundHead(url), html: renderTree(null), pageData: null };
  }
  const key = dataKey(matched.route, url);
  let data: unknown = null;
  const fragmentsRendering = renderFragments(matched.route.fragments ?? [], fragmentRenderer);
  try {
    data = matched.route.load ? await matched.route.load({ params: matched.params, url, backend }) : null;
  } catch (error) {
    console.error(`Rendu serveur de ${url.pathname} sans données`, error);
    return { status: 200, head: null, html: '', pageData: null };
  }
  const status = matched.route.status?.(data) ?? 200;
  const head =
    status === 404 ? app.notFoundHead(url) : matched.route.head(data, { params: matched.params, url });
  const initial = { key, data };
  const fragments = await fragmentsRendering;
  const pageData: PageData = { app: app.name, ...initial };
  if (Object.keys(fragments).length > 0) {
    // Only the data travels in the page: the HTML is already in it.
    pageData.fragments = Object.fromEntries(
      Object.entries(fragments).map(([id, f]) => [id, { data: f.data }]),
    );
  }
  return { status, head, html: renderTree(initial, fragments), pageData };
}
