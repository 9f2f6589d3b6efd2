import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { serviceClient } from '../support/backend';
import { addStaffMember, backOfficeUrl, signInAs, siteUrl } from './staff';

// From the lead to a signed devis, on phones (docs/adr-023-devis.md): staff prepare the devis
// from the request and send it; the customer opens the link of the e-mail, reads the PDF and
// accepts with the code of a second e-mail and their typed name; both receive the signed PDF;
// the lead shows « Gagné » and the proof.

const STAFF = { email: 'devis-equipe@parquet-alsace.example', password: 'Devis-2026-équipe-signature' };
const CUSTOMER = 'helene.devis@example.fr';
const BUSINESS = 'devis@parquet-alsace.example';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Mail {
  to: string[];
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; file: string }[];
}
const mails = (): Mail[] =>
  readFileSync(process.env.BACK_OFFICE_MAIL_LOG ?? '', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
const mailTo = (to: string, subject: RegExp) =>
  mails().find((m) => m.to.includes(to) && subject.test(m.subject));
/** A PDF's text as a reader's tools get it (poppler's pdftotext), spaces made plain. */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'])
    .toString()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

test.beforeAll(async () => {
  await addStaffMember(STAFF);
  // The company details a devis must carry, as the business fills them in « Entreprise ».
  const db = await serviceClient(siteUrl());
  const { error } = await db
    .from('company_details')
    .update({
      legal_name: 'Parquet Alsace Rénovation SAS',
      legal_form: 'SAS au capital de 10 000 €',
      email: 'contact@parquet-alsace-renovation.fr',
      siret: '912 345 678 00019',
      rcs: 'RCS Colmar 912 345 678',
      vat_number: 'FR 40 912345678',
      insurer_name: 'Mutuelle des Artisans d’Alsace',
      insurer_policy: 'DEC-2026-4411',
      insurer_area: 'France métropolitaine',
      mediator_name: 'Médiateur de la consommation du bâtiment',
      mediator_address: '10 rue du Médiateur, 75008 Paris',
      mediator_website: 'https://www.mediateur-batiment.fr',
    })
    .eq('id', 'entreprise');
  expect(error).toBeNull();
});

async function submittedLead(): Promise<string> {
  const anonKey = (
    (await (await fetch(`${siteUrl()}/site-config.json`)).json()) as { supabaseAnonKey: string }
  ).supabaseAnonKey;
  const visitor = createClient(siteUrl(), anonKey, { auth: { persistSession: false } });
  const requestId = crypto.randomUUID();
  const sent = await visitor.rpc('submit_quote', {
    payload: {
      requestId,
      surface: 45,
      propertyType: 'maison',
      homeOlderThanTwoYears: true,
      finition: 'huileEnvironnement',
      fullName: 'Hélène Devis',
      phone: '06 12 34 56 78',
      email: CUSTOMER,
      postalCode: '68000',
      streetNumber: '8',
      streetName: 'rue des Tonneliers',
      acceptTerms: true,
    },
  });
  expect(sent.error).toBeNull();
  const db = await serviceClient(siteUrl());
  const { data } = await db.from('form_submissions').select('id').eq('request_id', requestId).single();
  return (data as { id: string }).id;
}

async function sendDevis(page: Page, leadId: string): Promise<string> {
  await signInAs(page, STAFF, `/admin/leads/${leadId}/`);
  const panel = page.getByRole('region', { name: 'Devis' });
  await panel.getByRole('button', { name: 'Préparer le devis' }).click();
  // Prefilled from the request: the customer, the works' address, a line of 45 m² at 10 %.
  await expect(panel.getByLabel('Nom du client')).toHaveValue('Hélène Devis');
  await expect(panel.getByLabel('Adresse des travaux')).toHaveValue(/rue des Tonneliers/);
  await expect(panel.getByLabel('Quantité').first()).toHaveValue('45');
  await panel.getByLabel('Début des travaux (date ou délai)').fill('sous 3 semaines');
  await panel.getByLabel('Durée des travaux').fill('2 jours');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByText('Devis enregistré.')).toBeVisible();
  await panel.getByRole('button', { name: 'Envoyer le devis' }).click();
  await panel.getByRole('button', { name: 'Confirmer l’envoi' }).click();
  const sent = panel.getByText(/^Devis DEV-\d{4}-\d{4} envoyé \(version 1\)\.$/);
  await expect(sent).toBeVisible();
  const number = /DEV-\d{4}-\d{4}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByText('Devis envoyé', { exact: true }).first()).toBeVisible();
  return number;
}

