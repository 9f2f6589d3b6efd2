/**
 * Which app owns which path: the one URL truth of the composition. The shell registers each
 * remote with single-spa using `appForPath`, and the production server renders with it.
 * Paths are canonical (trailing slash); the server redirects the others first.
 */
export type AppName = 'pages' | 'quote' | 'blog' | 'gallery' | 'reviews' | 'downloads' | 'admin';

export const remoteApps = ['quote', 'blog', 'gallery', 'reviews', 'downloads', 'admin'] as const;
export type RemoteName = (typeof remoteApps)[number];

/**
 * The staff back office (docs/adr-008-back-office.md): rendered in the browser only, behind
 * sign-in, never part of a visitor's page. Visitor pages and `/site-config.json` do not name it.
 */
export const backOfficeApp = 'admin' satisfies RemoteName;

/** The remotes a visitor's page may load: every one but the back office. */
export const visitorRemoteApps = remoteApps.filter((name) => name !== backOfficeApp);

/** `/admin/` and everything below it. */
export const isBackOfficePath = (pathname: string): boolean => /^\/admin\//.test(pathname);

const owners: Array<[RegExp, AppName]> = [
  [/^\/thank-you\/$/, 'quote'],
  [/^\/blog\/(?:[^/]+\/|tag\/[^/]+\/)?$/, 'blog'],
  [/^\/gallery\/$/, 'gallery'],
  [/^\/reviews\/(?:new\/)?$/, 'reviews'],
  [/^\/downloads\/$/, 'downloads'],
  [/^\/admin\//, 'admin'],
];

/** The shell's own pages (`shell/src/pages`); a test there checks that this list names each of its routes. */
export const shellPagePaths: readonly string[] = [
  '/',
  '/services/',
  '/tarifs/',
  '/about/',
  '/confidentialite/',
  '/cgv/',
  '/devis/',
];

/** The app that renders a path; everything unclaimed (home, services, legal, not-found) is the shell's pages. */
export function appForPath(pathname: string): AppName {
  for (const [pattern, app] of owners) if (pattern.test(pathname)) return app;
  return 'pages';
}

/**
 * Permanent redirects (docs/product-rules.md#routes-and-redirects). Returns the target of a 301, or null.
 * An extension-less path without a trailing slash gets one when that names a route (the
 * canonical form has it); any other path answers 404 at once rather than after a redirect.
 */
export function redirectFor(pathname: string): string | null {
  const aliases: Record<string, string> = {
    // The legal notices are a section of the about page.
    '/mentions-legales/': '/about/#mentions-legales',
    '/blog/tag/': '/blog/',
    '/blog/simple/': '/blog/',
  };
  const slashed = pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  const isRoute = (path: string) =>
    path in aliases || appForPath(path) !== 'pages' || shellPagePaths.includes(path);
  const withSlash = slashed === pathname || isRoute(slashed) ? slashed : pathname;
  const target = aliases[withSlash] ?? withSlash;
  return target === pathname ? null : target;
}
