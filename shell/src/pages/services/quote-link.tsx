import { buttonCss } from '@parquet-alsace/shared';
import type { ReactNode } from 'react';

/**
 * "Demander un devis": a real link to the home page's quote form; the page's inline loader opens
 * the quote wizard in place on a plain click (`data-open-quote`: its analytics source), so it
 * works before any React has loaded; new-tab clicks keep the link.
 */
export function QuoteLink({ source, children }: { source: string; children: ReactNode }) {
  return (
    <a href="/#devis" css={buttonCss('primary')} data-open-quote={source}>
      {children}
    </a>
  );
}
