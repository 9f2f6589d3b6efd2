import { breadcrumbList, breadcrumbsFor, defineRoute, serviceWithOffer } from '@parquet-alsace/shared';
import { ServicesPage } from './services-page';
import { servicesTexts as t } from './texts';

export const servicesRoute = defineRoute({
  path: '/services/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  head: () => ({
    title: t.title,
    description: t.description,
    path: '/services/',
    jsonLd: [
      serviceWithOffer(t.jsonLdName, t.description, '/services/'),
      breadcrumbList(breadcrumbsFor('/services/')),
    ],
  }),
  Component: () => <ServicesPage />,
});
