import { type ConsentModeState, consentModeFor } from '../consent/consent';
import { track } from './track';

export { track, trackConsent, trackConversion, trackPhoneClick } from './track';

/**
 * The one analytics module (docs/product-rules.md#analytics-events): events go to the
 * tag-manager data layer and to gtag. Consent Mode defaults are "denied" from the very first
 * call; the tag-manager script is only loaded when an id is configured AND the visitor granted
 * analytics or marketing, so no request reaches Google before consent. The page's inline loader
 * uses it; islands send events with `track.ts` alone.
 */
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

const w = (): AnalyticsWindow => globalThis as unknown as AnalyticsWindow;
let gtmId = '';
let scriptRequested = false;
let lastPageView = '';

/** Sets up dataLayer and gtag with every optional signal denied. Safe to call more than once. */
export function initAnalytics(options: { gtmId: string }): void {
  gtmId = options.gtmId;
  const win = w();
  if (win.gtag) return;
  win.dataLayer = win.dataLayer ?? [];
  win.gtag = function gtag() {
    // gtag expects the `arguments` object itself in the data layer.
    // biome-ignore lint/complexity/noArguments: the documented gtag contract.
    win.dataLayer?.push(arguments);
  };
  win.gtag('consent', 'default', { ...consentModeFor(null), wait_for_update: 500 });
  win.gtag('js', new Date());
}

/** Applies a consent choice: consent-mode update, IP anonymisation, and the tag script if allowed. */
export function applyConsent(consent: { analytics: boolean; marketing: boolean } | null): ConsentModeState {
  const mode = consentModeFor(consent);
  const win = w();
  win.gtag?.('consent', 'update', mode);
  if (consent?.analytics) {
    win.gtag?.('set', {
      anonymize_ip: true,
      allow_google_signals: consent.marketing,
      allow_ad_personalization_signals: consent.marketing,
    });
  }
  if (consent && (consent.analytics || consent.marketing)) loadTagManager();
  return mode;
}

function loadTagManager(): void {
  if (!gtmId || scriptRequested || typeof document === 'undefined') return;
  scriptRequested = true;
  w().dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/** page_view with title, location and the path including the query string; once per address. */
export function trackPageView(title = document.title, location: Location = window.location): void {
  const key = `${location.pathname}${location.search}`;
  if (key === lastPageView) return;
  lastPageView = key;
  track('page_view', { page_title: title, page_location: location.href, page_path: key });
}

/** Page load, DOM ready and first input delay (category Performance). */
export function trackPerformance(): void {
  if (typeof window === 'undefined' || typeof performance?.getEntriesByType !== 'function') return;
  const report = () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (nav) {
      track('timing_complete', {
        event_category: 'Performance',
        name: 'page_load_time',
        value: Math.round(nav.loadEventEnd),
      });
      track('timing_complete', {
        event_category: 'Performance',
        name: 'dom_ready_time',
        value: Math.round(nav.domContentLoadedEventEnd),
      });
    }
  };
  if (document.readyState === 'complete') setTimeout(report, 0);
  else window.addEventListener('load', () => setTimeout(report, 0), { once: true });
  try {
    new PerformanceObserver((list) => {
      const [entry] = list.getEntries() as PerformanceEventTiming[];
      if (entry)
        track('timing_complete', {
          event_category: 'Performance',
          name: 'first_input_delay',
          value: Math.round(entry.processingStart - entry.startTime),
        });
    }).observe({ type: 'first-input', buffered: true });
  } catch (error) {
    console.info('PerformanceObserver indisponible', error);
  }
}

/** For tests: forget the page already counted and the script already requested. */
export function resetAnalyticsForTests(): void {
  lastPageView = '';
  scriptRequested = false;
  const win = w();
  delete win.dataLayer;
  delete win.gtag;
}
