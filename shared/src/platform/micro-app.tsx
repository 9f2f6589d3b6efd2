import { type ComponentType, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { BackendFactory } from '../backend/client';
import { applyHead, type PageHead } from '../seo/head';
import { browserBackend } from './backend-loader';
import { dispatchSiteEvent } from './events';
import { AppUnavailable } from './failure';
import type { RenderedFragments } from './fragments';
import type { IslandId } from './island-ids';
import type { AppName } from './ownership';
import { takePageData } from './page-data';

/**
 * The contract every app fulfils: a list of routes, each with an isomorphic `load` (run by the
 * server before rendering HTML, and by the browser on client-side navigation), a `head` built
 * from the same data, and a component that renders from that data. Server and browser render
 * the very same tree, so the browser hydrates the server's HTML instead of redrawing it.
 */
export interface LoadContext {
  params: Record<string, string | undefined>;
  url: URL;
  backend: BackendFactory;
}

export interface RouteProps<D> {
  data: D;
  params: Record<string, string | undefined>;
}

export interface LoadFailedProps {
  error: unknown;
  params: Record<string, string | undefined>;
  /** Runs the route's `load` again. */
  retry: () => void;
}

export interface AppRoute<D = unknown> {
  /** react-router pattern in canonical form (trailing slash), e.g. '/blog/:slug/'. */
  path: string;
  load?: (ctx: LoadContext) => Promise<D>;
  head: (data: D, ctx: { params: Record<string, string | undefined>; url: URL }) => PageHead;
  /** HTTP status for this data (404 when the thing asked for does not exist). */
  status?: (data: D) => number;
  /** Whether a change of the query string loads the data again (pagination…). */
  reloadOnSearch?: boolean;
  Component: ComponentType<RouteProps<D>>;
  /** Shown while the browser loads the data of a client-side navigation. */
  Loading?: ComponentType;
  /**
   * Shown in the browser when `load` failed there (the server answers such an address 503 and
   * leaves it to the browser). Default: the shared "momentanément indisponible" block.
   */
  Failed?: ComponentType<LoadFailedProps>;
  /** Fragments of other remotes the page shows (`<RemoteSlot id>`), rendered by the server too. */
  fragments?: readonly IslandId[];
  /**
   * The page is static HTML with islands (`<RemoteSlot trigger>`): the browser never hydrates the
   * app, and the server embeds no page data (each island carries its own props). Without it the
   * whole app hydrates once the browser is idle (docs/adr-004-islands.md).
   */
  islands?: boolean;
}

export interface MicroApp {
  name: AppName;
  // biome-ignore lint/suspicious/noExplicitAny: routes of different data types live in one list.
  routes: AppRoute<any>[];
  /** Rendered for an unmatched path or a 404 status. */
  NotFound: ComponentType;
  notFoundHead: (url: URL) => PageHead;
}

/** Identity helper that keeps each route's data type checked between load, head and Component. */
export function defineRoute<D>(route: AppRoute<D>): AppRoute<D> {
  return route;
}

export function matchRoute(app: MicroApp, pathname: string) {
  for (const route of app.routes) {
    const match = matchPath({ path: route.path, end: true, caseSensitive: true }, pathname);
    if (match) return { route, params: match.params as Record<string, string | undefined> };
  }
  return null;
}

export function dataKey(route: AppRoute | undefined, url: { pathname: string; search: string }): string {
  return route?.reloadOnSearch ? `${url.pathname}${url.search}` : url.pathname;
}

type ViewState =
  | { key: string; status: 'ready'; data: unknown }
  | { key: string; status: 'loading' }
  | { key: string; status: 'error'; error: unknown };

/** Renders the route of the current location from its data, loading it when it is not there yet. */
export function RouteView({
  app,
  initial,
}: {
  app: MicroApp;
  initial?: { key: string; data: unknown } | null;
}) {
  const location = useLocation();
  const matched = matchRoute(app, location.pathname);
  const key = dataKey(matched?.route, location);
  const [state, setState] = useState<ViewState>(() =>
    initial && initial.key === key
      ? { key, status: 'ready', data: initial.data }
      : { key, status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  // Runs when the address's data key changes, on a retry, and once the data is ready (to apply
  // the head). The state itself is deliberately not a dependency: it is what this effect updates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the comment above.
  useEffect(() => {
    if (!matched) {
      applyPageHead(app.notFoundHead(new URL(window.location.href)));
      return;
    }
    if (state.key === key && state.status === 'ready') {
      const url = new URL(window.location.href);
      applyPageHead(matched.route.head(state.data, { params: matched.params, url }));
      return;
    }
    let cancelled = false;
    setState({ key, status: 'loading' });
    const url = new URL(window.location.href);
    const load = matched.route.load ?? (async () => null);
    load({ params: matched.params, url, backend: browserBackend }).then(
      (data) => {
        if (cancelled) return;
        setState({ key, status: 'ready', data });
      },
      (error) => {
        console.error(error);
        if (!cancelled) setState({ key, status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt, state.status === 'ready' && state.key === key]);

  if (!matched) return <app.NotFound />;
  if (state.key !== key || state.status === 'loading') {
    const Loading = matched.route.Loading;
    return Loading ? <Loading /> : <div aria-busy="true" css={{ minHeight: '60vh' }} />;
  }
  if (state.status === 'error') {
    const retry = () => setAttempt((n) => n + 1);
    const { Failed } = matched.route;
    return Failed ? (
      <Failed error={state.error} params={matched.params} retry={retry} />
    ) : (
      <AppUnavailable onRetry={retry} />
    );
  }
  if ((matched.route.status?.(state.data) ?? 200) === 404) return <app.NotFound />;
  const { Component } = matched.route;
  return <Component data={state.data} params={matched.params} />;
}

function applyPageHead(head: PageHead) {
  applyHead(head);
  dispatchSiteEvent('site:page-ready', {
    path: `${window.location.pathname}${window.location.search}`,
    title: head.title,
  });
}

export { AppProviders } from './providers';

/** The embedded server data for this app, if the server rendered the current address. */
export function initialDataFor(
  app: MicroApp,
): { key: string; data: unknown; fragments: RenderedFragments } | null {
  const matched = matchRoute(app, window.location.pathname);
  const key = dataKey(matched?.route, window.location);
  const embedded = takePageData(app.name, key);
  return embedded ? { key, data: embedded.data, fragments: embedded.fragments ?? {} } : null;
}
