/**
 * Cookie consent rules (docs/product-rules.md#cookie-consent), as pure functions over what is stored.
 * Decision: nothing optional is pre-ticked and every signal is denied until the visitor chooses.
 */
export type ConsentType = 'all' | 'essential' | 'custom';

export interface Consent {
  type: ConsentType;
  analytics: boolean;
  marketing: boolean;
  /** ISO timestamp of the choice. */
  date: string;
}

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_DATE_KEY = 'cookieConsentDate';
/** Consent is valid 13 months: a stored choice older than 390 days is dropped and asked again. */
export const CONSENT_MAX_AGE_DAYS = 390;

/**
 * The class on <html> that shows the cookie banner. The page's head sets it before the first
 * paint when no valid choice is stored (`consentBootScript`), so the banner is part of the first
 * frame instead of a later, larger paint; without JavaScript it is never set, and nobody sees a
 * banner they could not dismiss.
 */
export const CONSENT_ASK_CLASS = 'consent-ask';

/**
 * `readStoredConsent`'s rule as a tiny inline script for the page's <head>: anything but a valid
 * choice younger than CONSENT_MAX_AGE_DAYS (absent, unreadable, expired, storage refused) asks.
 */
export const consentBootScript = `try{var c=JSON.parse(localStorage.getItem('${CONSENT_KEY}')),d=c&&typeof c.date==='string'?Date.parse(c.date):NaN;if(!(c&&(c.type==='all'||c.type==='essential'||c.type==='custom')&&typeof c.analytics==='boolean'&&typeof c.marketing==='boolean'&&Date.now()-d<=${CONSENT_MAX_AGE_DAYS * 86_400_000}))throw 0}catch(e){document.documentElement.classList.add('${CONSENT_ASK_CLASS}')}`;

export function makeConsent(
  type: ConsentType,
  choices: { analytics: boolean; marketing: boolean },
  now: Date,
): Consent {
  const granted =
    type === 'all'
      ? { analytics: true, marketing: true }
      : type === 'essential'
        ? { analytics: false, marketing: false }
        : choices;
  return { type, ...granted, date: now.toISOString() };
}

export type StoredConsent = { state: 'absent' } | { state: 'expired' } | { state: 'valid'; consent: Consent };

/** Reads the stored JSON; anything unreadable counts as absent (and is logged). */
export function readStoredConsent(raw: string | null, now: Date): StoredConsent {
  if (!raw) return { state: 'absent' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn('Consentement cookies illisible', error);
    return { state: 'absent' };
  }
  const c = parsed as Partial<Consent> | null;
  if (
    !c ||
    (c.type !== 'all' && c.type !== 'essential' && c.type !== 'custom') ||
    typeof c.analytics !== 'boolean' ||
    typeof c.marketing !== 'boolean' ||
    typeof c.date !== 'string' ||
    Number.isNaN(Date.parse(c.date))
  ) {
    console.warn('Consentement cookies illisible');
    return { state: 'absent' };
  }
  const ageDays = (now.getTime() - Date.parse(c.date)) / 86_400_000;
  if (ageDays > CONSENT_MAX_AGE_DAYS) return { state: 'expired' };
  return { state: 'valid', consent: c as Consent };
}

export type ConsentSignal = 'granted' | 'denied';

export interface ConsentModeState {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  functionality_storage: 'granted';
  security_storage: 'granted';
}

/** Google Consent Mode v2 signals for a choice; `null` (no choice yet) denies everything optional. */
export function consentModeFor(consent: Pick<Consent, 'analytics' | 'marketing'> | null): ConsentModeState {
  const signal = (on: boolean | undefined): ConsentSignal => (on ? 'granted' : 'denied');
  return {
    analytics_storage: signal(consent?.analytics),
    ad_storage: signal(consent?.marketing),
    ad_user_data: signal(consent?.marketing),
    ad_personalization: signal(consent?.marketing),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}
