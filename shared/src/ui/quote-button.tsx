import type { ReactNode } from 'react';
import { buttonCss } from './primitives';

/** Where a quote button leads without script (or on a middle click): the home page's quote section. */
export const QUOTE_FALLBACK_HREF = '/#devis';

/**
 * Every "Demander un devis" of the site. A real link to the home page's quote section carrying
 * `data-open-quote="<analytics source>"`: the page's inline loader turns a plain click on it into
 * the quote wizard, with or without React on the page, so the button has no handler of its own.
 */
export function QuoteButton({
  source,
  variant = 'primary',
  className,
  children,
}: {
  /** The analytics source of the quote request (`blog_list`, `gallery_cta`…). */
  source: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={QUOTE_FALLBACK_HREF} data-open-quote={source} css={buttonCss(variant)} className={className}>
      {children}
    </a>
  );
}
