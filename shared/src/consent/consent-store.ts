import { create } from 'zustand';
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

interface ConsentState {
  consent: Consent | null;
  /** The banner is visible (it appears BANNER_DELAY_MS after load when no valid choice is stored). */
  bannerOpen: boolean;
  /** Reads storage, drops an expired choice and applies a valid one. Returns whether a choice is missing. */
  load(now?: Date): boolean;
  openBanner(): void;
  choose(type: ConsentType, choices?: { analytics: boolean; marketing: boolean }, now?: Date): void;
  /** Removes the stored choice and denies everything; the caller reloads the page. */
  revoke(): void;
}

export const useConsentStore = create<ConsentState>((set) => ({
  consent: null,
  bannerOpen: false,
  load(now = new Date()) {
    const stored = readStoredConsent(readItem(CONSENT_KEY), now);
    if (stored.state === 'valid') {
      applyConsent(stored.consent);
      set({ consent: stored.consent });
      return false;
    }
    if (stored.state === 'expired') {
      removeItem(CONSENT_KEY);
      removeItem(CONSENT_DATE_KEY);
    }
    set({ consent: null });
    return true;
  },
  openBanner() {
    set({ bannerOpen: true });
  },
  choose(type, choices = { analytics: false, marketing: false }, now = new Date()) {
    const consent = makeConsent(type, choices, now);
    writeItem(CONSENT_KEY, JSON.stringify(consent));
    writeItem(CONSENT_DATE_KEY, consent.date);
    applyConsent(consent);
    trackConsent(consent);
    set({ consent, bannerOpen: false });
  },
  revoke() {
    removeItem(CONSENT_KEY);
    removeItem(CONSENT_DATE_KEY);
    applyConsent(null);
    set({ consent: null });
  },
}));
