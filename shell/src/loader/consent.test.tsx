import { initAnalytics, resetAnalyticsForTests } from '@parquet-alsace/shared';
import { CONSENT_ASK_CLASS, consentBootScript } from '@parquet-alsace/shared/consent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startConsent } from './consent';
import { polyfillDialog, serverPage } from './test-page';

const stored = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null');

beforeAll(() => {
  polyfillDialog();
  startConsent();
});

/** A new page: the head's line (no choice stored, so the banner shows), then the server's body. */
beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  initAnalytics({ gtmId: '' });
  document.documentElement.className = 'dark';
  new Function(consentBootScript)();
  serverPage();
});

it('is shown at once and is the first thing keyboard users reach, before the skip link and the header', async () => {
  // Shown by the head's class (the page's CSS), before and without the loader doing anything.
  expect(document.documentElement).toHaveClass(CONSENT_ASK_CLASS);
  const banner = screen.getByRole('region', { name: 'Utilisation des cookies' });
  const user = userEvent.setup();
  await user.tab();
  expect(within(banner).getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
});

it('"Personnaliser" shows the switches, unticked, and moves focus to their heading', async () => {
  const banner = screen.getByRole('region', { name: 'Utilisation des cookies' });
  const user = userEvent.setup();
  await user.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
  const settings = screen.getByRole('region', { name: 'Paramètres des cookies' });
  expect(within(settings).getByRole('heading', { name: 'Paramètres des cookies' })).toHaveFocus();
  expect(within(settings).getByRole('switch', { name: 'Cookies d’analyse' })).not.toBeChecked();
  expect(within(settings).getByRole('switch', { name: 'Cookies marketing' })).not.toBeChecked();
  // "×" goes back to the first view, focus on "Personnaliser".
  await user.click(within(settings).getByRole('button', { name: /Retour/ }));
  expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
});

it('a custom choice stores exactly what was ticked, hides the banner and moves focus on to the skip link', async () => {
  const banner = screen.getByRole('region', { name: 'Utilisation des cookies' });
  const user = userEvent.setup();
  await user.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
  const analytics = screen.getByRole('switch', { name: 'Cookies d’analyse' });
  await user.click(analytics);
  expect(analytics).toHaveAttribute('aria-checked', 'true');
  await user.click(screen.getByRole('button', { name: 'Accepter la sélection' }));
  expect(stored()).toMatchObject({ type: 'custom', analytics: true, marketing: false });
  expect(banner).not.toBeVisible();
  expect(document.documentElement).not.toHaveClass(CONSENT_ASK_CLASS);
  expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus();
});

it('refusing is one click, as accepting is', async () => {
  const banner = screen.getByRole('region', { name: 'Utilisation des cookies' });
  await userEvent
    .setup()
    .click(within(banner).getByRole('button', { name: 'Cookies essentiels uniquement' }));
  expect(stored()).toMatchObject({ type: 'essential', analytics: false, marketing: false });
  expect(banner).not.toBeVisible();
});

it('the footer’s settings dialog shows the current choice and saves a new one', async () => {
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ type: 'all', analytics: true, marketing: true, date: '2026-11-20T09:30:00Z' }),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Paramètres des cookies' }));
  const dialog = document.querySelector('dialog[data-cookie-settings]') as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  expect(dialog).toHaveTextContent('tous les cookies acceptés, le 20 novembre 2026');
  const marketing = within(dialog).getByRole('switch', { name: 'Cookies marketing' });
  expect(marketing).toBeChecked();
  await user.click(marketing);
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(dialog.open).toBe(false);
  expect(stored()).toMatchObject({ type: 'custom', analytics: true, marketing: false });
});

it('the dialog says when no choice was made yet', async () => {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Paramètres des cookies' }));
  expect(document.querySelector('dialog[data-cookie-settings]')).toHaveTextContent(
    'Vous n’avez pas encore fait de choix.',
  );
});
