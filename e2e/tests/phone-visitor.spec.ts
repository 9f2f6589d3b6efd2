import { expect, type Page, test } from '@playwright/test';
import { openWizard, storedRows, toContactStep, wizardEntriesGone } from '../support/visitor';

/**
 * A visitor on a small phone (360 × 740), through the quote funnel: a request sent offline, the
 * back gesture, the terms box, the first step's fields.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const pendingCount = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pendingQuoteRequests') ?? '[]').length as number);

test('a quote sent offline: the wizard says it is kept and leaves by itself, then it is sent when the connection returns, without a reload', async ({
  page,
  context,
}) => {
  const email = `hors-ligne-${Date.now()}@example.fr`;
  await openWizard(page);
  const dialog = await toContactStep(page, email);
  // Everything the send needs is fetched while the visitor types.
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const kept = dialog.getByRole('status').filter({ hasText: 'hors connexion' });
  await expect(kept).toContainText('votre demande est conservée');
  await expect(kept).toContainText('partira d’elle-même dès le retour de la connexion');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await pendingCount(page)).toBe(1);
  expect(await storedRows(email)).toBe(0);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre demande !' })).toBeVisible();
  await expect(page.getByText('Votre demande de devis a bien été envoyée.', { exact: false })).toBeVisible();
  expect(await storedRows(email)).toBe(1);
  expect(await pendingCount(page)).toBe(0);
  // The only page load was the thank-you page itself.
  expect(loads).toBe(1);
});

test('the thank-you page of a kept request says it was sent once it leaves, and still does after a reload', async ({
  page,
  context,
}) => {
  const email = `en-attente-${Date.now()}@example.fr`;
  await page.route('**/rest/v1/rpc/submit_quote', (route) => route.abort('internetdisconnected'));
  await openWizard(page);
  const dialog = await toContactStep(page, email);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci, votre demande est enregistrée' }),
  ).toBeVisible();

  // The connection comes back: the request leaves and the page says so.
  await page.unroute('**/rest/v1/rpc/submit_quote');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre demande !' })).toBeVisible();
  await expect(page.getByText(/Notre serveur ne répond pas/)).toHaveCount(0);
  expect(await storedRows(email)).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre demande !' })).toBeVisible();
});

test('offline, the offline page says a kept request will leave by itself, and the page comes back and sends it with the connection', async ({
  page,
  context,
}) => {
  const email = `page-hors-ligne-${Date.now()}@example.fr`;
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.route('**/rest/v1/rpc/submit_quote', (route) => route.abort('internetdisconnected'));
  const dialog = await openWizard(page, '');
  await toContactStep(page, email);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  // The sending keeps failing until the connection is gone: the thank-you page tries the kept
  // request again by itself, and would otherwise send it before the test goes offline.
  await context.setOffline(true);
  await page.unroute('**/rest/v1/rpc/submit_quote');
  await page.goto('/cgv/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors connexion' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Votre demande de devis est conservée sur cet appareil',
  );
  await expect(page.getByRole('status')).toContainText('partira d’elle-même dès le retour de la connexion');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /Conditions/ })).toBeVisible();
  await expect.poll(() => storedRows(email), { timeout: 15_000 }).toBe(1);
});

test('the back gesture closes the wizard and stays on the page; what was typed is there again on reopening', async ({
  page,
}) => {
  await page.goto('/services/');
  const dialog = await openWizard(page);
  await dialog.getByLabel('Surface en m²').fill('120');
  await dialog.getByRole('radio', { name: 'Appartement' }).check();

  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ponçage et rénovation de parquet en Alsace',
  );

  const again = await openWizard(page, '');
  await expect(again.getByLabel('Surface en m²')).toHaveValue('120');
  await expect(again.getByRole('radio', { name: 'Appartement' })).toBeChecked();
  // Closed with its own button, the wizard leaves no entry behind: back leaves the page.
  await again.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(again).toBeHidden();
  await wizardEntriesGone(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/$/);
});

test('the terms box: a large target without links inside, the links beside it, and a line under the disabled button saying what is missing', async ({
  page,
}) => {
  await openWizard(page);
  const dialog = await toContactStep(page, `conditions-${Date.now()}@example.fr`, { tick: false });
  const send = dialog.getByRole('button', { name: 'Envoyer ma demande' });
  const box = dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
  await expect(send).toBeDisabled();
  const missing = dialog.getByText('Pour envoyer, cochez la case « J’accepte les conditions générales ».');
  await expect(missing).toBeVisible();

  // The line leads to the box, which may be above the fold.
  await missing.click();
  await expect(box).toBeFocused();
  const label = dialog.locator('label[for="quote-acceptTerms"]');
  expect(await label.locator('a').count()).toBe(0);
  const target = await label.boundingBox();
  expect(target?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(target?.width ?? 0).toBeGreaterThanOrEqual(250);
  await expect(dialog.getByRole('link', { name: 'conditions générales' })).toHaveAttribute('href', '/cgv/');
  await expect(dialog.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
    'href',
    '/confidentialite/',
  );

  // A tap anywhere on the sentence ticks it and opens nothing.
  const pages = page.context().pages().length;
  await label.tap({ position: { x: (target?.width ?? 0) * 0.6, y: (target?.height ?? 0) / 2 } });
  await expect(box).toBeChecked();
  expect(page.context().pages().length).toBe(pages);
  await expect(missing).toHaveCount(0);
  await expect(send).toBeEnabled();
});

test('step 1 on a 360 px phone: labels fit their boxes, Enter asks the property type, a surface out of range is flagged at once and never priced', async ({
  page,
}) => {
  const dialog = await openWizard(page);
  const surface = dialog.getByLabel('Surface en m²');

  await surface.fill('80');
  await surface.press('Enter');
  await expect(dialog.getByText('Étape 1 sur 3')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Maison' })).toBeFocused();

  await surface.fill('250');
  await surface.press('Tab');
  await expect(dialog.getByText(/La surface doit être comprise entre 10 et 200/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Votre estimation' })).toHaveCount(0);

  const overflowing = () =>
    dialog.locator('label:has(input[type="radio"])').evaluateAll((labels) =>
      labels
        .filter((label) => {
          const box = label.getBoundingClientRect();
          const text = label.querySelector('span')?.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth || (text && text.right > box.right);
        })
        .map((label) => label.textContent),
    );
  await dialog.getByRole('radio', { name: 'Appartement' }).check();
  expect(await overflowing()).toEqual([]);
  await surface.fill('80');
  await dialog.getByRole('radio', { name: 'Oui' }).check();
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('radio', { name: 'Brillant', exact: true })).toBeVisible();
  expect(await overflowing()).toEqual([]);
});

test('the quote modal’s phone field shows the number after its +33 without a second 0', async ({ page }) => {
  const dialog = await openWizard(page);
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Ajouter mon adresse et finaliser' }).click();
  const modal = page.getByRole('dialog', { name: 'Finaliser ma demande de devis' });
  await expect(modal.getByLabel('Téléphone')).toHaveAttribute('placeholder', '6 12 34 56 78');
});
