import { breadcrumbList, breadcrumbsFor, defineRoute } from '@parquet-alsace/shared';
import { PLAIN_QUOTE_PATH, PlainQuotePage, presetFrom } from './plain-quote-page';
import { plainQuoteTexts as t } from './texts';

export const plainQuoteRoute = defineRoute({
  path: PLAIN_QUOTE_PATH,
  // Static HTML and a plain form: it works without any script.
  reloadOnSearch: true,
  load: async ({ url }) => presetFrom(url),
  head: () => ({
    title: t.title,
    description: t.description,
    path: PLAIN_QUOTE_PATH,
    robots: 'noindex',
    jsonLd: [breadcrumbList(breadcrumbsFor(PLAIN_QUOTE_PATH, t.crumb))],
  }),
  Component: ({ data }) => <PlainQuotePage preset={data} />,
});
