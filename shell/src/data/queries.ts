import type { Backend } from '@parquet-alsace/shared/backend';

/**
 * The calls the shell's own pages make on the backend's REST interface, in one module: the
 * footer's newsletter form and the about page call these, and the backend's contract suite
 * (backend/test/contract.test.ts) runs these very functions on PGlite and PostgreSQL
 * (docs/adr-015-contracts.md).
 */

/** Adds an address to the newsletter (the same address again, in any case, is stored once). */
export function subscribeToNewsletter(db: Backend, email: string) {
  return db.from('newsletter_subscribers').insert({ email });
}

/** A document's size by its address (the about page's brochure); null data when not listed. */
export function documentSize(db: Backend, fileUrl: string) {
  return db.from('documents').select('file_size').eq('file_url', fileUrl).maybeSingle();
}
