import type { Backend, TablesInsert } from '@parquet-alsace/shared/backend';

/**
 * Every read and write the reviews make on the backend, in one module: the pages, testimonials,
 * form and server bundle call these, and the backend's contract suite
 * (backend/test/contract.test.ts) runs these very functions on PGlite and PostgreSQL
 * (docs/adr-015-contracts.md).
 */

/** The columns anon may read, named explicitly (a `*` would ask for the e-mail and be refused). */
export const REVIEW_COLUMNS = 'id, name, title, content, rating, created_at';

/** Approved reviews, newest first; the first `limit` when given (the home testimonials). */
export function approvedReviews(db: Backend, limit?: number) {
  const query = db
    .from('reviews')
    .select(REVIEW_COLUMNS)
    .eq('status', 'approved')
    .order('created_at', { ascending: false });
  return limit ? query.limit(limit) : query;
}

/** The business's responses to these reviews. */
export function reviewResponses(db: Backend, reviewIds: string[]) {
  return db.from('review_responses').select('review_id, response_text').in('review_id', reviewIds);
}

/** When the newest approved review was written: the page's date in sitemap.xml. */
export function newestApprovedReview(db: Backend) {
  return db
    .from('reviews')
    .select('created_at')
    .eq('status', 'approved')
    .order('created_at', { ascending: false })
    .limit(1);
}

/** A visitor's review, stored as pending (no `.select()`: anon may not read it back). */
export function submitReview(db: Backend, review: TablesInsert<'reviews'> & { status: 'pending' }) {
  return db.from('reviews').insert(review);
}
