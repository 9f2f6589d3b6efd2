import {
  CONSENT_ASK_CLASS,
  CONSENT_KEY,
  chooseConsent,
  loadConsent,
  readStoredConsent,
  revokeConsent,
} from '@parquet-alsace/shared/consent';
import { onSiteEvent } from '@parquet-alsace/shared/events';
import { readItem } from '@parquet-alsace/shared/storage';
import { consentStatusTexts as t } from '../consent/texts';
import { whenActivated } from './page-state';

/**
 * Made when first needed (the settings dialog opened): building a formatter loads the locale's
 * data, tens of milliseconds on a slow phone, which every page's start would otherwise pay.
 */
let dateFormat: Intl.DateTimeFormat | null = null;
const formatDate = (date: Date) => {
  dateFormat ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
  return dateFormat.format(date);
};

function switchesIn(root: ParentNode): { analytics: boolean; marketing: boolean } {
  const choices = { analytics: false, marketing: false };
  for (const box of root.querySelectorAll<HTMLInputElement>('input[data-consent-choice]')) {
    const name = box.dataset.consentChoice;
    if (name === 'analytics' || name === 'marketing') choices[name] = box.checked;
  }
  return choices;
}

function setSwitches(root: ParentNode, choices: { analytics: boolean; marketing: boolean }): void {
  for (const box of root.querySelectorAll<HTMLInputElement>('input[data-consent-choice]')) {
    box.checked = choices[box.dataset.consentChoice as 'analytics' | 'marketing'] ?? false;
    box.setAttribute('aria-checked', String(box.checked));
  }
}

function showView(banner: HTMLElement, view: 'intro' | 'settings'): void {
  for (const part of banner.querySelectorAll<HTMLElement>('[data-consent-view]')) {
    part.hidden = part.dataset.consentView !== view;
  }
  const title = banner.querySelector<HTMLElement>(`[data-consent-view="${view}"] h2`);
  if (title?.id) banner.setAttribute('aria-labelledby', title.id);
}

/**
 * The cookie banner and the footer's cookie-settings dialog, drawn by the server and driven here
 * without React. The banner is the first thing in the page, so keyboard users reach it first; the
 * page's head already showed it in the first frame when no valid choice is stored
 * (CONSENT_ASK_CLASS). Refusing is as easy as accepting; nothing optional is ticked beforehand; no
 * tag loads before a choice.
 */
export function startConsent(): void {
  const banner = () => document.querySelector<HTMLElement>('[data-cookie-banner]');
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-cookie-settings]');

  // A prerendered page ran its head line before the visitor saw it: a choice made meanwhile, on
  // the page they came from, counts when they open it.
  whenActivated(() => {
    document.documentElement.classList.toggle(CONSENT_ASK_CLASS, !loadConsent());
  });

  const closeBanner = () => {
    const element = banner();
    const root = document.documentElement;
    if (!element || !root.classList.contains(CONSENT_ASK_CLASS)) return;
    const hadFocus = element.contains(document.activeElement);
    root.classList.remove(CONSENT_ASK_CLASS);
    element.hidden = true;
    showView(element, 'intro');
    // Focus goes on to what follows the banner in the page (the skip link), not back to the top.
    if (hadFocus) document.querySelector<HTMLElement>('.skip-link')?.focus();
  };

  const openSettings = () => {
    const element = dialog();
    if (!element) return;
    const stored = readStoredConsent(readItem(CONSENT_KEY), new Date());
    const consent = stored.state === 'valid' ? stored.consent : null;
    const current = element.querySelector('[data-consent-current]');
    if (current) {
      current.textContent = consent
        ? `${t.typeLabels[consent.type]}, le ${formatDate(new Date(consent.date))}`
        : t.noChoice;
    }
    setSwitches(element, { analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false });
    element.showModal();
  };

  onSiteEvent('site:open-cookie-settings', openSettings);

  document.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    if (box.matches?.('input[data-consent-choice]')) box.setAttribute('aria-checked', String(box.checked));
  });

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('[data-open-cookie-settings]')) {
      openSettings();
      return;
    }
    const action = target.closest?.<HTMLElement>('[data-consent]')?.dataset.consent;
    const inBanner = banner();
    const inDialog = dialog();
    switch (action) {
      case 'customise':
        if (!inBanner) return;
        setSwitches(inBanner, { analytics: false, marketing: false });
        showView(inBanner, 'settings');
        inBanner.querySelector<HTMLElement>('[data-consent-view="settings"] h2')?.focus();
        return;
      case 'back':
        if (!inBanner) return;
        showView(inBanner, 'intro');
        inBanner.querySelector<HTMLElement>('[data-consent="customise"]')?.focus();
        return;
      case 'all':
      case 'essential':
        chooseConsent(action);
        inDialog?.close();
        closeBanner();
        return;
      case 'selection':
        if (inBanner) chooseConsent('custom', switchesIn(inBanner));
        closeBanner();
        return;
      case 'save':
        if (inDialog) chooseConsent('custom', switchesIn(inDialog));
        inDialog?.close();
        closeBanner();
        return;
      case 'cancel':
        inDialog?.close();
        return;
      case 'revoke':
        revokeConsent();
        window.location.reload();
        return;
    }
  });
}
