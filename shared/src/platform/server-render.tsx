import type { SupabaseClient } from '@supabase/supabase-js';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PageHead } from '../seo/head';
import { AppProviders, type MicroApp, RouteView, dataKey, matchRoute } from './micro-app';

export interface ServerRender {
  status: number;
  head: PageHead | null;
  /** The app's HTML, to place inside `<div id="app-<name>">`; empty when the browser must render it. */
  html: string;
  /** Embedded for hydration; null when nothing was loaded. */
  pageData: { app: string; key: string; data: unknown } | null;
}

/**
 * Renders one address of an app on the server: the same route, loader and component as in the
 * browser. If the data cannot be loaded the page is sent without the app's HTML, and the
 * browser renders it (a route whose HTML is missing still works client-rendered).
 */
export async function renderApp(app: MicroApp, url: URL, backend: () => Promise<SupabaseClient>): Promise<ServerRender> {
  const matched = matchRoute(app, url.pathname);
  const renderTree = (initial: { key: string; data: unknown } | null) =>
    renderToString(
      <AppProviders>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <RouteView app={app} initial={initial} />
        </StaticRouter>
      </AppProviders>,
    );

  if (!matched) {
    return { status: 404, head: app.notFoundHead(url), html: renderTree(null), pageData: null };
  }
  const key = dataKey(matched.route, url);
  let data: unknown = null;
  try {
    data = matched.route.load ? await matched.route.load({ params: matched.params, url, backend }) : null;
  } catch (error) {
    console.error(`Rendu serveur de ${url.pathname} sans données`, error);
    return { status: 200, head: null, html: '', pageData: null };
  }
  const status = matched.route.status?.(data) ?? 200;
  const head = status === 404 ? app.notFoundHead(url) : matched.route.head(data, { params: matched.params, url });
  const initial = { key, data };
  return { status, head, html: renderTree(initial), pageData: { app: app.name, ...initial } };
}
