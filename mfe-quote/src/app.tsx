import { defineRoute, type MicroApp, NotFoundPage, notFoundHead } from '@parquet-alsace/shared';
import { ThankYouPage } from './thank-you/thank-you-page';

export const quoteApp: MicroApp = {
  name: 'quote',
  routes: [
    defineRoute({
      path: '/thank-you/',
      head: (_data, { url }) => ({
        title: 'Merci pour votre demande | Parquet Alsace Rénovation',
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
