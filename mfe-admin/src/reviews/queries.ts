import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { countPendingReviews, fetchAuthorEmail, fetchReviews, type ReviewQueue } from './api';

/** The reviews' queries (TanStack Query's option factories). */
export const reviewQueries = {
  /** Every queue and the pending count. */
  all: () => ['reviews'] as const,
  queue: (backend: StaffBackend, queue: ReviewQueue) =>
    queryOptions({ queryKey: [...reviewQueries.all(), queue], queryFn: () => fetchReviews(backend, queue) }),
  pendingCount: (backend: StaffBackend) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'pending-count'],
      queryFn: () => countPendingReviews(backend),
    }),
  author: (backend: StaffBackend, id: string) =>
    queryOptions({ queryKey: ['review-author', id], queryFn: () => fetchAuthorEmail(backend, id) }),
};
