import {
  CONSENT_ASK_CLASS,
  consentBootScript,
  consentModeFor,
  makeConsent,
  readStoredConsent,
} from './consent';

const now = new Date('2026-11-22T10:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const stored = (over: object = {}) =>
  JSON.stringify({ type: 'custom', analytics: true, marketing: false, date: daysAgo(10), ...over });

describe('makeConsent', () => {
  it('"Tout accepter" grants analytics and marketing', () => {
    expect(makeConsent('all', { analytics: false, marketing: false }, now)).toEqual({
      type: 'all',
      analytics: true,
      marketing: true,
      date: now.toISOString(),
    });
  });
  it('"Cookies essentiels uniquement" refuses both whatever the toggles say', () => {
    expect(makeConsent('essential', { analytics: true, marketing: true }, now)).toMatchObject({
      analytics: false,
      marketing: false,
    });
  });
  it('a custom selection keeps the toggles', () => {
    expect(makeConsent('custom', { analytics: true, marketing: false }, now)).toMatchObject({
      type: 'custom',
      analytics: true,
      marketing: false,
    });
  });
});

describe('readStoredConsent', () => {
  it('nothing stored is absent', () => {
    expect(readStoredConsent(null, now)).toEqual({ state: 'absent' });
  });
  it('a recent choice is applied', () => {
    expect(readStoredConsent(stored(), now)).toMatchObject({
      state: 'valid',
      consent: { analytics: true, marketing: false },
    });
  });
  it('a choice of 390 days is still valid, of 391 days expired', () => {
    expect(readStoredConsent(stored({ date: daysAgo(390) }), now).state).toBe('valid');
    expect(readStoredConsent(stored({ date: daysAgo(391) }), now).state).toBe('expired');
  });
  it.each([
    '{pas du json',
    'null',
    stored({ type: 'tout' }),
    stored({ analytics: 'yes' }),
    stored({ date: 'hier' }),
  ])('unreadable %s counts as absent', (raw) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStoredConsent(raw, now)).toEqual({ state: 'absent' });
    warn.mockRestore();
  });
});

describe('consentModeFor', () => {
  it('denies every optional signal before a choice', () => {
    expect(consentModeFor(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });
  it('maps analytics to analytics storage and marketing to the three ad signals', () => {
    expect(consentModeFor({ analytics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeFor({ analytics: false, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('consentBootScript (the head line that shows the banner in the first frame)', () => {
  const run = (raw: string | null) => {
    localStorage.clear();
    if (raw !== null) localStorage.setItem('cookieConsent', raw);
    document.documentElement.className = 'dark';
    new Function(consentBootScript)();
    return document.documentElement.classList.contains(CONSENT_ASK_CLASS);
  };

  beforeEach(() => jest.useFakeTimers({ now }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['no stored choice', null],
    ['a valid choice', stored()],
    ['a choice of 389 days', stored({ date: daysAgo(389) })],
    ['an expired choice', stored({ date: daysAgo(391) })],
    ['unreadable JSON', '{type: all'],
    ['JSON null', 'null'],
    ['an unknown type', stored({ type: 'most' })],
    ['a missing switch', JSON.stringify({ type: 'all', analytics: true, date: daysAgo(1) })],
    ['a switch that is not a boolean', stored({ marketing: 'false' })],
    ['a date that is not one', stored({ date: 'hier' })],
    ['a date that is a number', stored({ date: now.getTime() })],
  ])('asks exactly when the consent rules find no valid choice: %s', (_, raw) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(run(raw)).toBe(readStoredConsent(raw, now).state !== 'valid');
  });

  it('keeps the theme class the line before it set', () => {
    run(null);
    expect(document.documentElement.className).toBe(`dark ${CONSENT_ASK_CLASS}`);
  });

  it('asks when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(run(null)).toBe(true);
    getItem.mockRestore();
  });
});
