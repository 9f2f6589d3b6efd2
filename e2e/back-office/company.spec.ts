import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/backend';

// "Entreprise": a staff member changes the company's phone number and a visitor's page shows the
// new one in its header, footer and JSON-LD at once (the render cache's lifetime is 0 here).

const STAFF = { email: 'gerante@parquet-alsace.example', password: 'Entreprise-2026-équipe' };

const url = () => {
  const value = process.env.BACK_OFFICE_URL;
  if (!value) throw new Error('BACK_OFFICE_URL manquant : lancez avec back-office.config.ts');
  return value;
};

test.beforeAll(async () => {
  const db = await serviceClient(url());
  const { data, error } = await db.auth.admin.createUser({
    email: STAFF.email,
    password: STAFF.password,
    email_confirm: true,
  });
  expect(error).toBeNull();
  const added = await db.rpc('staff_member_add', { member_id: data.user?.id, member_email: STAFF.email });
  expect(added.error).toBeNull();
});

test('readiness names the legal details still to enter, without taking the site out', async ({ request }) => {
  const ready = await request.get(`${url()}/__ready`);
  const body = (await ready.json()) as { ready: boolean; company: { placeholders: string[] } };
  expect(body.ready).toBe(true);
  expect(body.company.placeholders).toEqual(expect.arrayContaining(['siret', 'host_name', 'mediator_name']));
});

test('a staff member changes the phone number; the header, footer and JSON-LD of a visitor page show it', async ({
  page,
  browser,
}) => {
  await page.goto(`${url()}/admin/entreprise/`);
  await page.getByLabel('Adresse e-mail').fill(STAFF.email);
  await page.getByLabel('Mot de passe').fill(STAFF.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entreprise' })).toBeVisible();

  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  const phone = page.getByLabel('Téléphone principal');
  await expect(phone).toHaveValue('03 53 01 24 68');
  await phone.fill('03 89 41 22 33');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText(/Coordonnées enregistrées/);

  const visitor = await browser.newPage();
  await visitor.goto(`${url()}/`);
  await expect(visitor.locator('#shell-header a[href="tel:+33389412233"]').first()).toBeAttached();
  await expect(
    visitor.locator('#shell-footer').getByRole('link', { name: '03 89 41 22 33', exact: true }),
  ).toHaveAttribute('href', 'tel:+33389412233');
  const jsonLd = await visitor
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join('\n'));
  expect(jsonLd).toContain('"telephone":"+33389412233"');
  await visitor.close();
});
