import { initAnalytics, resetAnalyticsForTests } from '../analytics/analytics';
import { useConsentStore } from './consent-store';

const now = new Date('2026-11-22T10:00:00Z');

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  initAnalytics({ gtmId: '' });
  useConsentStore.setState({ consent: null, bannerOpen: false });
});

it('a choice is stored under cookieConsent and cookieConsentDate and closes the banner', () => {
  useConsentStore.getState().openBanner();
  useConsentStore.getState().choose('custom', { analytics: true, marketing: false }, now);
  expect(JSON.parse(localStorage.getItem('cookieConsent') as string)).toEqual({
    type: 'custom',
    analytics: true,
    marketing: false,
    date: now.toISOString(),
  });
  expect(localStorage.getItem('cookieConsentDate')).toBe(now.toISOString());
  expect(useConsentStore.getState().bannerOpen).toBe(false);
});

it('a stored choice older than 390 days is removed and asked again', () => {
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ type: 'all', analytics: true, marketing: true, date: '2025-09-01T00:00:00Z' }),
  );
  localStorage.setItem('cookieConsentDate', '2025-09-01T00:00:00Z');
  expect(useConsentStore.getState().load(now)).toBe(true);
  expect(localStorage.getItem('cookieConsent')).toBeNull();
  expect(localStorage.getItem('cookieConsentDate')).toBeNull();
});

it('a valid stored choice is applied without asking', () => {
  useConsentStore.getState().choose('all', undefined, now);
  useConsentStore.setState({ consent: null });
  expect(useConsentStore.getState().load(now)).toBe(false);
  expect(useConsentStore.getState().consent?.type).toBe('all');
});

it('revoking removes both keys and forgets the choice', () => {
  useConsentStore.getState().choose('all', undefined, now);
  useConsentStore.getState().revoke();
  expect(localStorage.getItem('cookieConsent')).toBeNull();
  expect(localStorage.getItem('cookieConsentDate')).toBeNull();
  expect(useConsentStore.getState().consent).toBeNull();
});
