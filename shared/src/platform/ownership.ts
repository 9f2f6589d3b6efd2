/**
 * Which app owns which path: the one URL truth of the composition. The shell registers each
 * remote with single-spa using `appForPath`, and the production server renders with it.
 * Paths are canonical (trailing slash); the server redirects the others first.
 */
export type AppName = 'pages' | 'quote' | 'blog' | 'gallery' | 'reviews' | 'downloads';

export const remoteApps = ['quote', 'blog', 'gallery', 'reviews', 'downloads'] as const;
export type RemoteName = (typeof remoteApps)[number];

const owners: Array<[RegExp, AppName]> = [
  [/^\/thank-you\/$/, 'quote'],
  [/^\/blog\/(?:[^/]+\/|tag\/[^/]+\/)?$/, 'blog'],
  [/^\/gallery\/$/, 'gallery'],
  [/^\/reviews\/(?:new\/)?$/, 'reviews'],
  [/^\/downloads\/$/, 'downloads'],
];

/** The app that renders a path; everything unclaimed (home, services, legal, not-found) is the shell's pages. */
export function appForPath(pathname: string): AppName {
  for (const [pattern, app] of owners) if (pattern.test(pathname)) return app;
  return 'pages';
}

/**
 * Permanent redirects (docs/product-rules.md#routes-and-redirects). Returns the target of a 301, or null.
 * Extension-less paths without a trailing slash get one (every route "also answers with a
 * trailing slash", and the canonical form has it).
 */
export function redirectFor(pathname: string): string | null {
  const aliases: Record<string, string> = {
    '/mentions-legales/': '/about/',
    '/blog/tag/': '/blog/',
    '/blog/simple/': '/blog/',
  };
  const withSlash = pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  const target = aliases[withSlash] ?? withSlash;
  return target === pathname ? null : target;
}
