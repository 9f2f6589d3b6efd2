import { defineRoute, type MicroApp, NotFoundPage, notFoundHead, pageTitle } from '@parquet-alsace/shared';
import { ThankYouPage } from './thank-you/thank-you-page';

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
      Component: () => <ThankYouPage />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
