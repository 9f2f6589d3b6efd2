import { initAnalytics, resetAnalyticsForTests } from '@parquet-alsace/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startConsent } from './consent';
import { polyfillDialog, serverPage } from './test-page';

const stored = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null');

beforeAll(() => {
  polyfillDialog();
  startConsent();
});

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  initAnalytics({ gtmId: '' });
  serverPage();
});

/** The banner appears BANNER_DELAY_MS after the page is shown when no choice is stored. */
async function bannerShown() {
  return screen.findByRole('region', { name: 'Utilisation des cookies' }, { timeout: 3000 });
}

it('is the first thing keyboard users reach, before the skip link and the header', async () => {
  // startConsent ran once for the file; the first page shows its banner after the delay.
  const banner = await bannerShown();
  const user = userEvent.setup();
  await user.tab();
  expect(within(banner).getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
});

it('"Personnaliser" shows the switches, unticked, and moves focus to their heading', async () => {
  const banner = document.querySelector('[data-cookie-banner]') as HTMLElement;
  banner.hidden = false;
  const user = userEvent.setup();
  await user.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
  const settings = screen.getByRole('region', { name: 'Paramètres des cookies' });
  expect(within(settings).getByRole('heading', { name: 'Paramètres des cookies' })).toHaveFocus();
  expect(within(settings).getByRole('switch', { name: "Cookies d'analyse" })).not.toBeChecked();
  expect(within(settings).getByRole('switch', { name: 'Cookies marketing' })).not.toBeChecked();
  // "×" goes back to the first view, focus on "Personnaliser".
  await user.click(within(settings).getByRole('button', { name: /Retour/ }));
  expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
});

it('a custom choice stores exactly what was ticked, hides the banner and moves focus on to the skip link', async () => {
  const banner = document.querySelector('[data-cookie-banner]') as HTMLElement;
  banner.hidden = false;
  const user = userEvent.setup();
  await user.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
  const analytics = screen.getByRole('switch', { name: "Cookies d'analyse" });
  await user.click(analytics);
  expect(analytics).toHaveAttribute('aria-checked', 'true');
  await user.click(screen.getByRole('button', { name: 'Accepter la sélection' }));
  expect(stored()).toMatchObject({ type: 'custom', analytics: true, marketing: false });
  expect(banner).not.toBeVisible();
  expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus();
});

it('refusing is one click, as accepting is', async () => {
  const banner = document.querySelector('[data-cookie-banner]') as HTMLElement;
  banner.hidden = false;
  await userEvent
    .setup()
    .click(within(banner).getByRole('button', { name: 'Cookies essentiels uniquement' }));
  expect(stored()).toMatchObject({ type: 'essential', analytics: false, marketing: false });
  expect(banner).not.toBeVisible();
});

it("the footer's settings dialog shows the current choice and saves a new one", async () => {
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
    "Vous n'avez pas encore fait de choix.",
  );
});
