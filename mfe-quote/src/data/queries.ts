import type { Backend } from '@parquet-alsace/shared/backend';
import type { QuotePayload } from '@parquet-alsace/shared/quote';

/**
 * Every call the quote makes on the backend's REST interface, in one module: the wizard calls
 * it, and the backend's contract suite (backend/test/contract.test.ts) runs this very function
 * on PGlite and PostgreSQL (docs/adr-015-contracts.md). Photos go through Storage.
 */

/** Stores a quote request; answers its id (the same one again for a retried `requestId`). */
export function storeQuoteRequest(db: Backend, payload: QuotePayload) {
  return db.rpc('submit_quote', { payload });
}

/** The free slots of the technical visit for a request sent in the last 30 days. */
export function availableVisitSlots(db: Backend, requestId: string) {
  return db.rpc('available_visit_slots', { p_request_id: requestId });
}

/** Books (or moves) the request's technical visit; a slot taken meanwhile answers 409 in French. */
export function bookVisit(db: Backend, requestId: string, startsAt: string) {
  return db.rpc('book_visit', { p_request_id: requestId, p_starts_at: startsAt });
}
