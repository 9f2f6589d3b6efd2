import type { Tables } from '@parquet-alsace/shared/backend';
import type { StaffBackend } from '../backend';

/**
 * A review as the moderation screen reads it: the columns `fetchReviews` selects (never the
 * author's e-mail), with the business's response, typed by the generated schema.
 */
export type StaffReview = Pick<
  Tables<'reviews'>,
  'id' | 'name' | 'title' | 'content' | 'rating' | 'status' | 'rejection_reason' | 'created_at'
> & { response: Pick<Tables<'review_responses'>, 'id' | 'response_text' | 'updated_at'> | null };

export type ReviewQueue = 'pending' | 'approved' | 'rejected';

export async function fetchReviews(backend: StaffBackend, queue: ReviewQueue): Promise<StaffReview[]> {
  const { data, error } = await backend
    .from('reviews')
    // Never `email` (nor `*`): the author's address is not granted to anyone reading reviews.
    .select('id, name, title, content, rating, status, rejection_reason, created_at')
    .eq('status', queue)
    .order('created_at', { ascending: queue === 'pending' })
    .limit(100);
  if (error) throw error;
  const reviews = data ?? [];
  if (reviews.length === 0) return [];
  const responses = await backend
    .from('review_responses')
    .select('id, review_id, response_text, updated_at')
    .in(
      'review_id',
      reviews.map((review) => review.id),
    );
  if (responses.error) throw responses.error;
  const byReview = new Map((responses.data ?? []).map(({ review_id, ...response }) => [review_id, response]));
  return reviews.map((review) => ({ ...review, response: byReview.get(review.id) ?? null }));
}

/** How many reviews wait for moderation (shown on the « À modérer » tab). */
export async function countPendingReviews(backend: StaffBackend): Promise<number> {
  const { count, error } = await backend
    .from('reviews')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'pending');
  if (error) throw error;
  return count ?? 0;
}

export async function approveReview(backend: StaffBackend, id: string): Promise<void> {
  const { error } = await backend.from('reviews').update({ status: 'approved' }).eq('id', id);
  if (error) throw error;
}

/** The reason is e-mailed to the author by the database (Code de la consommation, D111-17). */
export async function rejectReview(backend: StaffBackend, id: string, reason: string): Promise<void> {
  const { error } = await backend
    .from('reviews')
    .update({ status: 'rejected', rejection_reason: reason })
    .eq('id', id);
  if (error) throw error;
}

/**
 * The address a refusal is e-mailed to, shown before it goes: only for a review still waiting
 * for moderation, only to staff (`review_author_email`; the column itself is not granted).
 */
export async function fetchAuthorEmail(backend: StaffBackend, id: string): Promise<string | null> {
  const { data, error } = await backend.rpc('review_author_email', { review_id: id });
  if (error) throw error;
  return data ?? null;
}

/** Publishes the business's public response, or edits it: one response per review. */
export async function saveResponse(
  backend: StaffBackend,
  reviewId: string,
  existing: string | null,
  text: string,
): Promise<void> {
  const { error } = existing
    ? await backend.from('review_responses').update({ response_text: text }).eq('id', existing)
    : await backend.from('review_responses').insert({ review_id: reviewId, response_text: text });
  if (error) throw error;
}
