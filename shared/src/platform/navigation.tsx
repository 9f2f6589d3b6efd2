import type { AnchorHTMLAttributes } from 'react';

/**
 * Moving between pages is an ordinary page load (made instant by the speculation rules the
 * server puts in every page, and animated by cross-document view transitions): links are plain
 * `<a href>`, crawlable and working without script. `SiteLink` stays the one link component so
 * that every internal link can be found and changed in one place.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}

/** Goes to another page of the site from code (after a form is sent…): a page load. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
