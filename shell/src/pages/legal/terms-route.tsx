import { breadcrumbList, breadcrumbsFor, defineRoute } from '@parquet-alsace/shared';
import { LegalDocument } from './legal-document';
import { termsTexts as t } from './texts';

export const termsRoute = defineRoute({
  path: '/cgv/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  islands: true,
  head: () => ({
    title: t.title,
    description: t.description,
    path: '/cgv/',
    robots: 'noindex',
    jsonLd: [breadcrumbList(breadcrumbsFor('/cgv/', t.crumb))],
  }),
  Component: () => (
    <LegalDocument
      path="/cgv/"
      crumb={t.crumb}
      title={t.h1}
      updated={t.updated}
      sections={t.sections}
      links={t.links}
    />
  ),
});