test('staff send a devis from a lead; the customer accepts it on a phone with the code of an e-mail; both get the signed PDF and the lead shows the proof', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const leadId = await submittedLead();
  const staff = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
  const staffPage = await staff.newPage();
  const number = await sendDevis(staffPage, leadId);

  // The customer's e-mail links to the devis's page.
  await expect
    .poll(() => mailTo(CUSTOMER, /^Votre devis DEV-/)?.subject, { timeout: 20_000 })
    .toContain(number);
  const link = /https?:\/\/\S+\/mon-devis\/[0-9a-f]{64}\//.exec(
    mailTo(CUSTOMER, /^Votre devis DEV-/)?.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link as string).pathname;

  const customer = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
  const page = await customer.newPage();
  const opened = await page.goto(`${siteUrl()}${path}`);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  // The PDF, as the customer's phone downloads it, holds the number, the customer and the totals.
  const pdf = await page.request.get(`${siteUrl()}${path}devis.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pdfFile = test.info().outputPath('devis.pdf');
  writeFileSync(pdfFile, await pdf.body());
  const text = pdfText(pdfFile);
  for (const item of [number, 'Hélène Devis', 'rue des Tonneliers', 'Total TTC', 'rétractation']) {
    expect(text).toContain(item);
  }

  const before = await new AxeBuilder({ page }).analyze();
  expect(before.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

  // Accept: the reduced-VAT certification, a code by e-mail, the code and the name typed.
  await page.getByRole('checkbox', { name: /J’atteste remplir les conditions du taux réduit/ }).check();
  await page.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
  await expect
    .poll(() => mailTo(CUSTOMER, /^Code de signature du devis/)?.subject, { timeout: 20_000 })
    .toMatch(/\d{6}$/);
  const code = /(\d{6})$/.exec(mailTo(CUSTOMER, /^Code de signature du devis/)?.subject ?? '')?.[1] ?? '';
  await page.getByLabel('Code à 6 chiffres reçu par e-mail').fill(code);
  await page.getByLabel('Votre prénom et votre nom').fill('Hélène Devis');
  await page.getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(page.getByText('Devis accepté').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

  // Both receive the signed PDF: the devis, its acceptance, the name and the PDF's fingerprint.
  const signedCopy = (to: string) =>
    mails()
      .filter((m) => m.to.includes(to) && m.subject.includes('accepté'))
      .flatMap((m) => m.attachments ?? [])
      .find((a) => a.contentType === 'application/pdf');
  for (const to of [CUSTOMER, BUSINESS]) {
    await expect
      .poll(() => signedCopy(to)?.file ?? '', {
        timeout: 30_000,
        message: `signed copy to ${to}; mails: ${JSON.stringify(mails().map((m) => [m.to, m.subject]))}`,
      })
      .not.toBe('');
    const signedText = pdfText(signedCopy(to)?.file ?? '');
    expect(signedText).toContain(number);
    expect(signedText).toContain('Hélène Devis');
    expect(signedText).toMatch(/[0-9a-f]{64}/);
  }

  // The lead: « Gagné », and the proof of the acceptance.
  await staffPage.goto(`${backOfficeUrl()}/admin/leads/${leadId}/`);
  await expect(staffPage.getByText('Gagné', { exact: true }).first()).toBeVisible();
  const proof = staffPage.getByRole('region', { name: 'Devis' });
  await expect(proof.getByText('Preuve de l’acceptation')).toBeVisible();
  await expect(proof.getByText(/[0-9a-f]{64}/)).toBeVisible();
  await expect(proof.getByText('127.0.0.1')).toBeVisible();
  await staff.close();
  await customer.close();
});
