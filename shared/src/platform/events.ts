/**
 * Cross-app browser events, declared once. An app dispatches and listens only through these
 * helpers, so a renamed event or a changed payload fails to type-check everywhere at once.
 */
export interface SiteEvents {
  /** Opens the quote wizard from any page. */
  'site:open-quote': { source: string; surface?: number; propertyType?: 'maison' | 'appartement' };
  /** Opens the footer's cookie-settings modal. */
  'site:open-cookie-settings': Record<string, never>;
  /** A page applied its head (title, canonical…): the analytics page_view follows it. */
  'site:page-ready': { path: string; title: string };
}

export type SiteEventName = keyof SiteEvents;

export function dispatchSiteEvent<N extends SiteEventName>(name: N, detail: SiteEvents[N]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onSiteEvent<N extends SiteEventName>(
  name: N,
  listener: (detail: SiteEvents[N]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SiteEvents[N]>).detail);
  document.addEventListener(name, handler);
  return () => document.removeEventListener(name, handler);
}

/** Convenience for the many "Simuler mon devis" / "Demander un devis" buttons. */
export function openQuote(source: string, preset: Omit<SiteEvents['site:open-quote'], 'source'> = {}): void {
  dispatchSiteEvent('site:open-quote', { source, ...preset });
}
