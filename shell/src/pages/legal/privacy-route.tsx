import { breadcrumbList, breadcrumbsFor, defineRoute, webPage } from '@parquet-alsace/shared';
import { LegalDocument } from './legal-document';
import { privacyTexts as t } from './texts';

export const privacyRoute = defineRoute({
  path: '/confidentialite/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  islands: true,
  head: () => ({
    title: t.title,
    description: t.description,
    path: '/confidentialite/',
    jsonLd: [
      { ...webPage('WebPage', t.h1, t.description, '/confidentialite/'), dateModified: t.updatedIso },
      breadcrumbList(breadcrumbsFor('/confidentialite/', t.crumb)),
    ],
  }),
  Component: () => (
    <LegalDocument
      path="/confidentialite/"
      crumb={t.crumb}
      title={t.h1}
      updated={t.updated}
      intro={t.intro}
      sections={t.sections}
      links={t.links}
    />
  ),
});
