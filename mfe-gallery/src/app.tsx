import { defineRoute, type MicroApp, NotFoundPage, notFoundHead, Spinner } from '@parquet-alsace/shared';
import { galleryHead } from './gallery/gallery-head';
import { type GalleryData, GalleryPage } from './gallery/gallery-page';
import { loadPhotos } from './gallery/load-photos';
import { pageCount, requestedPage } from './gallery/pagination';
import { texts } from './gallery/texts';

export const galleryApp: MicroApp = {
  name: 'gallery',
  routes: [
    defineRoute<GalleryData>({
      path: '/gallery/',
      // A failure throws: the server then answers 503 with the page and the shared error block in
      // place of the photos, whose 'Réessayer' (in the island) loads them again.
      load: async ({ backend, url }) => ({ photos: await loadPhotos(backend), page: requestedPage(url) }),
      // A page past the last one does not exist (?page=99): 404, not a copy of the last page.
      status: (data) => (data.page > pageCount(data.photos.length) ? 404 : 200),
      head: (data, { url }) => galleryHead(data.photos, url),
      Component: ({ data }) => <GalleryPage data={data} />,
      Failed: () => <GalleryPage data={{ photos: [], page: 1, failed: true }} />,
      Loading: () => <Spinner label={texts.loading} />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
