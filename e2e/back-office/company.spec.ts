import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { visitorClient, wizardQuote } from '../support/backend';
import { addStaffMember, backOfficeUrl, signInAs, siteUrl } from './staff';

// "Entreprise": a staff member changes the company's phone number and a visitor's page shows the
// new one in its header, footer and JSON-LD at once (the render cache's lifetime is 0 here); an
// agency's address changed there reaches the agency cards, the footer, the JSON-LD, and with the
// phone the legal notices, a visitor's e-mail and a downloaded PDF (docs/adr-014-company-details.md).

const STAFF = { email: 'gerante@parquet-alsace.example', password: 'Entreprise-2026-équipe' };

const url = siteUrl;

test.beforeAll(() => addStaffMember(STAFF));

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
  await page.goto(`${backOfficeUrl()}/admin/entreprise/`);
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

async function signIn(page: Page) {
  await signInAs(page, STAFF, '/admin/entreprise/');
  await expect(page.getByRole('heading', { level: 1, name: 'Entreprise' })).toBeVisible();
}

/** The messages the SMTP sink of back-office/server.ts received. */
const mails = (): { to: string[]; subject: string; text: string }[] =>
  readFileSync(process.env.BACK_OFFICE_MAIL_LOG ?? '', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

test('the phone and an agency changed in the back office reach every page, the e-mails and the PDFs', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page);
  await page.getByLabel('Téléphone principal').fill('03 89 41 55 66');
  const strasbourg = page.getByRole('group', { name: 'Agence 2 : Strasbourg' });
  await strasbourg.getByLabel('Rue').fill('8 quai des Bateliers');
  await strasbourg.getByLabel('Téléphone').fill('03 88 12 34 56');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText(/Coordonnées enregistrées/);

  const visitor = await browser.newPage();
  await visitor.goto(`${url()}/`);
  await expect(visitor.locator('#shell-header a[href="tel:+33389415566"]').first()).toBeAttached();
  // The head office answers on the main phone: its card never keeps the old number.
  const headOffice = visitor.locator('#shell-footer li').filter({ hasText: 'Siège social' });
  await expect(headOffice.getByRole('link', { name: /03 89 41 55 66/ })).toHaveAttribute(
    'href',
    'tel:+33389415566',
  );
  await expect(headOffice).not.toContainText(/03 53 01 24 68/);
  const footerCard = visitor.locator('#shell-footer li').filter({ hasText: 'Agence nord' });
  await expect(footerCard).toContainText(/8 quai des Bateliers, 67100\sStrasbourg/);
  await expect(footerCard.getByRole('link', { name: /03 88 12 34 56/ })).toHaveAttribute(
    'href',
    'tel:+33388123456',
  );
  const jsonLd = await visitor
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join('\n'));
  expect(jsonLd).toContain('"telephone":"+33389415566"');
  expect(jsonLd).toContain('"streetAddress":"8 quai des Bateliers"');
  expect(jsonLd).toContain('"telephone":"+33388123456"');

  await visitor.goto(`${url()}/about/`);
  const cards = visitor.getByRole('region', { name: /Nos 4\sagences/ });
  const card = cards
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Strasbourg' }) });
  await expect(card).toContainText('8 quai des Bateliers');
  await expect(card.getByRole('link', { name: /03 88 12 34 56/ })).toBeVisible();
  await expect(visitor.locator('#mentions-legales')).toContainText(/Téléphone\s:\s03\s89\s41\s55\s66/);
  await expect(visitor.getByRole('region', { name: 'Nous contacter' })).toContainText(/03\s89\s41\s55\s66/);
  await visitor.close();

  // A visitor's copy of a quote request sent after the change is signed with the new number.
  const anon = await visitorClient(url());
  const copyTo = `copie-${randomUUID().slice(0, 8)}@exemple.fr`;
  const { error } = await anon.rpc('submit_quote', {
    payload: wizardQuote({ city: 'Colmar', fullName: 'Claire Muller', email: copyTo, sendCopy: true }),
  });
  expect(error).toBeNull();
  await expect
    .poll(() => mails().find((mail) => mail.to.includes(copyTo))?.text ?? '', { timeout: 20_000 })
    .toContain('Parquet Alsace Rénovation – 03 89 41 55 66');

  // A technical sheet downloaded now prints the new number, not the seed's.
  const response = await request.get(`${url()}/media/documents/fiche-grains-abrasifs-poncage.pdf`, {
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(join(tmpdir(), 'pdf-entreprise-'));
  try {
    const file = join(dir, 'fiche.pdf');
    writeFileSync(file, await response.body());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('03 89 41 55 66');
    expect(text).not.toContain('03 53 01 24 68');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
