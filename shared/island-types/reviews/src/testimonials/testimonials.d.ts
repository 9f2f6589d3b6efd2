// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type Review } from '../reviews/model';
export declare function TestimonialGrid({ reviews }: {
    reviews: readonly Review[];
}): import("@emotion/react/jsx-runtime").JSX.Element;
/**
 * Home testimonials (exposed as './Testimonials'): the three latest approved reviews. The server
 * renders them into the home page (`testimonialsFragment`) and hands them over as `initial`; the
 * browser asks again (the page may come from a cache) and keeps what it has if that fails.
 * Without server data: placeholders while loading, the sample content only when loading fails
 * never while real reviews may still come. With no approved review yet,
 * an invitation to write the first one rather than invented ones. The home section gives the
 * heading and the link to /reviews/ around this grid.
 */
export default function Testimonials({ initial }: {
    initial?: readonly Review[];
}): import("@emotion/react/jsx-runtime").JSX.Element;
