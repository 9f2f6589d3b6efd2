// The storage buckets the migrations create (storage.buckets), named once for every workspace
// and for the edge functions, which import this file as it is: keep it free of imports.
// backend/test/contract.test.ts checks the list against the database.
export const BUCKETS = {
  /** Private: the photos a visitor joins to a quote request (docs/adr-010-storage.md). */
  quotePhotos: 'quote-photos',
  /** Private: each quote photo's 320 px thumbnail, made by the visitor's browser. */
  quotePhotoThumbs: 'quote-photo-thumbs',
  /** Public: the gallery's photos (docs/adr-016-gallery-and-documents.md). */
  gallery: 'gallery',
  /** Public: the downloadable documents. */
  documents: 'documents',
  /** Public: the articles' images (docs/adr-017-publishing-articles.md). */
  articleImages: 'article-images',
  /** Private: each devis signed online, as a PDF (docs/data-model.md, "Devis"). */
  devis: 'devis',
} as const;

export type BucketId = (typeof BUCKETS)[keyof typeof BUCKETS];
