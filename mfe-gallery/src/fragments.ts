import type { FragmentsOf } from '@parquet-alsace/shared';
import { galleryTeaserFragment } from './teaser/gallery-teaser-fragment';

/**
 * Fragments other apps' pages show (the home page's "Nos chantiers en cours" teaser): rendered by the server
 * (shared/src/platform/fragments.tsx) and shown on the index of the standalone dev server.
 */
export const fragments = { GalleryTeaser: galleryTeaserFragment } satisfies FragmentsOf<'gallery'>;
