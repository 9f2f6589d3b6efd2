// Server bundle: the same routes, rendered to HTML by the production server.

import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { defineServerBundle, type SitemapEntry } from '@parquet-alsace/shared/server';
import { galleryApp } from './app';
import { newestPhoto } from './data/queries';
import { fragments } from './fragments';

/** sitemap.xml: /gallery/, last modified when the newest photo was added (no date without photos). */
async function sitemap(backend: BackendFactory): Promise<SitemapEntry[]> {
  const { data, error } = await newestPhoto(await backend());
  if (error) throw error;
  const newest = data?.[0]?.created_at;
  return [newest ? { path: '/gallery/', lastmod: newest } : { path: '/gallery/' }];
}

export default defineServerBundle({
  app: galleryApp,
  fragments,
  sitemap,
});
