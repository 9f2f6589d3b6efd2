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
      islands: true,
      // A failure throws: the server then answers 503 and the browser loads again, showing the
      // page's error block (with its retry) if that fails too.
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
