import { buttonCss, openQuote } from '@parquet-alsace/shared';
import type { MouseEvent, ReactNode } from 'react';

/**
 * "Demander un devis": a real link to the home page's quote form, which opens the quote modal
 * in place once scripts run (a plain click only; new-tab clicks keep the link).
 */
export function QuoteLink({ source, children }: { source: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openQuote(source);
  };
  return (
    <a href="/" css={buttonCss('primary')} onClick={onClick}>
      {children}
    </a>
  );
}
