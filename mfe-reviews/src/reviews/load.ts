import type { Backend } from '@parquet-alsace/shared/backend';
import { parseReviews, type Review, reviewColumns } from './model';

/**
 * Approved reviews (newest first) with the operator's responses. `limit` serves the home
 * testimonials (3). Throws on a backend error; callers decide what the visitor sees.
 */
export async function fetchApprovedReviews(client: Backend, limit?: number): Promise<Review[]> {
  let query = client
    .from('reviews')
    .select(reviewColumns)
    .eq('status', 'approved')
    .order('created_at', { ascending: false });
  if (limit) query = query.limit(limit);
  const { data, error } = await query;
  if (error) throw error;
  const rows = data ?? [];
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return parseReviews(rows);
  const responses = await client
    .from('review_responses')
    .select('review_id, response_text')
    .in('review_id', ids);
  // A missing response must not hide the reviews themselves.
  if (responses.error) console.error('Réponses aux avis indisponibles', responses.error);
  return parseReviews(rows, responses.data ?? []);
}
