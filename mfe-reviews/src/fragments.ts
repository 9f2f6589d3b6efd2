import type { FragmentsOf } from '@parquet-alsace/shared';
import { testimonialsFragment } from './testimonials/testimonials-fragment';

/**
 * Fragments other apps' pages show (the home page's testimonials): rendered by the server
 * (shared/src/platform/fragments.tsx) and shown on the index of the standalone dev server.
 */
export const fragments = { Testimonials: testimonialsFragment } satisfies FragmentsOf<'reviews'>;
