import { defineRoute, type MicroApp, NotFoundPage, notFoundHead, Spinner } from '@parquet-alsace/shared';
import { galleryHead } from './gallery/gallery-head';
import { type GalleryData, GalleryPage } from './gallery/gallery-page';
import { loadPhotos } from './gallery/load-photos';
import { texts } from './gallery/texts';

export const galleryApp: MicroApp = {
  name: 'gallery',
  routes: [
    defineRoute<GalleryData>({
      path: '/gallery/',
      // A failure throws: the server then answers 503 and the browser loads again, showing the
      // page's error block (with its retry) if that fails too.
      load: async ({ backend }) => ({ photos: await loadPhotos(backend), failed: false }),
      head: (data, { url }) => galleryHead(data.photos, url),
      Component: ({ data }) => <GalleryPage data={data} />,
      Failed: () => <GalleryPage data={{ photos: [], failed: true }} />,
      Loading: () => <Spinner label={texts.loading} />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
