// Server bundle: the same routes, rendered to HTML by the production server.
import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { defineServerBundle, type SitemapEntry } from '@parquet-alsace/shared/server';
import { downloadsApp } from './app';
import { newestDocument } from './data/queries';

/** sitemap.xml: /downloads/, last modified when a document last changed (no date without documents). */
async function sitemap(backend: BackendFactory): Promise<SitemapEntry[]> {
  const { data, error } = await newestDocument(await backend());
  if (error) throw error;
  const newest = data?.[0]?.updated_at;
  return [newest ? { path: '/downloads/', lastmod: newest } : { path: '/downloads/' }];
}

export default defineServerBundle({ app: downloadsApp, sitemap });
