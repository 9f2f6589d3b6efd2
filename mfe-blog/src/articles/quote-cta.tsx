import { ClosingCta } from '@parquet-alsace/shared';
import { listTexts } from './texts';

/** Closing call to action of every blog page: the quote wizard (the shared quote button) or a call. */
export function QuoteCta({ title = listTexts.ctaTitle, source }: { title?: string; source: string }) {
  return (
    <ClosingCta source={source} title={title} text={listTexts.ctaText()} quoteLabel={listTexts.ctaQuote} />
  );
}
