import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/backend';

/**
 * A visitor without scripts: no form carrying personal data is ever sent with GET (its fields in
 * the address and the logs), a form that needs scripts says so with the phone number, and a
 * quote request still reaches the business through the plain form.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

const PHONE = '03 53 01 24 68';

/** The forms of the page that a visitor could fill in and send, with their method. */
const usableForms = (page: Page) =>
  page.locator('form').evaluateAll((forms) =>
    forms
      .filter((form) => {
        const fields = [...form.querySelectorAll('input, textarea, select')].filter(
          (el) => (el as HTMLInputElement).type !== 'hidden',
        );
        return fields.some((el) => (el as HTMLElement).getClientRects().length > 0);
      })
      .map((form) => ({
        method: (form as HTMLFormElement).method,
        personal: Boolean(
          form.querySelector('input[type="email"], input[type="tel"], textarea, input[autocomplete="name"]'),
        ),
        label: form.getAttribute('aria-labelledby') ?? form.getAttribute('action') ?? '',
      })),
  );

for (const { path, what } of [
  { path: '/reviews/new/', what: 'Le dépôt d’un avis en ligne fonctionne avec JavaScript' },
  { path: '/blog/poncer-parquet-etapes/', what: 'Ce formulaire de contact fonctionne avec JavaScript' },
  { path: '/services/', what: 'L’inscription à la newsletter fonctionne avec JavaScript' },
]) {
  test(`${path}: no form with personal data can be sent with GET; the form that needs scripts says so, with the phone`, async ({
    page,
  }) => {
    await page.goto(path);
    const forms = await usableForms(page);
    expect(forms.filter((f) => f.personal && f.method !== 'post')).toEqual([]);
    const line = page.getByText(what).locator('visible=true').first();
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+33353012468');
  });
}

test('a quote without scripts: the home quote section leads to the plain form with the phone, which reaches the business', async ({
  page,
}) => {
  const email = `sans-script-${Date.now()}@example.fr`;
  await page.goto('/');
  const section = page.locator('#devis');
  await section.getByRole('radio', { name: 'Appartement' }).check();
  await section.getByRole('button', { name: /Obtenir mon devis gratuit/ }).click();
  await expect(page).toHaveURL(/\/devis\/\?surface=25&type=appartement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demander un devis gratuit' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: PHONE })).toBeVisible();
  expect((await usableForms(page)).filter((f) => f.personal && f.method !== 'post')).toEqual([]);

  const form = page.getByRole('main').locator('form');
  await expect(form.getByLabel(/Surface à rénover/)).toHaveValue('25');
  await expect(form.getByRole('radio', { name: 'Appartement' })).toBeChecked();
  await form.getByLabel(/ascenseur/).selectOption({ label: 'Non' });
  await form.getByLabel('Surface à rénover (m², de 10 à 200)').fill('60');
  await form.getByRole('radio', { name: /huilage écologique/ }).check();
  await form.getByLabel('Nom complet').fill('Paul Sans Script');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Code postal').fill('67000');
  await form.getByLabel(/J’accepte les conditions générales/).check();
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci, votre demande est enregistrée' }),
  ).toBeVisible();
  // Nothing personal in the address: at most the key of the visitor's visit page
  // (docs/adr-022-visit-booking.md), which the answer links to, without scripts as well.
  expect(new URL(page.url()).search).toMatch(/^\?visite=[0-9a-f]{64}$/);
  await page.getByRole('link', { name: 'Choisissez le créneau de la visite technique' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Choisissez le créneau de la visite technique' }),
  ).toBeVisible();
  expect(await page.getByRole('list').getByRole('button').count()).toBeGreaterThanOrEqual(3);
  const db = await serviceClient();
  const { data } = await db
    .from('form_submissions')
    .select('surface, property_type, has_elevator, finition, phone, estimated_price')
    .eq('email', email);
  expect(data).toEqual([
    {
      surface: 60,
      property_type: 'appartement',
      has_elevator: false,
      finition: 'huileEnvironnement',
      phone: '+33612345678',
      estimated_price: expect.anything(),
    },
  ]);
  // 60 × (42 + 2) + 80: the database's price rule, as for the wizard.
  expect(Number(data?.[0]?.estimated_price)).toBe(2720);
});

test('the plain quote form refuses what the rules refuse, in French, and stores nothing', async ({
  page,
}) => {
  const email = `sans-script-refus-${Date.now()}@example.fr`;
  await page.goto('/devis/');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Nom complet').fill('Paul Sans Script');
  await form.getByLabel('Téléphone').fill('12');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Code postal').fill('67000');
  await form.getByLabel(/J’accepte les conditions générales/).check();
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre demande est incomplète' })).toBeVisible();
  await expect(page.getByText(/numéro de téléphone valide/)).toBeVisible();
  const db = await serviceClient();
  const { data } = await db.from('form_submissions').select('id').eq('email', email);
  expect(data).toEqual([]);
  // Another site cannot post it in the visitor's name.
  const foreign = await page.request.post('/devis/', {
    headers: { Origin: 'https://ailleurs.example' },
    form: { fullName: 'X' },
  });
  expect(foreign.status()).toBe(403);
});
