import { defineFragment } from '@parquet-alsace/shared';
import { fetchApprovedReviews } from '../reviews/load';
import type { Review } from '../reviews/model';
import Testimonials from './testimonials';

/** The home testimonials as the server renders them into the home page (id 'reviews/Testimonials'). */
export const testimonialsFragment = defineFragment<readonly Review[]>({
  load: async (backend) => fetchApprovedReviews(await backend(), 3),
  Component: Testimonials,
});
