import {
  applyConsent,
  initAnalytics,
  resetAnalyticsForTests,
  track,
  trackConsent,
  trackPageView,
  trackPhoneClick,
} from './analytics';

type Win = { dataLayer: unknown[] };
const layer = () => (window as unknown as Win).dataLayer;
const events = () =>
  layer().filter(
    (e) => !(e instanceof Object && 'length' in (e as object)) && (e as { event?: string }).event,
  );
const gtagCalls = () =>
  layer()
    .filter((e) => typeof e === 'object' && e !== null && 'length' in (e as object))
    .map((a) => Array.from(a as ArrayLike<unknown>));

beforeEach(() => {
  resetAnalyticsForTests();
  for (const s of Array.from(document.querySelectorAll('script'))) s.remove();
});

describe('before any consent', () => {
  it('declares every optional consent signal denied first', () => {
    initAnalytics({ gtmId: 'GTM-TEST' });
    expect(gtagCalls()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);
  });

  it('loads no script from Google', () => {
    initAnalytics({ gtmId: 'GTM-TEST' });
    track('page_view', {});
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
  });
});

describe('after consent', () => {
  it('loads the tag manager when analytics is granted and an id is configured', () => {
    initAnalytics({ gtmId: 'GTM-TEST' });
    applyConsent({ analytics: true, marketing: false });
    expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toContain(
      'id=GTM-TEST',
    );
    expect(gtagCalls()).toContainEqual([
      'set',
      { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
  });

  it('loads nothing when no id is configured, even with full consent', () => {
    initAnalytics({ gtmId: '' });
    applyConsent({ analytics: true, marketing: true });
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('loads nothing when the visitor chose essential cookies only', () => {
    initAnalytics({ gtmId: 'GTM-TEST' });
    applyConsent({ analytics: false, marketing: false });
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});

describe('event payloads', () => {
  beforeEach(() => initAnalytics({ gtmId: '' }));

  it('page_view carries title, location and the path with its query, once per address', () => {
    window.history.pushState({}, '', '/blog/?category=escaliers');
    trackPageView('Blog');
    trackPageView('Blog');
    expect(events().filter((e) => (e as { event: string }).event === 'page_view')).toEqual([
      {
        event: 'page_view',
        page_title: 'Blog',
        page_location: 'http://localhost/blog/?category=escaliers',
        page_path: '/blog/?category=escaliers',
      },
    ]);
  });

  it('phone_click carries the number and its source, "website" by default', () => {
    trackPhoneClick('header');
    trackPhoneClick();
    expect(events()).toEqual([
      expect.objectContaining({ event: 'phone_click', phone_number: '+33353012468', source: 'header' }),
      expect.objectContaining({ event: 'phone_click', source: 'website' }),
    ]);
  });

  it('cookie_consent carries the category privacy, the choice and both booleans', () => {
    trackConsent({ type: 'custom', analytics: true, marketing: false });
    expect(events()).toEqual([
      {
        event: 'cookie_consent',
        event_category: 'privacy',
        event_label: 'custom',
        consent_type: 'custom',
        analytics: true,
        marketing: false,
      },
    ]);
  });
});
