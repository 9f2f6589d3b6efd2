/**
 * Sending events (docs/product-rules.md#analytics-events): what islands and apps need, without the consent and
 * tag-manager set-up, which the page's inline loader does once (`analytics.ts`).
 */
type Params = Record<string, unknown>;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Sends one event to the data layer and gtag. */
export function track(event: string, params: Params = {}): void {
  const win = globalThis as unknown as AnalyticsWindow;
  if (!win.dataLayer) {
    console.warn('dataLayer absent : événement non envoyé', event);
    return;
  }
  win.dataLayer.push({ event, ...params });
  win.gtag?.('event', event, params);
}

export function trackPhoneClick(source = 'website', phoneNumber = '+33353012468'): void {
  track('phone_click', { event_category: 'contact', phone_number: phoneNumber, source });
}

export function trackConsent(consent: { type: string; analytics: boolean; marketing: boolean }): void {
  track('cookie_consent', {
    event_category: 'privacy',
    event_label: consent.type,
    consent_type: consent.type,
    analytics: consent.analytics,
    marketing: consent.marketing,
  });
}

export function trackConversion(value: number): void {
  track('conversion', { value, currency: 'EUR' });
}
