import { defineRoute, type MicroApp, NotFoundPage, notFoundHead, Spinner } from '@parquet-alsace/shared';
import { downloadsHead } from './downloads/downloads-head';
import { type DownloadsData, DownloadsPage } from './downloads/downloads-page';
import { loadDocuments } from './downloads/load-documents';
import { texts } from './downloads/texts';

export const downloadsApp: MicroApp = {
  name: 'downloads',
  routes: [
    defineRoute<DownloadsData>({
      path: '/downloads/',
      load: async ({ backend }) => {
        try {
          return { documents: await loadDocuments(backend), failed: false };
        } catch (error) {
          // On the server: no HTML, the browser loads again. In the browser: the page's error block.
          if (typeof window === 'undefined') throw error;
          console.error(error);
          return { documents: [], failed: true };
        }
      },
      head: () => downloadsHead(),
      Component: ({ data }) => <DownloadsPage data={data} />,
      Loading: () => <Spinner label={texts.loading} />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
