import { defineFragment, type FragmentsOf } from '@parquet-alsace/shared';
import { homeQuoteSectionFragment } from './home-section/home-quote-section-fragment';
import QuoteDialog from './wizard/quote-dialog';

/**
 * Fragments other apps' pages show, rendered by the server (shared/src/platform/fragments.tsx)
 * and shown on the index of the standalone dev server: the home page's quote section (an island
 * hydrated on the visitor's first interaction), and the wizard's step 1, which the shell's server
 * writes into the quote dialog of every page (docs/adr-004-islands.md, "The first tap").
 */
export const fragments = {
  HomeQuoteSection: homeQuoteSectionFragment,
  QuoteDialog: defineFragment<null>({ load: async () => null, Component: QuoteDialog }),
} satisfies FragmentsOf<'quote'>;
