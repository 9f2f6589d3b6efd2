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
