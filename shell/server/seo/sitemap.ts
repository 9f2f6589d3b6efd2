import { business, canonicalUrl } from '@parquet-alsace/shared';
import type { BackendFactory, ServerBundle, SitemapEntry } from '@parquet-alsace/shared/server';

/**
 * The shell's own indexable pages. Their dates are those of their texts (written on
 * 22 November 2026), changed by hand when a text changes: a sitemap that claims every page
 * changed today teaches search engines to ignore its dates.
 */
export const shellSitemap: SitemapEntry[] = [
  { path: '/', lastmod: '2026-12-07' },
  { path: '/services/', lastmod: '2026-12-07' },
  { path: '/tarifs/', lastmod: '2026-12-07' },
  { path: '/about/', lastmod: '2026-11-22' },
  { path: '/confidentialite/', lastmod: '2026-11-22' },
];

/** Answer 200 but must not be indexed, so never listed. */
export const noindexPaths = ['/cgv/', '/thank-you/', '/offline/'];

/** W3C datetime as sitemaps want it: a plain date stays a date, a date-time becomes UTC without milliseconds. */
export function formatLastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Number.isNaN(Date.parse(value)) ? null : value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** Percent-encodes a path once, whether it arrives raw (`/blog/tag/ponçage/`) or already encoded. */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return encodeURI(path);
  }
}

/**
 * Keeps what belongs in a sitemap: canonical paths only (trailing slash, no foreign query
 * parameters, no alias such as /blog/articles/), no noindex page, each path once with its
 * latest date.
 */
export function mergeSitemapEntries(lists: SitemapEntry[][]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) {
    if (!entry || typeof entry.path !== 'string' || !entry.path.startsWith('/')) continue;
    const path = encodePath(entry.path);
    const [pathname = '/', search = ''] = path.split('?');
    if (canonicalUrl(pathname, search) !== `${business.canonicalHost}${path}`) continue;
    if (noindexPaths.includes(pathname)) continue;
    const lastmod = formatLastmod(entry.lastmod) ?? undefined;
    const known = byPath.get(path);
    if (!known || (lastmod && (!known.lastmod || Date.parse(lastmod) > Date.parse(known.lastmod)))) {
      const date = lastmod ?? known?.lastmod;
      byPath.set(path, date ? { path, lastmod: date } : { path });
    }
  }
  return [...byPath.values()];
}

export function sitemapXml(entries: SitemapEntry[], host: string = business.canonicalHost): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${host}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Every app's entries, the shell's first. `complete` is false when an app's sitemap failed
 * (backend down): its pages are then missing, and the file must not be cached as if whole.
 */
export async function gatherSitemap(
  bundles: Record<string, Pick<ServerBundle, 'sitemap'> | undefined>,
  backend: BackendFactory,
  log: Pick<Console, 'error'> = console,
): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  let complete = true;
  const lists = await Promise.all(
    Object.entries(bundles).map(async ([name, bundle]) => {
      if (!bundle) return [];
      try {
        const entries = await bundle.sitemap(backend);
        return Array.isArray(entries) ? entries : [];
      } catch (error) {
        log.error(`sitemap.xml : les pages de ${name} sont absentes`, error);
        complete = false;
        return [];
      }
    }),
  );
  return { entries: mergeSitemapEntries([shellSitemap, ...lists]), complete };
}
