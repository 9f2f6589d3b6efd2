// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Each island's module as its remote
// exposes it, from the declarations in shared/island-types/; types only, nothing of it reaches a
// bundle.
export type IslandModules = {
  'blog/ArticleGallery': typeof import('../../island-types/blog/src/article/article-gallery');
  'blog/ArticlesBrowser': typeof import('../../island-types/blog/src/all-articles/articles-browser');
  'blog/ContactForm': typeof import('../../island-types/blog/src/article/contact-form');
  'blog/SiteSearch': typeof import('../../island-types/blog/src/site-search/site-search');
  'downloads/DocumentLibrary': typeof import('../../island-types/downloads/src/downloads/document-library');
  'gallery/GalleryBrowser': typeof import('../../island-types/gallery/src/gallery/gallery-browser');
  'gallery/GalleryTeaser': typeof import('../../island-types/gallery/src/teaser/gallery-teaser');
  'quote/HomeQuoteSection': typeof import('../../island-types/quote/src/home-section/home-quote-section');
  'quote/QuoteDialog': typeof import('../../island-types/quote/src/wizard/quote-dialog');
  'quote/QuoteWizard': typeof import('../../island-types/quote/src/wizard/quote-wizard-entry');
  'quote/RetryPending': typeof import('../../island-types/quote/src/submission/retry-pending');
  'quote/ThankYou': typeof import('../../island-types/quote/src/thank-you/thank-you-page');
  'reviews/ReviewBrowser': typeof import('../../island-types/reviews/src/reviews/review-browser');
  'reviews/ReviewForm': typeof import('../../island-types/reviews/src/review-form/review-form');
  'reviews/ShareBar': typeof import('../../island-types/reviews/src/reviews/share-bar');
  'reviews/Testimonials': typeof import('../../island-types/reviews/src/testimonials/testimonials');
};
