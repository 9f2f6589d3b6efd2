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
      // A failure throws: the server then answers 503 with the page and the shared error block in
      // place of the documents, whose 'Réessayer' (in the island) loads them again.
      load: async ({ backend }) => ({ documents: await loadDocuments(backend), failed: false }),
      head: () => downloadsHead(),
      Component: ({ data }) => <DownloadsPage data={data} />,
      Failed: () => <DownloadsPage data={{ documents: [], failed: true }} />,
      Loading: () => <Spinner label={texts.loading} />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
