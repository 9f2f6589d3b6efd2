import type { Backend } from '@parquet-alsace/shared/backend';

/**
 * Every read and write the downloads make on the backend, in one module: the page and server
 * bundle call these, and the backend's contract suite (backend/test/contract.test.ts) runs these
 * very functions on PGlite and PostgreSQL (docs/adr-015-contracts.md).
 */

/** Every document, by category then title. */
export function documents(db: Backend) {
  return db
    .from('documents')
    .select('id, title, description, category, file_url, file_type, file_size, download_count, updated_at')
    .order('category', { ascending: true })
    .order('title', { ascending: true });
}

/** When a document last changed: the page's date in sitemap.xml. */
export function newestDocument(db: Backend) {
  return db.from('documents').select('updated_at').order('updated_at', { ascending: false }).limit(1);
}

/** Counts one download of a document (204, no body). */
export function countDownload(db: Backend, documentId: string) {
  return db.rpc('increment_document_download_count', { document_id: documentId });
}
