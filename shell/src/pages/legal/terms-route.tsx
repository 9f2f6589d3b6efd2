import { breadcrumbList, breadcrumbsFor, defineRoute } from '@parquet-alsace/shared';
import { LegalDocument } from './legal-document';
import { termsTexts } from './texts';

export const termsRoute = defineRoute({
  path: '/cgv/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  head: () => ({
    title: termsTexts().title,
    description: termsTexts().description,
    path: '/cgv/',
    robots: 'noindex',
    jsonLd: [breadcrumbList(breadcrumbsFor('/cgv/', termsTexts().crumb))],
  }),
  Component: () => (
    <LegalDocument
      path="/cgv/"
      crumb={termsTexts().crumb}
      title={termsTexts().h1}
      updated={termsTexts().updated}
      sections={termsTexts().sections}
      links={termsTexts().links}
    />
  ),
});
