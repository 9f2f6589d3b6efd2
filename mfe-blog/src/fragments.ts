import type { FragmentsOf } from '@parquet-alsace/shared';
import { siteSearchFragment } from './site-search/site-search-fragment';

/**
 * Fragments other apps' pages show (the not-found page's search, an island woken by the visitor's first interaction): rendered by the server
 * (shared/src/platform/fragments.tsx) and shown on the index of the standalone dev server.
 */
export const fragments = { SiteSearch: siteSearchFragment } satisfies FragmentsOf<'blog'>;
