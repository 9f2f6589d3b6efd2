import { defineFragment } from '@parquet-alsace/shared';
import SiteSearch from './site-search';

/**
 * The not-found page's search as the server renders it ('blog/SiteSearch'): no data; the page
 * marks it as an island that hydrates on the visitor's first interaction with it.
 */
export const siteSearchFragment = defineFragment<null>({
  load: async () => null,
  Component: SiteSearch,
});
