import { breadcrumbList, breadcrumbsFor, defineRoute } from '@parquet-alsace/shared';
import { PricesPage } from './prices-page';
import { pricesTexts as t } from './texts';

export const pricesRoute = defineRoute({
  path: '/tarifs/',
  // Static HTML: the quote button and phone link work through the page's loader.
  head: () => ({
    title: t.title,
    description: t.description,
    path: '/tarifs/',
    jsonLd: [breadcrumbList(breadcrumbsFor('/tarifs/'))],
  }),
  Component: () => <PricesPage />,
});
