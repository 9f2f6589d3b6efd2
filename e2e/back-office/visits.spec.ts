import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { serviceClient } from '../support/backend';
import { addStaffMember, backOfficeUrl, signInAs, siteUrl } from './staff';

// The business's side of technical visits (docs/adr-022-visit-booking.md): the « Agenda » lists
// what visitors booked, day by day; on a lead, staff book, move and cancel a visit and the
// customer is mailed each time; « Disponibilités » shows each agency's rules.

const STAFF = { email: 'agenda@parquet-alsace.example', password: 'Agenda-2026-équipe-visites' };

interface Mail {
  to: string[];
  subject: string;
}
const mails = (): Mail[] =>
  readFileSync(process.env.BACK_OFFICE_MAIL_LOG ?? '', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);

test.beforeAll(() => addStaffMember(STAFF));

test('the agenda shows booked visits by day; staff book, move and cancel one and the customer is mailed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Three visitors who booked from the thank-you page (the visitor's functions, anon key).
  const anonKey = (
    (await (await fetch(`${siteUrl()}/site-config.json`)).json()) as { supabaseAnonKey: string }
  ).supabaseAnonKey;
  const visitor = createClient(siteUrl(), anonKey, { auth: { persistSession: false } });
  const names = ['Claire Agenda', 'Paul Agenda', 'Inès Agenda'];
  for (const [index, fullName] of names.entries()) {
    const requestId = crypto.randomUUID();
    const sent = await visitor.rpc('submit_quote', {
      payload: {
        requestId,
        surface: 30,
        propertyType: 'maison',
        finition: 'poncageVitrification',
        fullName,
        phone: '06 12 34 56 78',
        email: `agenda-${index}@example.fr`,
        postalCode: '68000',
        streetNumber: String(index + 3),
        streetName: 'rue des Vignes',
        acceptTerms: true,
      },
    });
    expect(sent.error).toBeNull();
    const { data: slots } = await visitor.rpc('available_visit_slots', { p_request_id: requestId });
    // The first, the second and a later day's slot.
    const slot = (slots as { starts_at: string }[])[index === 2 ? 6 : index];
    expect(
      (await visitor.rpc('book_visit', { p_request_id: requestId, p_starts_at: slot?.starts_at })).error,
    ).toBeNull();
  }
  // A lead without a visit, for staff to book.
  const db = await serviceClient(siteUrl());
  const leadRequest = crypto.randomUUID();
  await visitor.rpc('submit_quote', {
    payload: {
      requestId: leadRequest,
      surface: 50,
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: 'Marc Téléphone',
      phone: '06 98 76 54 32',
      email: 'marc.telephone@example.fr',
      postalCode: '67000',
      acceptTerms: true,
    },
  });
  const { data: lead } = await db
    .from('form_submissions')
    .select('id')
    .eq('request_id', leadRequest)
    .single();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, STAFF, '/admin/agenda/');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda des visites' })).toBeVisible();
  for (const name of names) await expect(page.getByText(name, { exact: false })).toBeVisible();
  expect(await page.getByRole('region').count()).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: '/work/wt/screens/agenda.png', fullPage: true });

  // « Disponibilités »: the head office's rules as seeded.
  await page.getByRole('link', { name: 'Disponibilités' }).click();
  await expect(page.getByLabel('Durée d’une visite (min)')).toHaveValue('60');
  await expect(page.getByText(/^lundi\u00a0: 9\u00a0h\u00a000 – 12\u00a0h\u00a000/)).toBeVisible();

  // On the lead: book, move, cancel.
  await page.goto(`${backOfficeUrl()}/admin/leads/${lead?.id}/`);
  const panel = page.getByRole('region', { name: 'Visite technique' });
  await expect(panel.getByText('Aucune visite planifiée.')).toBeVisible();
  await panel.getByRole('button', { name: 'Planifier la visite' }).click();
  const select = panel.getByLabel('Créneau');
  await expect(select.locator('option').nth(2)).toBeAttached();
  const first = (await select.locator('option').nth(1).textContent()) as string;
  await select.selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Planifier la visite' }).last().click();
  await expect(panel.getByText(first)).toBeVisible();
  await expect(page.getByText('Visite planifiée', { exact: true }).first()).toBeVisible();
  await expect
    .poll(() =>
      mails()
        .filter((m) => m.to.includes('marc.telephone@example.fr'))
        .map((m) => m.subject),
    )
    .toEqual([`Visite technique confirmée\u00a0: ${first}`]);

  await panel.getByRole('button', { name: 'Déplacer la visite' }).click();
  const second = (await select.locator('option').nth(2).textContent()) as string;
  await select.selectOption({ index: 2 });
  await panel.getByRole('button', { name: 'Déplacer la visite' }).last().click();
  await expect(panel.getByText(second)).toBeVisible();
  await panel.getByRole('button', { name: 'Annuler la visite' }).click();
  await panel.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(panel.getByText(/annulée/)).toBeVisible();
  await expect
    .poll(() =>
      mails()
        .filter((m) => m.to.includes('marc.telephone@example.fr'))
        .map((m) => m.subject),
    )
    .toEqual([
      `Visite technique confirmée\u00a0: ${first}`,
      `Visite technique déplacée\u00a0: ${second}`,
      `Visite technique annulée – ${second}`,
    ]);
});
