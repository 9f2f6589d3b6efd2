// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Each island's module as its remote exposes it;
// types only, nothing of it reaches a bundle.
export type IslandModules = {
  'blog/ArticleGallery': typeof import('../../../mfe-blog/src/article/article-gallery');
  'blog/ArticlesBrowser': typeof import('../../../mfe-blog/src/all-articles/articles-browser');
  'blog/ContactForm': typeof import('../../../mfe-blog/src/article/contact-form');
  'blog/SiteSearch': typeof import('../../../mfe-blog/src/site-search/site-search');
  'downloads/DocumentLibrary': typeof import('../../../mfe-downloads/src/downloads/document-library');
  'gallery/GalleryBrowser': typeof import('../../../mfe-gallery/src/gallery/gallery-browser');
  'gallery/GalleryTeaser': typeof import('../../../mfe-gallery/src/teaser/gallery-teaser');
  'quote/HomeQuoteSection': typeof import('../../../mfe-quote/src/home-section/home-quote-section');
  'quote/QuoteDialog': typeof import('../../../mfe-quote/src/wizard/quote-dialog');
  'quote/QuoteWizard': typeof import('../../../mfe-quote/src/wizard/quote-wizard-entry');
  'quote/RetryPending': typeof import('../../../mfe-quote/src/submission/retry-pending');
  'quote/ThankYou': typeof import('../../../mfe-quote/src/thank-you/thank-you-page');
  'reviews/ReviewBrowser': typeof import('../../../mfe-reviews/src/reviews/review-browser');
  'reviews/ReviewForm': typeof import('../../../mfe-reviews/src/review-form/review-form');
  'reviews/ShareBar': typeof import('../../../mfe-reviews/src/reviews/share-bar');
  'reviews/Testimonials': typeof import('../../../mfe-reviews/src/testimonials/testimonials');
};
