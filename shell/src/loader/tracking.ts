import {
  initAnalytics,
  track,
  trackPageView,
  trackPerformance,
  trackPhoneClick,
} from '@parquet-alsace/shared/analytics';
import { onSiteEvent } from '@parquet-alsace/shared/events';
import { TRACK_CLICK_ATTR, TRACK_PARAMS_ATTR } from '@parquet-alsace/shared/islands';
import { whenActivated } from './page-state';

/**
 * Analytics without React (docs/product-rules.md#analytics-events): Consent Mode defaults "denied" before anything
 * else, one page_view per page shown (a prerendered page counts when the visitor opens it, not
 * before), the page's timings, and every click on a `tel:` link with its source
 * (`data-phone-source` on the link or around it), plus the page's own contact event when the link
 * names one (`data-phone-event`, e.g. gallery_cta), and the events a page names in its markup
 * (`trackedMarkup`: `data-track-view` when the page is shown, `data-track-click` on a click).
 */
/**
 * A page's own view event, named in its markup with its parameters (an article read:
 * `data-view-event="blog_article_view" data-view-params='{"article_title":…}'`), sent with the
 * page_view: a static page has no component code to send it.
 */
function sendViewEvents(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-view-event]')) {
    let params: Record<string, unknown> = {};
    try {
      params = JSON.parse(element.dataset.viewParams ?? '{}') as Record<string, unknown>;
    } catch {
      console.error(`Paramètres illisibles pour ${element.dataset.viewEvent}`);
    }
    if (element.dataset.viewEvent) track(element.dataset.viewEvent, params);
  }
}

export function startTracking(gtmId: string, { signal }: { signal?: AbortSignal } = {}): void {
  initAnalytics({ gtmId });
  whenActivated(() => {
    trackPageView(document.title);
    trackPerformance();
    sendViewEvents();
  });
  // An app that changes the address in place (a filter, a page of results) announces it.
  const stop = onSiteEvent('site:page-ready', ({ title }) => trackPageView(title));
  signal?.addEventListener('abort', stop);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="tel:"]');
      if (!link) return;
      const source = link.closest<HTMLElement>('[data-phone-source]')?.dataset.phoneSource || 'website';
      const number = link.getAttribute('href')?.slice('tel:'.length) || undefined;
      trackPhoneClick(source, number);
      const extra = link.dataset.phoneEvent;
      if (extra) track(extra, { event_category: 'contact', phone_number: number, source });
    },
    { capture: true, signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      const element = (event.target as Element).closest?.<HTMLElement>(`[${TRACK_CLICK_ATTR}]`);
      if (element) sendNamed(element, TRACK_CLICK_ATTR);
    },
    { capture: true, signal },
  );
}

/** Sends the event an element names in `attribute`, with its `data-track-params` (JSON). */
function sendNamed(element: HTMLElement, attribute: string): void {
  const event = element.getAttribute(attribute);
  if (!event) return;
  let params: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(element.getAttribute(TRACK_PARAMS_ATTR) || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      params = parsed as Record<string, unknown>;
  } catch {
    console.warn('Paramètres d’événement illisibles', event);
  }
  track(event, params);
}
