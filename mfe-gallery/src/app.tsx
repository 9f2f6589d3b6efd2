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
      load: async ({ backend }) => {
        try {
          return { photos: await loadPhotos(backend), failed: false };
        } catch (error) {
          // On the server: no HTML, the browser loads again. In the browser: the page's error block.
          if (typeof window === 'undefined') throw error;
          console.error(error);
          return { photos: [], failed: true };
        }
      },
      head: (data, { url }) => galleryHead(data.photos, url),
      Component: ({ data }) => <GalleryPage data={data} />,
      Loading: () => <Spinner label={texts.loading} />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
