import type { Backend } from '@parquet-alsace/shared/backend';
import { approvedReviews, reviewResponses } from '../data/queries';
import { parseReviews, type Review } from './model';

/**
 * Approved reviews (newest first) with the operator's responses. `limit` serves the home
 * testimonials (3). Throws on a backend error; callers decide what the visitor sees.
 */
export async function fetchApprovedReviews(client: Backend, limit?: number): Promise<Review[]> {
  const { data, error } = await approvedReviews(client, limit);
  if (error) throw error;
  const rows = data ?? [];
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return parseReviews(rows);
  const responses = await reviewResponses(client, ids);
  // A missing response must not hide the reviews themselves.
  if (responses.error) console.error('Réponses aux avis indisponibles', responses.error);
  return parseReviews(rows, responses.data ?? []);
}
