import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { serviceClient, visitorClient } from '../support/backend';
import { phonePhoto } from '../support/checks';
import { DATA_DIR } from '../support/env';
import { toLastStep } from '../support/visitor';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Files handed to the browser by path: large buffers would crawl through the protocol. */
const filesDir = mkdtempSync(join(tmpdir(), 'parquet-photos-'));
function onDisk(name: string, bytes: Buffer): string {
  const path = join(filesDir, name);
  writeFileSync(path, bytes);
  return path;
}

/** The EXIF block points to a GPS directory (tag 0x8825), in either byte order. */
const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

async function fillContact(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom complet').fill('Camille Photo');
  await dialog.getByLabel('Téléphone').fill('6 12 34 56 78');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Code postal').fill('67000');
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
}

test('three phone photos: resized without GPS, one upload fails and is retried, the e-mail links all three, anon reads none', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const originals = await Promise.all([0, 1, 2].map((seed) => phonePhoto({ mean: 100 + seed * 20 })));
  const original = await sharp(originals[0]).metadata();
  expect([original.width, hasGps(original.exif)]).toEqual([4000, true]);

  // The second photo's upload is cut three times — the automatic attempts — then goes
  // through when the visitor asks again.
  let cut = 0;
  let secondPhotoId = '';
  await page.route('**/storage/v1/object/upload/sign/quote-photos/**', async (route) => {
    if (
      route.request().method() === 'PUT' &&
      secondPhotoId &&
      route.request().url().includes(secondPhotoId) &&
      cut < 3
    ) {
      cut++;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  const email = `photos-${Date.now()}@example.fr`;
  const dialog = await toLastStep(page);
  const picker = dialog.getByLabel('Ajouter des photos');
  await expect(picker).toHaveAttribute('type', 'file');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles(originals.map((buffer, index) => onDisk(`chantier-${index + 1}.jpg`, buffer)));
  const items = dialog.getByRole('list', { name: 'Photos (facultatif)' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.getByText('Prête', { exact: true })).toHaveCount(3, { timeout: 30_000 });
  await expect(items.locator('img')).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Retirer la photo chantier-2.jpg' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  secondPhotoId = String(await items.filter({ hasText: 'chantier-2.jpg' }).getAttribute('data-photo-id'));

  await fillContact(page, email);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();

  // Progress shows, two arrive, the cut one is reported honestly, the request is stored anyway.
  await expect(
    dialog.getByText(
      'Votre demande est bien enregistrée, mais cette photo n’est pas arrivée : « chantier-2.jpg ».',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(items.getByText('Envoyée', { exact: true })).toHaveCount(2);
  await expect(items.filter({ hasText: 'chantier-2.jpg' }).getByText(/Non envoyée/)).toBeVisible();
  await expect(items.filter({ hasText: 'chantier-1.jpg' }).getByRole('progressbar')).toHaveAttribute(
    'value',
    '1',
  );
  expect(cut).toBe(3);

  await dialog.getByRole('button', { name: 'Réessayer l’envoi des photos' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);

  const db = await serviceClient();
  const { data: leads } = await db
    .from('form_submissions')
    .select('id, request_id, photos_expected')
    .eq('email', email);
  expect(leads).toHaveLength(1);
  const lead = leads?.[0] as { id: string; request_id: string; photos_expected: number };
  expect(lead.photos_expected).toBe(3);
  const { data: stored } = await db.storage.from('quote-photos').list(lead.request_id);
  expect(stored).toHaveLength(3);
  // Beside each photo, its thumbnail for the back office (docs/adr-010-storage.md).
  const { data: thumbs } = await db.storage.from('quote-photo-thumbs').list(lead.request_id);
  expect((thumbs ?? []).map((entry) => entry.name).sort()).toEqual(
    (stored ?? []).map((entry) => entry.name).sort(),
  );
  for (const entry of thumbs ?? []) {
    const { data: blob } = await db.storage
      .from('quote-photo-thumbs')
      .download(`${lead.request_id}/${entry.name}`);
    const bytes = Buffer.from(await (blob as Blob).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, Math.max(meta.width ?? 0, meta.height ?? 0), hasGps(meta.exif)]).toEqual([
      'jpeg',
      320,
      false,
    ]);
    expect(bytes.length).toBeLessThanOrEqual(40_000);
  }

  const sizes: string[] = [];
  for (const [index, entry] of (stored ?? []).entries()) {
    const { data: blob } = await db.storage.from('quote-photos').download(`${lead.request_id}/${entry.name}`);
    const bytes = Buffer.from(await (blob as Blob).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({
      format: meta.format,
      longest: Math.max(meta.width ?? 0, meta.height ?? 0),
      exif: meta.exif,
    }).toEqual({
      format: 'jpeg',
      longest: 2048,
      exif: undefined,
    });
    expect(hasGps(meta.exif)).toBe(false);
    sizes.push(`${originals[index]?.length} → ${bytes.length}`);
  }
  console.log(`Photos (octets, original → envoyé) : ${sizes.join(', ')}`);

  // The business's e-mail (not the visitor's copy), sent once the three are there, links each
  // of them: the three stored files, served without GPS to whoever has the link.
  const mailDir = join(DATA_DIR, 'mail');
  const businessMail = () =>
    readdirSync(mailDir)
      .map((file) => readFileSync(join(mailDir, file)))
      .find((raw) => raw.includes(lead.id) && raw.includes('Nouvelle demande'));
  await expect.poll(() => businessMail()?.toString() ?? '', { timeout: 20_000 }).toContain('Photos (3)');
  const mail = await simpleParser(businessMail() as Buffer);
  const recipients = [mail.to ?? []].flat().flatMap((to) => to.value.map((box) => box.address));
  expect(recipients.length).toBeGreaterThan(0);
  expect(recipients).not.toContain(email);
  const links = [
    ...(mail.text ?? '').matchAll(
      /https?:\/\/\S+\/storage\/v1\/object\/sign\/quote-photos\/[^\s?]+\?token=[\w.-]+/g,
    ),
  ].map((m) => m[0]);
  expect(links).toHaveLength(3);
  expect(
    links.map((link) => decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '')).sort(),
  ).toEqual((stored ?? []).map((entry) => entry.name).sort());
  for (const link of links) {
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, hasGps(meta.exif)]).toEqual(['jpeg', false]);
  }

  // Anon (the site's key) can neither list nor read them, nor sign a link.
  const anon = await visitorClient();
  const name = `${lead.request_id}/${stored?.[0]?.name}`;
  expect((await anon.storage.from('quote-photos').list(lead.request_id)).data ?? []).toEqual([]);
  expect((await anon.storage.from('quote-photos').download(name)).data).toBeNull();
  expect((await anon.storage.from('quote-photos').createSignedUrl(name, 60)).data).toBeNull();
  expect((await fetch(anon.storage.from('quote-photos').getPublicUrl(name).data.publicUrl)).ok).toBe(false);
});

test('uploads that cannot go through wait in the browser with the request and arrive on the next page, even when the page they were retried from is left mid-upload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const uploads = '**/storage/v1/object/upload/sign/quote-photos/**';
  // The storage server is unreachable for the whole visit (as a connection lost mid-upload).
  await page.route(uploads, (route) => route.abort('connectionreset'));
  const email = `photos-later-${Date.now()}@example.fr`;
  const dialog = await toLastStep(page);
  const small = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a6a4a' } })
    .jpeg()
    .toBuffer();
  await dialog.getByLabel('Ajouter des photos').setInputFiles([
    { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: small },
    { name: 'escalier.jpg', mimeType: 'image/jpeg', buffer: small },
  ]);
  const items = dialog.getByRole('list', { name: 'Photos (facultatif)' }).getByRole('listitem');
  await expect(items.getByText('Prête', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await fillContact(page, email);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(
    dialog.getByText(
      'Votre demande est bien enregistrée, mais 2\u00a0photos sur 2 ne sont pas arrivées\u00a0: « salon.jpg », « escalier.jpg ». Ce navigateur les gardera et les enverra automatiquement lors de votre prochaine visite.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  // The thank-you page tries them again; this time they hang on their way, and the visitor
  // leaves before they arrive.
  await page.unroute(uploads);
  await page.route(uploads, () => {});
  const retried = page.waitForRequest(uploads);
  await dialog.getByRole('button', { name: 'Continuer sans attendre' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await retried;

  const db = await serviceClient();
  const { data: leads } = await db.from('form_submissions').select('id, request_id').eq('email', email);
  const lead = leads?.[0] as { id: string; request_id: string };
  expect((await db.storage.from('quote-photos').list(lead.request_id)).data).toEqual([]);

  // Back online: the next page sends the kept request again (stored once) and then its photos.
  await page.unroute(uploads);
  await page.goto('/services/');
  await expect
    .poll(async () => (await db.storage.from('quote-photos').list(lead.request_id)).data?.length, {
      timeout: 30_000,
    })
    .toBe(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingQuoteRequests'))).toBe('[]');
  const { data: rows } = await db.from('form_submissions').select('id').eq('email', email);
  expect(rows).toHaveLength(1);
});

test('refused files say why in French: 30 MB, an HTML page named .jpg, HEIC the browser cannot read; the request still goes', async ({
  page,
}) => {
  const dialog = await toLastStep(page);
  const picker = dialog.getByLabel('Ajouter des photos');
  await expect(picker).toBeAttached();
  // Made in the page: 30 MB through the automation protocol would take most of the test's time.
  await picker.evaluate((input: HTMLInputElement) => {
    const files = new DataTransfer();
    files.items.add(
      new File([new Uint8Array(30 * 1024 * 1024).fill(0xff)], 'enorme.jpg', { type: 'image/jpeg' }),
    );
    files.items.add(
      new File(['<!doctype html><script>alert(1)</script>'], 'piege.jpg', { type: 'image/jpeg' }),
    );
    files.items.add(new File(['0000ftypheic0000'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const alert = dialog.getByRole('alert').filter({ hasText: 'enorme.jpg' });
  await expect(alert).toContainText(
    '« enorme.jpg » est trop lourde (30\u00a0Mo)\u00a0: 25\u00a0Mo au maximum par photo.',
  );
  await expect(alert).toContainText('« piege.jpg » n’est pas une image JPEG, PNG ou WebP lisible.');
  await expect(alert).toContainText(
    '« IMG_0001.HEIC » est au format HEIC, que ce navigateur ne sait pas lire.',
  );
  await expect(dialog.getByRole('list', { name: 'Photos (facultatif)' })).toHaveCount(0);

  const email = `photos-refused-${Date.now()}@example.fr`;
  await fillContact(page, email);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  const db = await serviceClient();
  const { data } = await db.from('form_submissions').select('photos_expected').eq('email', email);
  expect(data).toEqual([{ photos_expected: 0 }]);
});
