import { expect, type Page } from '@playwright/test';
import { serviceClient } from './backend';

/** Waits until the page's loader has run (its page_view is sent). */
export async function loaderReady(page: Page) {
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some(
      (e) => e?.event === 'page_view',
    ),
  );
}

/** Opens the quote wizard from the first « Simuler mon devis » of `path` (empty: the page as it is). */
export async function openWizard(page: Page, path = '/') {
  if (path) await page.goto(path);
  await loaderReady(page);
  await page.getByRole('link', { name: 'Simuler mon devis' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits until the wizard closed by its own button has taken its history entries back (an
 * asynchronous `history.go`): a back pressed before that would go over the same entry.
 */
export async function wizardEntriesGone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.quoteWizardOpen),
    )
    .not.toBe(true);
}

/** To step 3 with the defaults, then the contact fields (terms ticked unless told). */
export async function toContactStep(page: Page, email: string, { tick = true } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByLabel('Nom complet').fill('Jeanne Martin');
  await dialog.getByLabel('Téléphone').fill('6 12 34 56 78');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Code postal').fill('68000');
  if (tick) await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  return dialog;
}

/** How many requests the business holds from this e-mail address. */
export async function storedRows(email: string) {
  const db = await serviceClient();
  const { data, error } = await db.from('form_submissions').select('id').eq('email', email);
  if (error) throw error;
  return data?.length ?? 0;
}

/** The wizard opened on `url`, 45 m² of a house oiled, to its last step (where photos are added). */
export async function toLastStep(page: Page, url = '/') {
  await page.goto(url);
  await page.getByRole('link', { name: 'Simuler mon devis' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await dialog.getByLabel('Surface en m²').fill('45');
  await dialog.getByRole('radio', { name: 'Maison' }).check();
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: /huilage écologique/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Étape 3 sur 3')).toBeVisible();
  return dialog;
}
