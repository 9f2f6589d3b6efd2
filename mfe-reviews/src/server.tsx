// Server bundle: the same routes, rendered to HTML by the production server.

import type { SupabaseClient } from '@parquet-alsace/shared/backend';
import { newestDate } from './reviews/model';
import { testimonialsFragment } from './testimonials/testimonials-fragment';

export { renderApp, renderFragment } from '@parquet-alsace/shared/server';
export { reviewsApp as app } from './app';

/** Fragments other apps' pages show, rendered by the server (see shared/src/platform/fragments.tsx). */
export const fragments = { Testimonials: testimonialsFragment };

/**
 * Indexable paths of this app: only /reviews/ (the form page is noindex). Its lastmod is the
 * newest approved review's date; without any, the path is listed without a date.
 */
export async function sitemap(
  backend: () => Promise<SupabaseClient>,
): Promise<Array<{ path: string; lastmod?: string }>> {
  try {
    const { data, error } = await (await backend())
      .from('reviews')
      .select('created_at')
      .eq('status', 'approved')
      .order('created_at', { ascending: false })
      .limit(1);
    if (error) throw error;
    const lastmod = newestDate(Array.isArray(data) ? (data as Array<{ created_at: string }>) : []);
    return [lastmod ? { path: '/reviews/', lastmod } : { path: '/reviews/' }];
  } catch (error) {
    console.error('Sitemap des avis sans date', error);
    return [{ path: '/reviews/' }];
  }
}
