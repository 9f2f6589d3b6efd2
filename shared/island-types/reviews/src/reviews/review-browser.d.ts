// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import type { Review } from './model';
/**
 * The list of approved reviews with its filters (an island, woken by the first interaction).
 * `reviews` is null when the server could not load them (it answers 503): the error and its retry.
 */
export default function ReviewBrowser({ reviews }: {
    reviews: Review[] | null;
}): import("@emotion/react/jsx-runtime").JSX.Element;
