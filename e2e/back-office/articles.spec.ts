import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { serviceClient } from '../support/backend';
import { addStaffMember, signInAs, siteUrl } from './staff';

// Articles published from the back office (docs/adr-017-publishing-articles.md): a staff member
// on a phone writes an article with a photo and publishes it; a visitor finds it on /blog/, its
// tag page and sitemap.xml at once (the render cache's lifetime is 0 here), with the photo in the
// blog's sizes and without its GPS position. Another is scheduled and appears when the
// publication clock (the database's, moved by the test, not waited for) reaches its time. A
// published article's new slug leaves a 301 from the old address.

const STAFF = { email: 'redaction@parquet-alsace.example', password: 'Rédaction-2026-équipe' };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const url = siteUrl;

// A worker started again after a failed test finds the account made by the first one.
test.beforeAll(() => addStaffMember(STAFF));

test.afterAll(async () => {
  const db = await serviceClient(url());
  await db.rpc('shift_publication_clock', { seconds: 0 });
});

const signIn = (page: Page, path: string) => signInAs(page, STAFF, path);

/** A phone photo: 4:3, with a GPS position and a camera in its EXIF data. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 150, g: 105, b: 60 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Téléphone', Model: 'Essai' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 35/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 45/1 0/1',
      },
    })
    .toBuffer();
}

async function writeArticle(page: Page, fields: { title: string; content: string; keywords: string }) {
  await page.getByLabel('Titre', { exact: true }).fill(fields.title);
  await page.getByLabel('Mots-clés (séparés par des virgules)').fill(fields.keywords);
  await page.getByLabel('Résumé (cartes du blog)').fill(`Résumé de « ${fields.title} ».`);
  await page.getByLabel('Contenu (markdown)').fill(fields.content);
  await page.getByLabel('Catégorie').selectOption({ label: 'Huiles et finitions' });
}

test('on a phone, a staff member publishes an article with a photo; /blog/, its tag page and sitemap.xml show it', async ({
  browser,
}) => {
  // The photo is drawn three times and six files are sent: slow on a loaded two-core machine.
  test.setTimeout(120_000);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signIn(page, '/admin/articles/nouveau/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();

  const id = randomUUID().slice(0, 8);
  const title = `Vitrifier un parquet en chêne ${id}`;
  const tag = `essai ${id}`;
  await writeArticle(page, {
    title,
    keywords: `${tag}, parquet`,
    content: [
      '## Préparer la pièce',
      '',
      'Un texte **essentiel** pour le visiteur.',
      '',
      '<script>window.__pwned = 1</script>',
      '',
      '<img src=x onerror="window.__pwned = 2">',
      '',
      '[piège](javascript:window.__pwned=3)',
    ].join('\n'),
  });
  // The slug follows the title, and the preview is the blog's rendering, inert.
  const slug = `vitrifier-un-parquet-en-chene-${id}`;
  await expect(page.getByLabel('Adresse (slug)')).toHaveValue(slug);
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Préparer la pièce' })).toBeVisible();
  expect(await preview.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0);

  await page.getByLabel('Choisir une photo').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(),
  });
  await expect(page.getByText('Photo envoyée.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Image à la une actuelle' })).toBeVisible();

  await page.getByLabel('Publié').check();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Article enregistré et publié/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}\/$/);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await context.close();

  const visitor = await browser.newPage();
  await visitor.goto(`${url()}/blog/`);
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  await visitor.goto(`${url()}/blog/tag/${encodeURIComponent(tag)}/`);
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  const sitemap = await (await visitor.request.get(`${url()}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/blog/${slug}/</loc>`);
  expect(sitemap).toContain(`/blog/tag/${encodeURIComponent(tag)}/</loc>`);

  const response = await visitor.goto(`${url()}/blog/${slug}/`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(
    await visitor.locator('article script, article [onerror], article a[href^="javascript"]').count(),
  ).toBe(0);

  // The photo in the blog's sizes: JPEG at 480, 960 and 1440 px (no WebP or AVIF source for a
  // Storage photo), without EXIF or GPS.
  const hero = visitor.locator('picture:has(img[srcset*="article-images"])').first();
  expect(await hero.locator('source').count()).toBe(0);
  const srcset = await hero.locator('img').getAttribute('srcset');
  expect(srcset).toMatch(
    /article-images\/[0-9a-f-]{36}\/img-2041-480\.jpg 480w, .*-960\.jpg 960w, .*-1440\.jpg 1440w/,
  );
  const jpegUrl = String(String(srcset).split(' ')[0]).replace('-480.jpg', '-1440.jpg');
  // Named on the site's origin, which visitor pages may load, not on the back office's.
  expect(new URL(jpegUrl, url()).origin).toBe(url());
  const jpeg = await visitor.request.get(jpegUrl);
  expect(jpeg.status()).toBe(200);
  const body = await jpeg.body();
  const metadata = await sharp(body).metadata();
  expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
    width: 1440,
    height: 810,
    exif: undefined,
  });
  expect(body.includes(Buffer.from('Exif'))).toBe(false);
  await visitor.close();
});

test('a scheduled article appears at its time: not before, then on /blog/ and in sitemap.xml once the clock passes it', async ({
  page,
}) => {
  const db = await serviceClient(url());
  await signIn(page, '/admin/articles/nouveau/');
  const id = randomUUID().slice(0, 8);
  const title = `Huiler un escalier ${id}`;
  await writeArticle(page, { title, keywords: `programme ${id}`, content: 'Le texte de demain.' });
  const slug = `huiler-un-escalier-${id}`;
  await page.getByLabel('Programmé à une date').check();
  // In two days at 09:30, this browser's time.
  const when = new Date(Date.now() + 2 * 86_400_000);
  when.setHours(9, 30, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page
    .getByLabel('Date et heure de publication')
    .fill(`${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T09:30`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Article enregistré\s?: il paraîtra le/)).toBeVisible();
  await page.getByRole('link', { name: '← Tous les articles' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Programmé');

  const seen = async () => {
    const list = await page.request.get(`${url()}/blog/`);
    const sitemap = await page.request.get(`${url()}/sitemap.xml`);
    const article = await page.request.get(`${url()}/blog/${slug}/`);
    return {
      list: (await list.text()).includes(title),
      sitemap: (await sitemap.text()).includes(`/blog/${slug}/`),
      article: article.status(),
    };
  };
  expect(await seen()).toEqual({ list: false, sitemap: false, article: 404 });

  // The database's clock a minute past the chosen time: no waiting, no sleep.
  const shift = Math.ceil((when.getTime() - Date.now()) / 1000) + 60;
  expect((await db.rpc('shift_publication_clock', { seconds: shift })).error).toBeNull();
  try {
    expect(await seen()).toEqual({ list: true, sitemap: true, article: 200 });
  } finally {
    await db.rpc('shift_publication_clock', { seconds: 0 });
  }
  expect(await seen()).toEqual({ list: false, sitemap: false, article: 404 });
});

test('a published article’s new slug leaves a 301 from its old address', async ({ page }) => {
  await signIn(page, '/admin/articles/nouveau/');
  const id = randomUUID().slice(0, 8);
  await writeArticle(page, { title: `Renommer ${id}`, keywords: 'parquet', content: 'Texte.' });
  await page.getByLabel('Publié').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Article enregistré et publié/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}\/$/);

  const slug = page.getByLabel('Adresse (slug)');
  await slug.fill(`nouvelle-adresse-${id}`);
  await expect(page.getByText(/l’ancienne adresse redirigera/)).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Article enregistré et publié/)).toBeVisible();

  const old = await page.request.get(`${url()}/blog/renommer-${id}/?source=lien`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/nouvelle-adresse-${id}/?source=lien`);
  expect((await page.request.get(`${url()}/blog/nouvelle-adresse-${id}/`)).status()).toBe(200);

  // A slug already taken is refused in the form, before the database refuses it.
  await slug.fill('poncer-parquet-etapes');
  await expect(page.getByText(/Cette adresse est déjà celle de l’article/)).toBeVisible();
});
