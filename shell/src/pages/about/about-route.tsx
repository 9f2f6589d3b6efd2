import { breadcrumbList, breadcrumbsFor, defineRoute, webPage } from '@parquet-alsace/shared';
import { AboutPage } from './about-page';
import { aboutTexts as t } from './texts';

export const aboutRoute = defineRoute({
  path: '/about/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  islands: true,
  head: () => ({
    title: t.title,
    description: t.description,
    path: '/about/',
    jsonLd: [webPage('AboutPage', t.h1, t.description, '/about/'), breadcrumbList(breadcrumbsFor('/about/'))],
  }),
  Component: () => <AboutPage />,
});
