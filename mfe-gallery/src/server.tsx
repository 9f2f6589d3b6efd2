// Server bundle: the same routes, rendered to HTML by the production server.

import type { LoadContext } from '@parquet-alsace/shared';
import { galleryTeaserFragment } from './teaser/gallery-teaser-fragment';

export { renderApp, renderFragment } from '@parquet-alsace/shared/server';
export { galleryApp as app } from './app';

/** Fragments other apps' pages show, rendered by the server (see shared/src/platform/fragments.tsx). */
export const fragments = { GalleryTeaser: galleryTeaserFragment };

/** sitemap.xml entry: /gallery/ last modified when the newest photo was added. */
export async function sitemap(
  backend: LoadContext['backend'],
): Promise<Array<{ path: string; lastmod: string }>> {
  const { data, error } = await (await backend())
    .from('gallery_photos')
    .select('created_at')
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw error;
  const newest = (data?.[0] as { created_at?: string } | undefined)?.created_at;
  return [{ path: '/gallery/', lastmod: newest ? new Date(newest).toISOString() : new Date().toISOString() }];
}
