import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { phonePhoto } from '../support/checks';
import { addStaffMember, signInAs, siteUrl } from './staff';

// Galerie and Documents (docs/adr-016-gallery-and-documents.md): a staff member on a phone
// publishes a photo straight from the camera (GPS position in its EXIF) and a visitor sees it on
// /gallery/ and the home page, served without any metadata; a staff member publishes a PDF and a
// visitor downloads it from /downloads/, the back office then counting that download.

const STAFF = { email: 'photos@parquet-alsace.example', password: 'Galerie-2026-équipe' };

const url = siteUrl;

/** The EXIF block points to a GPS directory (tag 0x8825), in either byte order. */
const hasGps = (bytes: Buffer) =>
  bytes.includes(Buffer.from('Exif\0\0')) &&
  (bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88])));

/** A small real PDF (one page of text). */
function brochurePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 58 >>\nstream\nBT /F1 24 Tf 72 760 Td (Fiche huile dure - essai) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const filesDir = mkdtempSync(join(tmpdir(), 'parquet-publication-'));
function onDisk(name: string, bytes: Buffer): string {
  const path = join(filesDir, name);
  writeFileSync(path, bytes);
  return path;
}

async function signIn(page: Page, path: string, heading: string) {
  await signInAs(page, STAFF, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function axeSerious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test.beforeAll(() => addStaffMember(STAFF));

test.describe('from a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a photo with its GPS position is published; the gallery and the home page show it, served without metadata', async ({
    page,
    browser,
    request,
  }) => {
    // A 4 000 px photo decoded and drawn three times on a phone-sized page: slow on a busy machine.
    test.setTimeout(120_000);
    const original = await phonePhoto();
    expect(hasGps(original)).toBe(true);
    await signIn(page, '/admin/galerie/', 'Galerie');
    await page.getByLabel('Choisir des photos').setInputFiles(onDisk('chantier.jpg', original));
    await page.getByLabel('Catégorie').fill('Vitrification');
    await page.getByLabel('Lieu').fill('Sélestat');
    await page.getByLabel('Description').fill('Chêne massif vitrifié mat dans une longère rénovée.');
    expect(await axeSerious(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publier la photo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Photo publiée' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('ol > li').first()).toContainText('Sélestat');

    const visitor = await browser.newPage();
    await visitor.goto(`${url()}/gallery/`);
    const card = visitor.getByRole('listitem').filter({ hasText: 'longère rénovée' });
    await expect(card).toBeVisible();
    const img = card.locator('img');
    await expect(img).toHaveAttribute('alt', /Réalisation vitrification.*à Sélestat/);
    const srcset = (await img.getAttribute('srcset')) ?? '';
    const files = srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
    expect(files).toHaveLength(3);
    // No source the back office did not store (no AVIF, no WebP): every file the page names exists.
    expect(await card.locator('source').count()).toBe(0);
    for (const [index, file] of files.entries()) {
      expect(file).toMatch(/\/storage\/v1\/object\/public\/gallery\/[0-9a-f-]{36}-(480|960|1440)\.jpg$/);
      const response = await request.get(new URL(file, url()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const bytes = Buffer.from(await response.body());
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height, exif: meta.exif, gps: hasGps(bytes) }).toEqual({
        width: [480, 960, 1440][index],
        height: [360, 720, 1080][index],
        exif: undefined,
        gps: false,
      });
    }
    await visitor.goto(`${url()}/`);
    await expect(visitor.locator(`img[src$="${files[1]?.split('/').pop()}"]`).first()).toBeAttached();
    await visitor.close();
  });
});

test('staff hide a photo and move another with the keyboard; the gallery follows', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/galerie/', 'Galerie');
  const items = page.locator('ol > li');
  const second = (await items.nth(1).locator('p').nth(1).textContent()) ?? '';
  const down = page.getByRole('button', { name: /^Descendre/ }).first();
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Photo déplacée en position 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Descendre/ }).nth(1)).toBeFocused();
  await expect(items.first()).toContainText(second);

  const firstDescription = (await items.first().locator('p').nth(1).textContent()) ?? '';
  // The site typesets what it shows (docs/adr-019-french-typography.md): ’ for the apostrophe.
  const shownDescription = firstDescription.replace(/'/g, '’');
  await items
    .first()
    .getByRole('button', { name: /^Masquer du site/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo masquée' })).toBeVisible();
  await expect(items.first()).toContainText('Masquée');

  const visitor = await browser.newPage();
  await visitor.goto(`${url()}/gallery/`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(shownDescription, { exact: true })).toHaveCount(0);

  await items
    .first()
    .getByRole('button', { name: /^Afficher sur le site/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo affichée' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(shownDescription, { exact: true }).first()).toBeVisible();
  await visitor.close();
});

test('a PDF is published with its title and category; a visitor downloads it; the back office counts it', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/documents/', 'Documents');
  expect(await axeSerious(page)).toEqual([]);
  const pdf = brochurePdf();
  await page.getByLabel('Fichier PDF').setInputFiles(onDisk('fiche.pdf', pdf));
  await page.getByLabel('Titre').fill('Fiche huile dure (essai)');
  await page.getByLabel('Catégorie').selectOption('Huiles / Vitrificateurs / Cires');
  await page.getByLabel('Description').fill('Application, séchage et entretien.');
  await page.getByRole('button', { name: 'Publier le document' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'est publié' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Fiche huile dure (essai)' });
  await expect(item).toContainText('0\u00a0téléchargement');

  const visitor = await browser.newPage();
  await visitor.goto(`${url()}/downloads/`);
  const button = visitor.getByRole('link', { name: 'Télécharger Fiche huile dure (essai)' });
  await expect(button).toBeVisible();
  const download = visitor.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.url()).toMatch(
    /\/storage\/v1\/object\/public\/documents\/[0-9a-f-]{36}\/fiche-huile-dure-essai\.pdf$/,
  );
  expect(readFileSync(await file.path()).equals(pdf)).toBe(true);
  await visitor.close();

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Fiche huile dure (essai)' })).toContainText(
      '1\u00a0téléchargement',
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });
});

test('a page named .pdf and a file over 20 MB are refused with a French message, nothing published', async ({
  page,
}) => {
  await signIn(page, '/admin/documents/', 'Documents');
  await page.getByLabel('Titre').fill('Piège');
  await page.getByLabel('Catégorie').selectOption('Fiches sécurité');
  await page
    .getByLabel('Fichier PDF')
    .setInputFiles(onDisk('piege.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')));
  await page.getByRole('button', { name: 'Publier le document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'n’est pas un PDF' })).toBeVisible();
  const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
  big.write('%PDF-1.4\n');
  await page.getByLabel('Fichier PDF').setInputFiles(onDisk('enorme.pdf', big));
  await page.getByRole('button', { name: 'Publier le document' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Le fichier dépasse la taille maximale autorisée (20\u00a0Mo).' }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Piège' })).toHaveCount(0);
});
