import { initAnalytics, resetAnalyticsForTests } from '../analytics/analytics';
import { chooseConsent, loadConsent, revokeConsent } from './consent-store';

const now = new Date('2026-11-22T10:00:00Z');

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  initAnalytics({ gtmId: '' });
});

it('a choice is stored under cookieConsent and cookieConsentDate', () => {
  chooseConsent('custom', { analytics: true, marketing: false }, now);
  expect(JSON.parse(localStorage.getItem('cookieConsent') as string)).toEqual({
    type: 'custom',
    analytics: true,
    marketing: false,
    date: now.toISOString(),
  });
  expect(localStorage.getItem('cookieConsentDate')).toBe(now.toISOString());
});

it('a stored choice older than 390 days is removed and asked again', () => {
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ type: 'all', analytics: true, marketing: true, date: '2025-09-01T00:00:00Z' }),
  );
  localStorage.setItem('cookieConsentDate', '2025-09-01T00:00:00Z');
  expect(loadConsent(now)).toBeNull();
  expect(localStorage.getItem('cookieConsent')).toBeNull();
  expect(localStorage.getItem('cookieConsentDate')).toBeNull();
});

it('a valid stored choice is applied without asking', () => {
  chooseConsent('all', undefined, now);
  expect(loadConsent(now)?.type).toBe('all');
});

it('revoking removes both keys, so the next page asks again', () => {
  chooseConsent('all', undefined, now);
  revokeConsent();
  expect(localStorage.getItem('cookieConsent')).toBeNull();
  expect(localStorage.getItem('cookieConsentDate')).toBeNull();
  expect(loadConsent(now)).toBeNull();
});
