import { browserBackend } from '@parquet-alsace/shared/client';
import { useState } from 'react';
import { fetchApprovedReviews } from './load';
import type { Review } from './model';
import { type ListState, ReviewList } from './review-list';

/**
 * The list of approved reviews with its filters (an island, woken by the first interaction).
 * `reviews` is null when the server could not load them (it answers 503): the error and its retry.
 */
export default function ReviewBrowser({ reviews }: { reviews: Review[] | null }) {
  const [state, setState] = useState<ListState>(reviews ? { status: 'ready', reviews } : { status: 'error' });

  const retry = async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', reviews: await fetchApprovedReviews(await browserBackend()) });
    } catch (error) {
      console.error('Chargement des avis impossible', error);
      setState({ status: 'error' });
    }
  };

  return <ReviewList state={state} onRetry={retry} />;
}
