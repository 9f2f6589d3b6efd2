import {
  defineRoute,
  Island,
  type MicroApp,
  NotFoundPage,
  notFoundHead,
  pageTitle,
} from '@parquet-alsace/shared';
import ThankYouPage from './thank-you/thank-you-page';

export const quoteApp: MicroApp = {
  name: 'quote',
  routes: [
    defineRoute({
      path: '/thank-you/',
      head: (_data, { url }) => ({
        title: pageTitle('Merci pour votre demande'),
        description:
          'Merci pour votre demande — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.',
        path: url.pathname,
        robots: 'noindex',
      }),
      // What the page shows depends on this tab's flag of a sent request, which only the browser
      // knows: the whole page is one island, woken as soon as the page's loader runs.
      Component: () => <Island id="quote/ThankYou" Component={ThankYouPage} props={{}} trigger="load" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
