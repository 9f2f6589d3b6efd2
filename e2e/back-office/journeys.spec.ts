import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import WebSocket from 'ws';
import { serviceClient, wizardQuote } from '../support/backend';
import { expectNoSeriousAxeViolations } from '../support/checks';
import { addStaffMember, backOfficeUrl, signInAs, siteUrl } from './staff';

// The staff back office as the business uses it, on a phone and a desktop: sign-in by password
// and by magic link (read from the SMTP sink of back-office/server.ts), a lead found moments
// after it was sent, moved along the pipeline with a note, a failed e-mail re-sent, reviews
// approved and refused (the reason mailed), a lead's photos seen and opened, CSV export,
// erasure, sign-out.

const url = siteUrl;

const STAFF = { email: 'chef@parquet-alsace.example', password: 'Ponçage-2026-équipe' };

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const mails = (): Mail[] =>
  readFileSync(process.env.BACK_OFFICE_MAIL_LOG ?? '', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);

/** Waits for a message to `address` matching `match`, and returns it. */
async function mailTo(address: string, match: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mails().find((mail) => mail.to.includes(address) && match(mail));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}

let db: SupabaseClient;

function anon(): SupabaseClient {
  return createClient(url(), process.env.BACK_OFFICE_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A quote request exactly as the site sends it; returns the lead's id. */
async function submitLead(fields: {
  fullName: string;
  email: string;
  phone?: string;
  requestId?: string;
  photoCount?: number;
}): Promise<string> {
  const { data, error } = await anon().rpc('submit_quote', {
    payload: wizardQuote({
      requestId: fields.requestId ?? randomUUID(),
      ...(fields.photoCount ? { photoCount: fields.photoCount } : {}),
      phone: fields.phone ?? '+33612345678',
      city: 'Colmar',
      message: 'Salon en chêne, environ 40 m².',
      fullName: fields.fullName,
      email: fields.email,
    }),
  });
  expect(error).toBeNull();
  return data as string;
}

/** A photo sent as the site sends it: an upload link from the function, then the file. */
async function sendPhoto(requestId: string, bytes: Buffer): Promise<void> {
  const client = anon();
  const { data, error } = await client.functions.invoke('quote-photo-upload', {
    body: { requestId, photoId: randomUUID(), type: 'image/jpeg' },
  });
  expect(error).toBeNull();
  const signed = data as { path: string; token: string };
  const uploaded = await client.storage
    .from('quote-photos')
    .uploadToSignedUrl(signed.path, signed.token, bytes, { contentType: 'image/jpeg' });
  expect(uploaded.error).toBeNull();
}

async function signIn(page: Page, path = '/admin/') {
  await signInAs(page, STAFF, path);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  db = await serviceClient(url());
  const config = (await (await fetch(`${url()}/site-config.json`)).json()) as { supabaseAnonKey: string };
  process.env.BACK_OFFICE_ANON_KEY = config.supabaseAnonKey;
  await addStaffMember(STAFF);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a staff member signs in by password, finds a lead sent a moment before and moves it along with a note', async ({
    page,
  }) => {
    const name = `Camille Muller ${Date.now()}`;
    const id = await submitLead({ fullName: name, email: `camille.${Date.now()}@example.fr` });

    await signIn(page);
    await expect(page.getByTestId('new-leads')).toContainText(/nouvelles? demandes? à traiter/);
    // On a phone the filters are folded behind « Filtres ».
    await page.getByRole('button', { name: /^Filtres/ }).click();
    await page.getByLabel('Rechercher').fill(name);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`${backOfficeUrl()}/admin/leads/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Salon en chêne, environ 40 m².')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos' })).toContainText('Aucune photo');

    // Its deliveries: the business's e-mail and the sheet row reach their sinks.
    const deliveries = page.getByRole('region', { name: 'Envois' });
    await expect(async () => {
      await page.reload();
      await expect(
        deliveries.getByRole('listitem').filter({ hasText: 'E-mail à l’entreprise' }),
      ).toContainText('Remis', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    const pipeline = page.getByRole('region', { name: 'Suivi' });
    await pipeline.getByLabel('Nouveau statut').selectOption({ label: 'Contacté' });
    await pipeline.getByLabel('Note').fill('Appelée : visite possible jeudi matin.');
    await pipeline.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(pipeline.getByText('Appelée : visite possible jeudi matin.')).toBeVisible();
    await expect(pipeline.getByText('Passée en « Contacté »')).toBeVisible();
    await expect(pipeline.getByText(`par ${STAFF.email}`)).toBeVisible();
    const { data: stored } = await db.from('form_submissions').select('status').eq('id', id).single();
    expect(stored?.status).toBe('contacte');

    // The session is kept across a reload; signing out ends it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('a lead sent with photos: staff see its thumbnails, open one full size, go to the next, download it', async ({
    page,
  }) => {
    const name = `Nina Photo ${Date.now()}`;
    const requestId = randomUUID();
    const id = await submitLead({
      fullName: name,
      email: `nina.${Date.now()}@example.fr`,
      requestId,
      photoCount: 3,
    });
    // Two of the three announced photos arrive, as the site's resize leaves them (JPEG, 2 048 px).
    const photos = await Promise.all(
      ['#8a6a4a', '#4a6a8a'].map((background) =>
        sharp({ create: { width: 2048, height: 1536, channels: 3, background } })
          .jpeg({ quality: 82 })
          .toBuffer(),
      ),
    );
    for (const bytes of photos) await sendPhoto(requestId, bytes);

    await signIn(page, `/admin/leads/${id}/`);
    const section = page.getByRole('region', { name: 'Photos' });
    const thumbnails = section.getByRole('button', { name: /^Agrandir la photo \d sur 2$/ });
    await expect(thumbnails).toHaveCount(2);
    await expect(section).toContainText('1\u00a0photo annoncée n’est pas encore arrivée');
    // Real pixels through the signed links, in boxes sized before they load.
    await expect
      .poll(() =>
        section
          .locator('img')
          .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth)),
      )
      .toEqual([2048, 2048]);
    const box = await thumbnails.first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(160);
    await expect(section.locator('img').first()).toHaveAttribute('loading', 'lazy');

    await thumbnails.first().click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 sur 2' });
    const big = viewer.getByRole('img', { name: 'Photo 1 sur 2 jointe à la demande' });
    await expect(big).toBeVisible();
    await expect.poll(() => big.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2048);
    await expect(viewer.getByRole('status')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('link', { name: /^Télécharger/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`photo-1-${requestId.slice(0, 8)}.jpg`);
    const saved = readFileSync((await download.path()) as string);
    expect(photos.some((bytes) => bytes.equals(saved))).toBe(true);

    await viewer.getByRole('button', { name: /Photo suivante/ }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 2 sur 2' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 1 sur 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbnails.first()).toBeFocused();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
  });

  test('the lead linked from the notification e-mail opens after a magic link read from the mail', async ({
    page,
  }) => {
    const name = `Luc Meyer ${Date.now()}`;
    const id = await submitLead({ fullName: name, email: `luc.${Date.now()}@example.fr` });
    // One tap from the business's notification e-mail.
    const notification = await mailTo('devis@parquet-alsace.example', (m) =>
      `${m.subject}\n${m.text}`.includes(name),
    );
    const leadLink = new RegExp(`https?://[^\\s"<>]+/admin/leads/${id}/?`).exec(
      `${notification.text}\n${notification.html}`,
    )?.[0];
    expect(leadLink, 'l’e-mail de la demande mène à sa page').toBeTruthy();
    expect(new URL(leadLink as string).origin, 'sur l’origine de l’espace équipe').toBe(backOfficeUrl());
    await page.goto(leadLink as string);
    await page.getByLabel('Adresse e-mail').fill(STAFF.email);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('status')).toContainText('un lien de connexion vient de lui être envoyé');
    const mail = await mailTo(STAFF.email, (m) => (m as Mail & { at: number }).at >= asked - 1000);
    const link = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify[^\s"<>]*/.exec(`${mail.text}\n${mail.html}`)?.[0];
    expect(link, 'le lien de connexion est dans l’e-mail').toBeTruthy();
    await page.goto((link as string).replace(/&amp;/g, '&'));
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    // Signed in on the back office's own origin, never on the visitor pages'.
    expect(new URL(page.url()).origin).toBe(backOfficeUrl());
    expect(new URL(page.url()).pathname).toBe(`/admin/leads/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name: /^Luc Meyer/ })).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
  });
});

test('a failed e-mail is shown with its error and re-sent', async ({ page }) => {
  const marker = `Échec ${Date.now()}`;
  writeFileSync(process.env.BACK_OFFICE_FAIL_FILE ?? '', marker);
  const id = await submitLead({ fullName: marker, email: `echec.${Date.now()}@example.fr` });
  await expect
    .poll(
      async () =>
        (await db.from('outbox_jobs').select('status').eq('lead_id', id).eq('kind', 'quote_email').single())
          .data?.status,
      { timeout: 20_000 },
    )
    .toBe('failed');

  await signIn(page, `/admin/leads/${id}/`);
  const email = page
    .getByRole('region', { name: 'Envois' })
    .getByRole('listitem')
    .filter({ hasText: 'E-mail à l’entreprise' });
  await expect(email).toContainText('Échec');
  // Said in French, with what to do; the server's own words folded under « Détails techniques ».
  await expect(email).toContainText('Le serveur du destinataire a refusé l’e-mail');
  await expect(email.getByText(/Boîte du destinataire pleine/)).toBeHidden();
  await email.getByText('Détails techniques').click();
  await expect(email.getByText(/Boîte du destinataire pleine/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  rmSync(process.env.BACK_OFFICE_FAIL_FILE ?? '', { force: true });
  await email.getByRole('button', { name: /^Renvoyer/ }).click();
  await expect(email).toContainText('Renvoi demandé');
  await mailTo('devis@parquet-alsace.example', (m) => m.text.includes(marker) || m.subject.includes(marker));
  await expect(async () => {
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Envois' })
        .getByRole('listitem')
        .filter({ hasText: 'E-mail à l’entreprise' }),
    ).toContainText('Remis', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test('reviews: one approved shows on /reviews/, one refused has its reason mailed to its author', async ({
  page,
}) => {
  const stamp = Date.now();
  const good = `Escalier comme neuf ${stamp}`;
  const bad = `Avis hors sujet ${stamp}`;
  for (const [title, email] of [
    [good, `sophie.${stamp}@example.fr`],
    [bad, `paul.${stamp}@example.fr`],
  ]) {
    const { error } = await anon()
      .from('reviews')
      .insert({ name: 'Sophie', email, title, content: 'Travail soigné, équipe ponctuelle.', rating: 5 });
    expect(error).toBeNull();
  }

  // In the light theme (the other journeys run in the default dark one).
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await signIn(page, '/admin/reviews/');
  await expect(page.locator('html')).toHaveClass('light');
  const goodCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: good }) });
  await goodCard.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Avis publié.')).toBeVisible();

  const badCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bad }) });
  await badCard.getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Autre raison (à écrire)').check();
  await dialog
    .getByLabel('Raison', { exact: true })
    .fill('Cet avis décrit un chantier qui n’est pas le nôtre.');
  await dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }).click();
  await dialog.getByRole('button', { name: 'Refuser et envoyer l’e-mail' }).click();
  await expect(page.getByText(/l’auteur va recevoir la raison par e-mail/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The published review answers publicly.
  await page.getByRole('link', { name: 'Publiés' }).click();
  const published = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: good }) });
  await published.getByRole('button', { name: 'Répondre publiquement' }).click();
  await published.getByLabel('Réponse publique').fill('Merci Sophie, à bientôt !');
  await published.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(page.getByText('Réponse publiée.')).toBeVisible();

  const mail = await mailTo(`paul.${stamp}@example.fr`, () => true);
  expect(mail.text).toContain('Cet avis décrit un chantier qui n’est pas le nôtre.');

  await page.goto(`${url()}/reviews/`);
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: good }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Merci Sophie, à bientôt !');
  await expect(page.getByRole('heading', { name: bad })).toHaveCount(0);
});

test('a lead carrying markup is shown inert, exported as inert CSV for French Excel, then erased', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `<img src=x onerror="window.__pwned=1">${stamp}`;
  const email = `piege.${stamp}@example.fr`;
  const id = await submitLead({ fullName: `=HYPERLINK("http://evil.example")${name}`, email });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByLabel('Rechercher').fill(email);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const link = page.getByRole('link', { name: /HYPERLINK/ });
  await expect(link).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFFReçue le;Statut;Nom;')).toBe(true);
  const line = csv.split('\r\n')[1] ?? '';
  expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Nouveau;"'=HYPERLINK\(""http:\/\/evil\.example""\)/);
  expect(line).toContain(`;${email};'06 12 34 56 78;68000;Colmar;40;Ponçage + huilage écologique;1760,00`);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('main img')).toHaveCount(0);

  // The person's data, as they may ask for it.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter ses données' }).click(),
  ]);
  const person = JSON.parse(readFileSync((await exported.path()) as string, 'utf8')) as {
    email: string;
    leads: Array<{ id: string; full_name: string }>;
  };
  expect(person.email).toBe(email);
  expect(person.leads.map((lead) => lead.id)).toEqual([id]);

  await page.getByRole('button', { name: 'Effacer ses données' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Pour confirmer/).fill(email);
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(page).toHaveURL(`${backOfficeUrl()}/admin/?efface=1`);
  const { data } = await db.from('form_submissions').select('id').eq('id', id);
  expect(data).toEqual([]);
  const { data: jobs } = await db.from('outbox_jobs').select('id').eq('lead_id', id);
  expect(jobs).toEqual([]);

  // The journal shows the export and the erasure, by whom, without the person's address.
  await page.getByRole('link', { name: 'Journal' }).click();
  const entries = page.getByRole('main').getByRole('listitem');
  await expect(entries.first()).toContainText('Effacement des données · Personne');
  await expect(entries.first()).toContainText(STAFF.email);
  await expect(entries.filter({ hasText: 'Export des données · Personne' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: 'Suppression · Demande' }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(email);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
