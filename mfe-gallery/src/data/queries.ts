import type { Backend } from '@parquet-alsace/shared/backend';

/**
 * Every read the gallery makes on the backend, in one module: its pages, teaser and server
 * bundle call these, and the backend's contract suite (backend/test/contract.test.ts) runs these
 * very functions on PGlite and PostgreSQL (docs/adr-015-contracts.md).
 */

/** The photos in the gallery's order; the first `limit` when given (the home teaser). */
export function galleryPhotos(db: Backend, limit?: number) {
  const query = db
    .from('gallery_photos')
    .select('id, url, order, category, location, description, alt, width, height')
    .order('order', { ascending: true });
  return limit ? query.limit(limit) : query;
}

/** When the newest photo was added: the gallery's date in sitemap.xml. */
export function newestPhoto(db: Backend) {
  return db.from('gallery_photos').select('created_at').order('created_at', { ascending: false }).limit(1);
}
