import { applyConsent, trackConsent } from '../analytics/analytics';
import { readItem, removeItem, writeItem } from '../storage/storage';
import {
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  type Consent,
  type ConsentType,
  makeConsent,
  readStoredConsent,
} from './consent';

/**
 * The visitor's cookie choice in storage, applied to analytics (consent mode, tag manager). Used
 * by the page's inline loader, which draws the banner and the settings dialog without React.
 */

/** Reads storage, drops an expired choice and applies a valid one. Returns the valid choice, or null: ask. */
export function loadConsent(now = new Date()): Consent | null {
  const stored = readStoredConsent(readItem(CONSENT_KEY), now);
  if (stored.state === 'valid') {
    applyConsent(stored.consent);
    return stored.consent;
  }
  if (stored.state === 'expired') {
    removeItem(CONSENT_KEY);
    removeItem(CONSENT_DATE_KEY);
  }
  return null;
}

/** Stores a choice (both keys), applies it and reports it. */
export function chooseConsent(
  type: ConsentType,
  choices = { analytics: false, marketing: false },
  now = new Date(),
): Consent {
  const consent = makeConsent(type, choices, now);
  writeItem(CONSENT_KEY, JSON.stringify(consent));
  writeItem(CONSENT_DATE_KEY, consent.date);
  applyConsent(consent);
  trackConsent(consent);
  return consent;
}

/** Removes the stored choice and denies everything; the caller reloads the page. */
export function revokeConsent(): void {
  removeItem(CONSENT_KEY);
  removeItem(CONSENT_DATE_KEY);
  applyConsent(null);
}
