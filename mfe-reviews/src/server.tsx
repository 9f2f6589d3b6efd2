// Server bundle: the same routes, rendered to HTML by the production server.
import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { defineServerBundle, type SitemapEntry } from '@parquet-alsace/shared/server';
import { reviewsApp } from './app';
import { newestApprovedReview } from './data/queries';
import { fragments } from './fragments';
import { newestDate } from './reviews/model';

/**
 * Indexable paths of this app: only /reviews/ (the form page is noindex), last modified with the
 * newest approved review; without any, listed without a date. A failure leaves the app out of
 * sitemap.xml (the shell logs it) rather than listing it without its date.
 */
async function sitemap(backend: BackendFactory): Promise<SitemapEntry[]> {
  const { data, error } = await newestApprovedReview(await backend());
  if (error) throw error;
  const lastmod = newestDate(data ?? []);
  return [lastmod ? { path: '/reviews/', lastmod } : { path: '/reviews/' }];
}

export default defineServerBundle({
  app: reviewsApp,
  fragments,
  sitemap,
});
