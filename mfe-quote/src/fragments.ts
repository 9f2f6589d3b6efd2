import type { FragmentsOf } from '@parquet-alsace/shared';
import { homeQuoteSectionFragment } from './home-section/home-quote-section-fragment';

/**
 * Fragments other apps' pages show (the home page's quote section, an island hydrated on the visitor's first interaction): rendered by the server
 * (shared/src/platform/fragments.tsx) and shown on the index of the standalone dev server.
 */
export const fragments = { HomeQuoteSection: homeQuoteSectionFragment } satisfies FragmentsOf<'quote'>;
