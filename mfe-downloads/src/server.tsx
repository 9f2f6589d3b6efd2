// Server bundle: the same routes, rendered to HTML by the production server.
import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { defineServerBundle, type SitemapEntry } from '@parquet-alsace/shared/server';
import { downloadsApp } from './app';

/** sitemap.xml: /downloads/, last modified when a document last changed (no date without documents). */
async function sitemap(backend: BackendFactory): Promise<SitemapEntry[]> {
  const { data, error } = await (await backend())
    .from('documents')
    .select('updated_at')
    .order('updated_at', { ascending: false })
    .limit(1);
  if (error) throw error;
  const newest = data?.[0]?.updated_at;
  return [newest ? { path: '/downloads/', lastmod: newest } : { path: '/downloads/' }];
}

export default defineServerBundle({ app: downloadsApp, sitemap });
