// Server bundle: the same routes, rendered to HTML by the production server.
import type { LoadContext } from '@parquet-alsace/shared';

export { renderApp } from '@parquet-alsace/shared/server';
export { downloadsApp as app } from './app';

/** sitemap.xml entry: /downloads/ last modified when the most recently updated document changed. */
export async function sitemap(
  backend: LoadContext['backend'],
): Promise<Array<{ path: string; lastmod: string }>> {
  const { data, error } = await (await backend())
    .from('documents')
    .select('updated_at')
    .order('updated_at', { ascending: false })
    .limit(1);
  if (error) throw error;
  const newest = (data?.[0] as { updated_at?: string } | undefined)?.updated_at;
  return [
    { path: '/downloads/', lastmod: newest ? new Date(newest).toISOString() : new Date().toISOString() },
  ];
}
