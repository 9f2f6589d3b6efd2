import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient, visitorClient, wizardQuote } from '../support/backend';
import { expectNoSeriousAxeViolations, phonePhoto } from '../support/checks';
import { toLastStep } from '../support/visitor';
import { addStaffMember, backOfficeUrl, signInAs } from './staff';

// The back office on a 390 × 844 phone (docs/adr-008-back-office.md, docs/adr-010-storage.md):
// a lead's photos as real thumbnails, the photo itself on demand; a compact header and folded
// filters; 200 leads in a few taps; few Tab presses to the first lead; phones as French numbers;
// 24 px links; a journal that names the lead and what changed; a note typed and not saved kept.

/** The visitor site of the suite's server, and the back office's origin (its own when it has one). */
const site = () => process.env.BACK_OFFICE_URL ?? backOfficeUrl();
const admin = () => process.env.BACK_OFFICE_ADMIN_URL ?? backOfficeUrl();
const STAFF = { email: 'telephone@parquet-alsace.example', password: 'Ponçage-2026-téléphone' };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

let db: SupabaseClient;
let anon: SupabaseClient;

test.beforeAll(async () => {
  db = await serviceClient(site());
  anon = await visitorClient(site());
  await addStaffMember(STAFF);
});

/** A quote request as the site sends it; returns the lead's id. */
async function submitLead(fullName: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await anon.rpc('submit_quote', {
    payload: wizardQuote({
      message: 'Salon en chêne.',
      fullName,
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.fr`,
      ...extra,
    }),
  });
  expect(error).toBeNull();
  return data as string;
}

async function signIn(page: Page, path: string) {
  await signInAs(page, STAFF, path);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
}

test('a lead sent with photos from the site shows thumbnails of at most 40 KB, and each photo full size on demand', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'parquet-miniatures-'));
  const files = await Promise.all(
    [0, 1].map(async (seed) => {
      const path = join(dir, `parquet-${seed + 1}.jpg`);
      writeFileSync(path, await phonePhoto({ mean: 110 + seed * 20, sigma: 25, quality: 88, gps: false }));
      return path;
    }),
  );

  // The visitor, on their phone, sends the wizard with two photos.
  const visitor = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const visitorPage = await visitor.newPage();
  const email = `miniatures.${Date.now()}@example.fr`;
  const dialog = await toLastStep(visitorPage, `${site()}/`);
  await dialog.getByLabel('Ajouter des photos').setInputFiles(files);
  const items = dialog.getByRole('list', { name: 'Photos (facultatif)' }).getByRole('listitem');
  await expect(items.getByText('Prête', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await dialog.getByLabel('Nom complet').fill('Hélène Miniature');
  await dialog.getByLabel('Téléphone').fill('6 12 34 56 78');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Code postal').fill('68000');
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(visitorPage).toHaveURL(/\/thank-you\/$/, { timeout: 60_000 });
  await visitor.close();

  const { data: leads } = await db.from('form_submissions').select('id, request_id').eq('email', email);
  const lead = leads?.[0] as { id: string; request_id: string };
  // The thumbnails follow their photos (uploaded after them, best effort): wait for both.
  await expect
    .poll(async () => (await db.storage.from('quote-photo-thumbs').list(lead.request_id)).data?.length ?? 0)
    .toBe(2);

  // Staff open the lead on their phone: what each image costs on the wire.
  const transferred = new Map<string, number>();
  page.on('response', async (response) => {
    const found = /\/storage\/v1\/object\/sign\/(quote-photos|quote-photo-thumbs)\/(.+)$/.exec(
      new URL(response.url()).pathname,
    );
    if (!found || response.request().method() !== 'GET') return;
    const body = await response.body().catch(() => null);
    if (body) transferred.set(`${found[1]}/${decodeURIComponent(found[2] ?? '')}`, body.length);
  });
  await signIn(page, `/admin/leads/${lead.id}/`);
  const section = page.getByRole('region', { name: 'Photos' });
  const thumbnails = section.getByRole('button', { name: /^Agrandir la photo \d sur 2$/ });
  await expect(thumbnails).toHaveCount(2);
  await expect
    .poll(() =>
      section
        .locator('img')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth)),
    )
    .toEqual([320, 320]);
  await expectNoSeriousAxeViolations(page);

  await thumbnails.first().click();
  const viewer = page.getByRole('dialog', { name: 'Photo 1 sur 2' });
  const big = viewer.getByRole('img', { name: 'Photo 1 sur 2 jointe à la demande' });
  await expect.poll(() => big.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2048);
  await viewer.getByRole('button', { name: /Photo suivante/ }).click();
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Photo 2 sur 2 jointe à la demande' })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBe(2048);
  await page.keyboard.press('Escape');

  await expect.poll(() => transferred.size).toBe(4);
  const pairs = [...transferred.keys()]
    .filter((key) => key.startsWith('quote-photos/'))
    .map((key) => ({
      photo: transferred.get(key) ?? 0,
      thumbnail: transferred.get(key.replace('quote-photos/', 'quote-photo-thumbs/')) ?? Number.NaN,
    }));
  console.log(
    `Miniatures (octets, miniature / photo) : ${pairs.map((p) => `${p.thumbnail} / ${p.photo}`).join(', ')}`,
  );
  for (const pair of pairs) {
    expect(pair.thumbnail).toBeLessThanOrEqual(40_000);
    expect(pair.photo).toBeGreaterThan(pair.thumbnail * 4);
  }
});

test('200 leads on a phone: a compact header, folded filters, the first lead on the first screen, 3 taps to see them all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const batch = `Lot${Date.now().toString(36)}`;
  for (let start = 0; start < 200; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitLead(`${batch} Client ${String(start + i + 1).padStart(3, '0')}`),
      ),
    );
  }
  await signIn(page, `/admin/?q=${batch}`);
  const leads = page.getByRole('table').getByRole('link');
  await expect(leads.first()).toBeVisible();

  // One line of header; the filters folded behind a button that says how many are active.
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(72);
  const filters = page.getByRole('button', { name: 'Filtres (1 actif)' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Rechercher')).toBeHidden();
  const first = await leads.first().boundingBox();
  expect((first?.y ?? PHONE.height) + (first?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  // A finger finds the lead links (24 px at least); phones read as French staff dial them.
  for (const box of await leads.evaluateAll((links) =>
    links.slice(0, 5).map((a) => a.getBoundingClientRect().height),
  ))
    expect(box).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(
    '06\u00a012\u00a034\u00a056\u00a078',
  );
  await expectNoSeriousAxeViolations(page);

  // The menu unfolds the sections, Escape folds it back.
  const menu = page.getByRole('button', { name: /^Menu/ });
  await menu.click();
  await expect(
    page.getByRole('navigation', { name: 'Espace équipe' }).getByRole('link', { name: 'Journal' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Espace équipe' })).toBeHidden();
  await filters.click();
  await expect(page.getByLabel('Rechercher')).toHaveValue(batch);
  await expectNoSeriousAxeViolations(page);

  // From a fresh load, the first lead is a few Tab presses away.
  await page.reload();
  await expect(leads.first()).toBeVisible();
  const firstLead = await leads.first().getAttribute('href');
  let presses = 0;
  while (presses < 30) {
    await page.keyboard.press('Tab');
    presses += 1;
    if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === firstLead) break;
  }
  // The skip link, « Menu », « Se déconnecter », « Filtres », the export, the lead.
  expect(presses).toBeLessThanOrEqual(6);

  // 50 shown, then « Afficher 50 de plus » until all 200 are there.
  await expect(leads).toHaveCount(50);
  let taps = 0;
  const more = page.getByRole('button', { name: /^Afficher \d+ de plus$/ });
  while (await more.isVisible()) {
    await more.click();
    taps += 1;
    await expect(leads).toHaveCount(Math.min(200, 50 * (taps + 1)));
    // Focus on the first lead added, where reading goes on.
    await expect(leads.nth(50 * taps)).toBeFocused();
    if (taps > 10) break;
  }
  expect(taps).toBe(3);
  await expect(page.getByText('200 demandes', { exact: true })).toBeVisible();

  // The CSV: the phone as dialled, the city of the postal code (the wizard asks for none).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
  expect(csv[0]).toContain(';Téléphone;Code postal;Ville;');
  expect(csv.filter((line) => line.includes(batch))).toHaveLength(200);
  expect(csv[1]).toContain(";'06 12 34 56 78;68000;Colmar;40;");
});

test('the journal names the lead (a link to it), the field changed, before and after', async ({ page }) => {
  const name = `Nina Journal ${Date.now()}`;
  const id = await submitLead(name);
  await signIn(page, `/admin/leads/${id}/`);
  const pipeline = page.getByRole('region', { name: 'Suivi' });
  await pipeline.getByLabel('Nouveau statut').selectOption({ label: 'Contacté' });
  await pipeline.getByLabel('Note').fill('Rappeler jeudi matin.');
  await pipeline.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(pipeline.getByText('Passée en « Contacté »')).toBeVisible();

  await page.getByRole('button', { name: /^Menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Espace équipe' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des modifications' })).toBeVisible();
  const entries = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name: `Demande de ${name}` }),
    });
  const statusChange = entries.filter({ hasText: 'Modification' }).first();
  await expect(statusChange.getByRole('list', { name: 'Changements' })).toContainText(
    /Statut\s*:\s*Nouveau\s*→\s*devient\s*Contacté/,
  );
  const note = entries.filter({ hasText: 'Rappeler jeudi matin.' }).first();
  await expect(note).toContainText('Ajout · Note');
  const box = await note.getByRole('link', { name: `Demande de ${name}` }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expect(page.getByText('form_submissions')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await note.getByRole('link', { name: `Demande de ${name}` }).click();
  await expect(page).toHaveURL(`${admin()}/admin/leads/${id}/`);
});

test('a note typed and not saved survives leaving the screen, and closing the tab asks first', async ({
  page,
}) => {
  const name = `Paul Brouillon ${Date.now()}`;
  const id = await submitLead(name);
  await signIn(page, `/admin/leads/${id}/`);
  const pipeline = page.getByRole('region', { name: 'Suivi' });
  await pipeline.getByLabel('Note').fill('Devis à envoyer après la visite de mardi.');
  await page.getByRole('link', { name: /Toutes les demandes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeVisible();
  await page.goBack();

  await expect(pipeline.getByRole('status')).toContainText('Un brouillon non enregistré');
  await expectNoSeriousAxeViolations(page);
  await pipeline.getByRole('button', { name: 'Reprendre ce brouillon' }).click();
  await expect(pipeline.getByLabel('Note')).toHaveValue('Devis à envoyer après la visite de mardi.');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
});
