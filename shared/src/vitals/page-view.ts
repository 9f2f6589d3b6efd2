/**
 * The speed of one page view as a visitor's browser measured it (web-vitals), sent once to the
 * server's route and stored without anything that identifies the visitor
 * (docs/adr-021-field-speed.md). Shared by the page's measuring script, the server that checks
 * it and the back office that shows the figures.
 */

/** Where a page view's measurements are sent (`navigator.sendBeacon`, same origin). */
export const VITALS_PATH = '/api/vitals';

/** A page's type: what is kept of its address. */
export const PAGE_TYPES = [
  'home',
  'services',
  'prices',
  'about',
  'blog',
  'article',
  'gallery',
  'reviews',
  'downloads',
  'quote',
  'legal',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** `navigator.connection.effectiveType`'s values. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

const exact: Record<string, PageType> = {
  '/': 'home',
  '/services/': 'services',
  '/tarifs/': 'prices',
  '/about/': 'about',
  '/confidentialite/': 'legal',
  '/cgv/': 'legal',
  '/devis/': 'quote',
  '/devis/merci/': 'quote',
  '/thank-you/': 'quote',
  '/blog/': 'blog',
  '/blog/articles/': 'blog',
  '/gallery/': 'gallery',
  '/reviews/': 'reviews',
  '/reviews/new/': 'reviews',
  '/downloads/': 'downloads',
};

/** The type of the page at `pathname` (docs/architecture.md, the routes); anything else is `other`. */
export function pageTypeOf(pathname: string): PageType {
  const known = exact[pathname];
  if (known) return known;
  if (/^\/blog\/tag\/[^/]+\/$/.test(pathname)) return 'blog';
  if (/^\/blog\/[^/]+\/$/.test(pathname)) return 'article';
  return 'other';
}

/**
 * One page view's measurements, in milliseconds (CLS has no unit). A metric the page never
 * reported (no interaction: no INP) is left out. The ratings are the database's to compute.
 */
export interface PageViewVitals {
  pageType: PageType;
  device: DeviceClass;
  connection?: ConnectionType;
  lcp?: number;
  /** LCP's phases: time to first byte, resource load delay and duration, element render delay. */
  lcpTtfb?: number;
  lcpLoadDelay?: number;
  lcpLoadDuration?: number;
  lcpRenderDelay?: number;
  inp?: number;
  /** The element the slowest interaction was on: a CSS selector (at most 200 characters). */
  inpTarget?: string;
  inpInputDelay?: number;
  inpProcessing?: number;
  inpPresentation?: number;
  cls?: number;
  fcp?: number;
  ttfb?: number;
}

/**
 * What the page's script sends: everything but the page's type, which the server reads from the
 * beacon's own Referer (the page's address, never stored) with `pageTypeOf`.
 */
export type PageViewBeacon = Omit<PageViewVitals, 'pageType'>;

/** The longest selector kept of an interaction's target. */
export const TARGET_MAX_LENGTH = 200;
