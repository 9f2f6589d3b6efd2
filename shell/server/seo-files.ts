import type { Hono } from 'hono';
import type { AppName } from 'shared';
import type { AppServerBundle } from './server-bundles';

/**
 * Site-wide files for search engines and browsers (robots.txt, sitemap.xml, sw.js…).
 * Each app's server bundle may export `sitemap(backend)` listing its indexable canonical paths
 * with their true last modification dates; this module gathers them.
 */
export function registerSeoRoutes(
  _app: Hono,
  _ctx: { bundles: Partial<Record<AppName, AppServerBundle>>; backend: () => Promise<unknown> },
): void {
  // robots.txt, sitemap.xml, sw.js and the offline page land with the structured-data issue.
}
