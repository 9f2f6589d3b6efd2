import { defineFragment } from '@parquet-alsace/shared';
import { loadPhotos } from '../gallery/load-photos';
import type { GalleryPhoto } from '../gallery/photo';
import GalleryTeaser from './gallery-teaser';

/** The home's gallery teaser as the server renders it into the home page (id 'gallery/GalleryTeaser'). */
export const galleryTeaserFragment = defineFragment<GalleryPhoto[]>({
  load: (backend) => loadPhotos(backend, 6),
  Component: GalleryTeaser,
});
