import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { serviceClient } from '../support/backend';
import { BASE_URL, DATA_DIR } from '../support/env';

// The visitor books the technical visit right after the quote (docs/adr-022-visit-booking.md):
// on a phone, two taps on the thank-you page; the e-mail carries an invitation that parses back
// (Europe/Paris, stable UID); the lead moves to « Visite planifiée »; a change and a
// cancellation from the e-mail's link send the updated invitation.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SCREENS = '/work/wt/screens';

async function sendQuote(page: Page, email: string) {
  await page.goto('/');
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some(
      (e) => e?.event === 'page_view',
    ),
  );
  // A choice made, the cookie banner stays out of the way (and out of the screenshot).
  await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
  await page.getByRole('link', { name: 'Simuler mon devis' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await dialog.getByLabel('Surface en m²').fill('40');
  await dialog.getByRole('radio', { name: 'Maison' }).check();
  await dialog.getByRole('radio', { name: /Plus de deux ans/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: /huilage écologique/ }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByLabel('Nom complet').fill('Jeanne Visite');
  await dialog.getByLabel('Téléphone').fill('6 12 34 56 78');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Code postal').fill('68000');
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
}

interface Invitation {
  subject: string;
  text: string;
  method: string;
  uid: string;
  sequence: number;
  start: string;
  tzid: string | null;
  hasZone: boolean;
}

/** The visitor's invitation e-mails (newest last), each with its calendar part parsed back. */
async function invitations(email: string): Promise<Invitation[]> {
  const dir = join(DATA_DIR, 'mail');
  mkdirSync(dir, { recursive: true });
  const found: Invitation[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.includes('visit_invitation')) continue;
    const mail = await simpleParser(readFileSync(join(dir, file)));
    const to = [mail.to ?? []].flat().flatMap((box) => box.value.map((one) => one.address));
    if (!to.includes(email)) continue;
    const calendar = mail.attachments.find((part) => part.contentType.startsWith('text/calendar'));
    if (!calendar) throw new Error(`${file} : pas d’invitation text/calendar`);
    const root = new ICAL.Component(ICAL.parse(calendar.content.toString('utf8')));
    const zone = root.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const vevent = root.getFirstSubcomponent('vevent') as ICAL.Component;
    const event = new ICAL.Event(vevent);
    found.push({
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      method: String(root.getFirstPropertyValue('method')),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      tzid: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      hasZone: zone?.getFirstPropertyValue('tzid') === 'Europe/Paris',
    });
  }
  return found;
}

test('a phone visitor books the visit in two taps, gets the invitation, and can change and cancel it', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = `visite-${Date.now()}@example.fr`;
  await sendQuote(page, email);

  const section = page.getByRole('region', { name: 'Choisissez le créneau de la visite technique' });
  await expect(section).toBeVisible();
  const slots = section.getByRole('list').getByRole('button');
  await expect(slots.first()).toBeVisible();
  const labels = await slots.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (const label of labels) {
    expect(label).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2}\u00a0\p{L}+, \d{1,2}\u00a0h\u00a0\d\d\u00a0– \d{1,2}\u00a0h\u00a0\d\d$/u,
    );
  }
  expect(new Set(labels.map((label) => label.split(',')[0])).size).toBeGreaterThanOrEqual(2);
  await expect(section.getByRole('button', { name: 'Voir d’autres créneaux' })).toBeVisible();
  await expect(section.getByText(/Aucun créneau ne me convient/)).toBeVisible();
  // Targets a thumb can hit.
  const box = await slots.first().boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="visite-titre"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENS, 'visite-creneaux.png') });

  // Tap 1: the slot; tap 2: « Confirmer la visite ».
  const chosen = labels[0] as string;
  await slots.first().tap();
  await section.getByRole('button', { name: 'Confirmer la visite' }).tap();
  const status = section.getByRole('status');
  await expect(status).toContainText(`Visite confirmée\u00a0: ${chosen}`);
  const calendarLink = status.getByRole('link', { name: 'Ajouter à mon agenda' });
  const manage = (await status
    .getByRole('link', { name: /Changer ou annuler la visite/ })
    .getAttribute('href')) as string;
  expect(manage).toMatch(/^\/visite\/[0-9a-f]{64}\/$/);
  const ics = await page.request.get((await calendarLink.getAttribute('href')) as string);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain('BEGIN:VTIMEZONE');

  // The lead moved to « Visite planifiée » with a dated note.
  const db = await serviceClient();
  const { data: lead } = await db
    .from('form_submissions')
    .select('id, status, lead_notes(body, status)')
    .eq('email', email)
    .single();
  expect(lead?.status).toBe('visite_planifiee');
  expect(lead?.lead_notes).toEqual([
    expect.objectContaining({ status: 'visite_planifiee', body: expect.stringContaining(chosen) }),
  ]);

  // The e-mail: METHOD:REQUEST, Europe/Paris with its VTIMEZONE, and the link to change.
  await expect.poll(async () => (await invitations(email)).length, { timeout: 20_000 }).toBe(1);
  const [first] = await invitations(email);
  expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'Europe/Paris', hasZone: true });
  expect(first?.subject).toBe(`Visite technique confirmée\u00a0: ${chosen}`);
  expect(first?.text).toContain(manage);

  // The visit page passes axe (axe needs scripts: this tab has them, the page has none).
  await page.goto(`${manage}?changer=1`);
  const pageAxe = await new AxeBuilder({ page }).analyze();
  expect(
    pageAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // A change from the e-mail's link, in a browser without JavaScript: same UID, SEQUENCE raised.
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'fr-FR',
  });
  const plain = await withoutScripts.newPage();
  await plain.goto(`${BASE_URL}${manage}?changer=1`);
  const other = plain.getByRole('list').getByRole('button').nth(1);
  const otherLabel = (await other.textContent()) as string;
  await other.tap();
  await plain.getByRole('button', { name: 'Confirmer la visite' }).tap();
  await expect(plain.getByText('Votre visite est confirmée.')).toBeVisible();
  await expect(plain.getByText(otherLabel)).toBeVisible();
  await expect.poll(async () => (await invitations(email)).length, { timeout: 20_000 }).toBe(2);
  const moved = (await invitations(email))[1];
  expect(moved).toMatchObject({ method: 'REQUEST', sequence: 1, uid: first?.uid });
  expect(moved?.start).not.toBe(first?.start);

  // A cancellation: METHOD:CANCEL, SEQUENCE raised again.
  await plain.getByRole('button', { name: 'Annuler la visite' }).tap();
  await expect(plain.getByRole('heading', { name: 'Visite annulée' })).toBeVisible();
  await expect.poll(async () => (await invitations(email)).length, { timeout: 20_000 }).toBe(3);
  const cancelled = (await invitations(email))[2];
  expect(cancelled).toMatchObject({ method: 'CANCEL', sequence: 2, uid: first?.uid });
  await withoutScripts.close();
});
