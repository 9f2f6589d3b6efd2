import { breadcrumbList, breadcrumbsFor, defineRoute, webPage } from '@parquet-alsace/shared';
import { LegalDocument } from './legal-document';
import { privacyTexts } from './texts';

export const privacyRoute = defineRoute({
  path: '/confidentialite/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  head: () => ({
    title: privacyTexts().title,
    description: privacyTexts().description,
    path: '/confidentialite/',
    jsonLd: [
      {
        ...webPage('WebPage', privacyTexts().h1, privacyTexts().description, '/confidentialite/'),
        dateModified: privacyTexts().updatedIso,
      },
      breadcrumbList(breadcrumbsFor('/confidentialite/', privacyTexts().crumb)),
    ],
  }),
  Component: () => (
    <LegalDocument
      path="/confidentialite/"
      crumb={privacyTexts().crumb}
      title={privacyTexts().h1}
      updated={privacyTexts().updated}
      intro={privacyTexts().intro}
      sections={privacyTexts().sections}
      links={privacyTexts().links}
    />
  ),
});
