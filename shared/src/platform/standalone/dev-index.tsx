import { css } from '@emotion/react';
import { type ComponentType, useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import { Container } from '../../ui/primitives';
import { QuoteButton } from '../../ui/quote-button';
import { browserBackend } from '../backend-loader';
import type { Fragment } from '../fragments';
import type { MicroApp } from '../micro-app';
import { devTexts } from './texts';

/** The address of the not-found page the index links to: no app claims it. */
export const DEV_NOT_FOUND_PATH = '/page-introuvable/';

/** The canonical paths of the running site's sitemap (empty when it cannot be read). */
async function sitemapPaths(): Promise<string[]> {
  try {
    const response = await fetch('/sitemap.xml');
    if (!response.ok) return [];
    const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
    return [...xml.getElementsByTagName('loc')].flatMap((loc) => {
      try {
        return [new URL(loc.textContent ?? '').pathname];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

interface RouteLinks {
  pattern: string;
  links: Array<{ href: string; example: boolean }>;
}

/**
 * Addresses to open for each route: the route itself when it has no parameter; otherwise up to two
 * pages of that pattern from the site's sitemap, or a made-up one (its not-found answer) when the
 * sitemap has none.
 */
export function routeLinks(app: MicroApp, sitemap: readonly string[]): RouteLinks[] {
  return app.routes.map(({ path }) => {
    if (!path.includes(':')) return { pattern: path, links: [{ href: path, example: false }] };
    // A path matches the first route of the app that claims it (the router's order).
    const found = sitemap
      .filter(
        (candidate) =>
          app.routes.find((route) => matchPath({ path: route.path, end: true }, candidate))?.path === path,
      )
      .slice(0, 2);
    if (found.length > 0) return { pattern: path, links: found.map((href) => ({ href, example: false })) };
    return { pattern: path, links: [{ href: path.replace(/:[^/]+/g, 'exemple'), example: true }] };
  });
}

function FragmentPreview({ id, fragment }: { id: string; fragment: Fragment<unknown> }) {
  const [state, setState] = useState<{ data: unknown } | { error: string } | null>(null);
  useEffect(() => {
    fragment
      .load(browserBackend)
      .then((data) => setState({ data }))
      .catch((error: unknown) => setState({ error: error instanceof Error ? error.message : String(error) }));
  }, [fragment]);
  const Component = fragment.Component as ComponentType<{ initial?: unknown }>;
  return (
    <section data-dev-fragment={id} css={css`margin: 24px 0; border-top: 1px dashed var(--c-border);`}>
      <h3>{id}</h3>
      {state === null && <p>{devTexts.fragmentLoading}</p>}
      {state && 'error' in state && <p role="alert">{devTexts.fragmentFailed(state.error)}</p>}
      {state && 'data' in state && <Component initial={state.data} />}
    </section>
  );
}

/**
 * What `/` of a remote's dev server shows (the home page belongs to the shell): the routes of the
 * app with an address to open for each, the fragments it gives other apps' pages, and the pieces
 * of other apps it relies on (the not-found page's search, the quote wizard).
 */
export function DevIndex({
  app,
  fragments,
  siteReachable,
}: {
  app: MicroApp;
  fragments: Record<string, Fragment<unknown>>;
  siteReachable: boolean;
}) {
  const [routes, setRoutes] = useState<RouteLinks[] | null>(null);
  useEffect(() => {
    sitemapPaths().then((paths) => setRoutes(routeLinks(app, paths)));
  }, [app]);
  return (
    <Container>
      <section css={css`padding: 32px 0;`} data-dev-index={app.name}>
        <h1>{devTexts.indexTitle(app.name)}</h1>
        <p>{devTexts.indexIntro}</p>
        {!siteReachable && <p role="alert">{devTexts.siteMissing}</p>}
        <h2>{devTexts.routesTitle}</h2>
        {routes && (
          <ul data-dev-routes>
            {routes.map(({ pattern, links }) => (
              <li key={pattern} data-dev-pattern={pattern}>
                <code>{pattern}</code>&nbsp;:{' '}
                {links.map(({ href, example }, index) => (
                  <span key={href}>
                    {index > 0 && ', '}
                    <a href={href} data-dev-route={pattern}>
                      {decodeURI(href)}
                    </a>
                    {example && ` (${devTexts.noExample})`}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        {Object.keys(fragments).length > 0 && <h2>{devTexts.fragmentsTitle}</h2>}
        {Object.entries(fragments).map(([name, fragment]) => (
          <FragmentPreview key={name} id={`${app.name}/${name}`} fragment={fragment} />
        ))}
        <h2>{devTexts.othersTitle}</h2>
        <p css={css`display: flex; gap: 16px; flex-wrap: wrap; align-items: center;`}>
          <a href={DEV_NOT_FOUND_PATH} data-dev-not-found>
            {devTexts.notFoundLink}
          </a>
          <QuoteButton source="dev_standalone">{devTexts.quoteButton}</QuoteButton>
        </p>
      </section>
    </Container>
  );
}
