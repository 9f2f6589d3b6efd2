import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/**
 * The back office moves between its pages without reloading (its data stays in the query
 * cache); addresses are real, so a link opens in a new tab, back and forward work, and a page
 * reloads where it was. Every address is canonical, with its trailing slash.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query string. */
export function useAddress(): { pathname: string; search: string } {
  const address = useSyncExternalStore(subscribe, snapshot, () => '/admin/');
  const index = address.indexOf('?');
  return index < 0
    ? { pathname: address, search: '' }
    : { pathname: address.slice(0, index), search: address.slice(index) };
}

export function goTo(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

/** A link inside the back office: a plain click moves in place, any other opens as the browser does. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(href);
    window.scrollTo(0, 0);
  };
  return <a href={href} onClick={follow} {...rest} />;
}

export type AdminRoute =
  | { name: 'leads' }
  | { name: 'lead'; id: string }
  | { name: 'reviews' }
  | { name: 'journal' }
  | { name: 'performance' }
  | { name: 'agenda' }
  | { name: 'availability' }
  | { name: 'company' }
  | { name: 'prices' }
  | { name: 'gallery' }
  | { name: 'documents' }
  | { name: 'articles' }
  | { name: 'article'; id: string | null }
  | { name: 'password' }
  | { name: 'not-found' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function matchRoute(pathname: string): AdminRoute {
  if (pathname === '/admin/' || pathname === '/admin/leads/') return { name: 'leads' };
  if (pathname === '/admin/reviews/') return { name: 'reviews' };
  if (pathname === '/admin/journal/') return { name: 'journal' };
  if (pathname === '/admin/performances/') return { name: 'performance' };
  if (pathname === '/admin/agenda/') return { name: 'agenda' };
  if (pathname === '/admin/disponibilites/') return { name: 'availability' };
  if (pathname === '/admin/entreprise/') return { name: 'company' };
  if (pathname === '/admin/tarifs/') return { name: 'prices' };
  if (pathname === '/admin/galerie/') return { name: 'gallery' };
  if (pathname === '/admin/documents/') return { name: 'documents' };
  if (pathname === '/admin/mot-de-passe/') return { name: 'password' };
  if (pathname === '/admin/articles/') return { name: 'articles' };
  if (pathname === '/admin/articles/nouveau/') return { name: 'article', id: null };
  const article = /^\/admin\/articles\/([^/]+)\/$/.exec(pathname)?.[1];
  if (article && UUID.test(article)) return { name: 'article', id: article.toLowerCase() };
  const lead = /^\/admin\/leads\/([^/]+)\/$/.exec(pathname)?.[1];
  if (lead && UUID.test(lead)) return { name: 'lead', id: lead.toLowerCase() };
  return { name: 'not-found' };
}

export const leadPath = (id: string) => `/admin/leads/${id}/`;
