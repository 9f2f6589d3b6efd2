import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/backend';
import { loaderReady, openWizard, storedRows, toContactStep, wizardEntriesGone } from '../support/visitor';

/**
 * A visitor's review on a 390 × 844 phone: what the site promises after a request, the company
 * details it shows (never a placeholder), a reload of the plain form's answer, the offline
 * message, the wizard's back gesture, the pages without scripts, tap targets and words.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the thank-you page says only what will happen: no e-mail without a copy asked for, one reply delay', async ({
  page,
}) => {
  const dialog = await openWizard(page);
  await toContactStep(page, `sans-copie-${Date.now()}@example.fr`);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Merci pour votre demande !' })).toBeVisible();
  await expect(main).not.toContainText(/confirmation|minutes qui suivent|copie/i);
  // One delay, the company details' (« sous 24 h » in the seed), never « 24 à 48 h ».
  await expect(main).toContainText('Nous vous répondons sous 24\u00a0h.');
  await expect(main).not.toContainText(/24 à 48|48\s?h/);
});

test('placeholder company details are never shown: no `.example` address, no empty « Suivez-nous », no link to nowhere', async ({
  page,
}) => {
  for (const path of ['/', '/reviews/', '/about/', '/downloads/', '/confidentialite/']) {
    await page.goto(path);
    const body = page.locator('body');
    await expect(body, path).not.toContainText(/\.example\b/);
    expect(await page.locator('a[href=""], a[href="mailto:"], a:not([href])').count(), path).toBe(0);
    expect(
      await page
        .locator('a[href*=".example"]')
        .evaluateAll((links) =>
          links.map((a) => a.getAttribute('href')).filter((href) => !href?.includes('devis.parquet-alsace')),
        ),
      path,
    ).toEqual([]);
    // A heading over nothing is left out.
    await expect(page.getByRole('heading', { name: 'Suivez-nous' })).toHaveCount(0);
  }
  await page.goto('/reviews/');
  await expect(page.getByRole('link', { name: /Voir tous nos avis/ })).toHaveCount(0);
});

// The confirmation carries the unguessable key of the visit page, nothing personal.
const THANKS_WITH_VISIT_LINK = /\/devis\/merci\/\?visite=[0-9a-f]{64}$/;

test('reloading the plain form’s confirmation stores nothing again: a 303 to a page of its own', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const email = `rechargement-${Date.now()}@example.fr`;
  await page.goto('/devis/');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Surface à rénover (m², de 10 à 200)').fill('40');
  await form.getByRole('radio', { name: 'Maison' }).check();
  await form.getByLabel('Nom complet').fill('Paul Rechargement');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Code postal').fill('67000');
  await form.getByLabel(/J’accepte les conditions générales/).check();
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/devis/'));
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(THANKS_WITH_VISIT_LINK);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci, votre demande est enregistrée' }),
  ).toBeVisible();
  // No copy was asked for: none is announced.
  await expect(page.getByRole('main')).not.toContainText(/copie|e-mail de confirmation/i);
  await expect.poll(() => storedRows(email)).toBe(1);

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci, votre demande est enregistrée' }),
  ).toBeVisible();
  // The browser's « resend » of the same form: the same request id, stored once.
  await page.goBack();
  await page.getByRole('main').locator('form').getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(THANKS_WITH_VISIT_LINK);
  expect(await storedRows(email)).toBe(1);
  const db = await serviceClient();
  const { data: rows } = await db.from('form_submissions').select('id').eq('email', email);
  const { data: jobs } = await db
    .from('outbox_jobs')
    .select('kind')
    .like('dedupe_key', `%${rows?.[0]?.id ?? 'none'}%`);
  expect((jobs ?? []).filter((job) => job.kind === 'quote_email')).toHaveLength(1);
  await context.close();
});

test('offline, the kept request is said where the visitor looks, in a live region, beside the send button', async ({
  page,
  context,
}) => {
  const email = `hors-ligne-vue-${Date.now()}@example.fr`;
  const dialog = await openWizard(page);
  await toContactStep(page, email);
  await page.waitForLoadState('networkidle');
  // The live region is on the page before the message comes, so that it is announced.
  const region = dialog.locator('[role="status"]').filter({ hasNot: page.locator('*') });
  expect(await region.count()).toBeGreaterThan(0);
  await context.setOffline(true);
  const send = dialog.getByRole('button', { name: 'Envoyer ma demande' });
  await send.click();
  const kept = dialog.getByRole('status').filter({ hasText: 'hors connexion' });
  await expect(kept).toContainText('votre demande est conservée');
  await expect(kept).toBeInViewport({ ratio: 1 });
  const message = await kept.boundingBox();
  const button = await send.boundingBox();
  expect(Math.abs((button?.y ?? 0) - ((message?.y ?? 0) + (message?.height ?? 0)))).toBeLessThan(80);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/thank-you\/$/);
});

test('back in the wizard returns to the step before; back from step 1 closes it and stays on the page', async ({
  page,
}) => {
  await page.goto('/services/');
  const dialog = await openWizard(page);
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Étape 2 sur 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Étape 3 sur 3')).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Étape 2 sur 3')).toBeVisible();
  // « Précédent » and back agree.
  await dialog.getByRole('button', { name: 'Précédent' }).click();
  await expect(dialog.getByText('Étape 1 sur 3')).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/');

  // Closed with its own button at step 2, the wizard leaves no entry behind: back leaves the page.
  const again = await openWizard(page, '');
  await again.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await again.getByRole('button', { name: 'Continuer' }).click();
  await again.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(again).toBeHidden();
  await wizardEntriesGone(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/$/);
});

test('the dimmed send button says why right beside it; the property type choices keep their size', async ({
  page,
}) => {
  const dialog = await openWizard(page);
  const apartment = dialog.getByRole('radio', { name: 'Appartement' });
  await apartment.check();
  const radio = await apartment.boundingBox();
  expect(radio?.width ?? 0).toBeGreaterThanOrEqual(20);
  expect(radio?.height ?? 0).toBeGreaterThanOrEqual(20);
  await dialog.getByRole('radio', { name: 'Oui' }).check();
  await toContactStep(page, `terms-${Date.now()}@example.fr`, { tick: false });
  const send = dialog.getByRole('button', { name: 'Envoyer ma demande' });
  await expect(send).toBeDisabled();
  const why = dialog.getByText('Pour envoyer, cochez la case « J’accepte les conditions générales ».');
  await expect(why).toBeInViewport();
  await expect(send).toBeInViewport();
  const whyBox = await why.boundingBox();
  const sendBox = await send.boundingBox();
  expect(Math.abs((whyBox?.y ?? 0) - ((sendBox?.y ?? 0) + (sendBox?.height ?? 0)))).toBeLessThan(60);
  await expect(send).toHaveAccessibleDescription(/cochez la case/);
});

test('an article shows its breadcrumb under the header, and nothing of the header again', async ({
  page,
}) => {
  await page.goto('/blog/poncer-parquet-etapes/');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation de l’article' })).toHaveCount(0);
  await expect(page.locator('[data-theme-toggle]').locator('visible=true')).toHaveCount(1);
  const top = page.locator('main a[data-open-quote], main a[href^="tel:"]');
  const near = await top.evaluateAll(
    (links) =>
      links.filter((link) => link.getBoundingClientRect().top < 300 && link.getClientRects().length).length,
  );
  expect(near).toBe(0);
});

test('footer links and breadcrumbs are targets of 24 px at least', async ({ page }) => {
  await page.goto('/services/');
  const small = await page.locator('footer a, nav[aria-label="Fil d’Ariane"] a').evaluateAll((links) =>
    links
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => ({
        text: link.textContent?.trim(),
        height: Math.round(link.getBoundingClientRect().height),
      }))
      .filter((link) => link.height < 24),
  );
  expect(small).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('downloads are links to the files; the menu is a link to the footer’s navigation; no theme button', async ({
    page,
  }) => {
    await page.goto('/downloads/');
    const downloads = page.getByRole('main').getByRole('link', { name: /^Télécharger/ });
    expect(await downloads.count()).toBeGreaterThanOrEqual(10);
    for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/\.pdf$/);
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Télécharger/ })
        .count(),
    ).toBe(0);
    const response = await page.request.get((await downloads.first().getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toContain('application/pdf');

    const header = page.locator('#shell-header');
    await expect(header.getByRole('button', { name: /Thème/ })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
    const menu = header.getByRole('link', { name: /Menu/ });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#plan-du-site$/);
    await expect(page.locator('footer').getByRole('link', { name: 'Avis clients' })).toBeInViewport();
  });

  test('/thank-you/ says what it is instead of spinning', async ({ page }) => {
    await page.goto('/thank-you/');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre demande de devis' })).toBeVisible();
    await expect(page.getByRole('link', { name: /formulaire simple/ })).toHaveAttribute('href', '/devis/');
    await expect(page.getByRole('status')).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('no floating contact bar covers headings and prices while scrolling', async ({ page }) => {
    await page.goto('/');
    await loaderReady(page);
    for (const y of [600, 1400, 2400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(page.getByRole('navigation', { name: 'Contact rapide' })).toBeHidden();
    }
    // The header keeps the call and the quote in reach.
    await expect(
      page.locator('#shell-header').getByRole('link', { name: 'Devis', exact: true }),
    ).toBeInViewport();
  });
});
