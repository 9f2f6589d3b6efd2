import { business } from '../facts/business-facts';

/** Paths whose canonical is another page (docs/product-rules.md#seo-and-structured-data). */
const canonicalAliases: Record<string, string> = {
  '/blog/simple/': '/blog/',
  '/blog/articles/': '/blog/',
  '/blog/tag/': '/blog/',
};

const keptParameters = ['page', 'category'];

/**
 * The canonical URL of a page: https on the canonical host, trailing slash, and only the
 * `page` and `category` query parameters (in that order), so filters and tracking parameters
 * never split a page's ranking.
 */
export function canonicalUrl(pathname: string, search = ''): string {
  let path = pathname.split('#')[0] || '/';
  if (!path.endsWith('/')) path += '/';
  path = canonicalAliases[path] ?? path;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keptParameters) {
    const value = params.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${business.canonicalHost}${path}${query ? `?${query}` : ''}`;
}

/** A valid canonical address: https, same host, trailing slash. */
export function isValidCanonical(url: string, host = new URL(business.canonicalHost).host): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.host === host && parsed.pathname.endsWith('/');
  } catch {
    return false;
  }
}
