import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { BackendFactory } from '../backend/client';
import type { PageHead } from '../seo/head';
import type { IslandId } from './island-ids';
import type { AppName } from './ownership';

/**
 * The contract every app fulfils: a list of routes, each with a `load` (run by the server before
 * rendering the page), a `head` built from the same data, and a component that renders from that
 * data. Every page is static HTML with islands: the server renders the route, and only its islands
 * run code in the browser (docs/frontend-platform.md, "Islands").
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

export interface RouteFailedProps {
  error: unknown;
  params: Record<string, string | undefined>;
  /** The address to load again ("Réessayer" is a plain link: the page has no script of its own). */
  retryHref: string;
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
  /** Shown by a remote's standalone dev server while it loads the route's data in the browser. */
  Loading?: ComponentType;
  /**
   * Rendered by the server, answering 503 with `Retry-After`, when `load` failed: the page with
   * the shared `LoadFailed` block where its data would be. Default: that block alone.
   */
  Failed?: ComponentType<RouteFailedProps>;
  /** Fragments of other remotes the page shows (`<RemoteSlot id>`), rendered by the server too. */
  fragments?: readonly IslandId[];
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

export { AppProviders } from './providers';
