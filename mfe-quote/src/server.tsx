// Server bundle: the same routes, rendered to HTML by the production server.
import { defineServerBundle } from '@parquet-alsace/shared/server';
import { quoteApp } from './app';
import { homeQuoteSectionFragment } from './home-section/home-quote-section-fragment';

export default defineServerBundle({
  app: quoteApp,
  // Fragments other apps' pages show, rendered by the server (shared/src/platform/fragments.tsx):
  // the home page's quote section, an island hydrated on the visitor's first interaction.
  fragments: { HomeQuoteSection: homeQuoteSectionFragment },
});
