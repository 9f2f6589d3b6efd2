import { defineFragment } from '@parquet-alsace/shared';
import HomeQuoteSection from './home-quote-section';

/**
 * The home quote section as the server renders it into the home page ('quote/HomeQuoteSection'):
 * no data; the page marks it as an island that hydrates on the visitor's first interaction.
 */
export const homeQuoteSectionFragment = defineFragment<null>({
  load: async () => null,
  Component: HomeQuoteSection,
});
