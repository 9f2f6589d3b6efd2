import { breadcrumbList, breadcrumbsFor, defineRoute, webPage } from '@parquet-alsace/shared';
import { documentSize } from '../../data/queries';
import { AboutPage } from './about-page';
import { aboutTexts as t } from './texts';

export const aboutRoute = defineRoute({
  path: '/about/',
  // Static HTML: quote buttons, phone links and tracked links work through the page's loader.
  // The brochure's size as the downloads page shows it: the documents table's, from the file.
  load: async ({ backend }) => {
    const { data, error } = await documentSize(await backend(), t.brochureUrl);
    if (error) console.warn('Taille de la plaquette inconnue', error.message);
    return { brochureBytes: typeof data?.file_size === 'number' ? data.file_size : null };
  },
  head: () => ({
    title: t.title,
    description: t.description(),
    path: '/about/',
    jsonLd: [
      webPage('AboutPage', t.h1, t.description(), '/about/'),
      breadcrumbList(breadcrumbsFor('/about/')),
    ],
  }),
  Component: ({ data }) => <AboutPage brochureBytes={data.brochureBytes} />,
});
