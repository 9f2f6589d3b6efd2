import { expect, test } from '@playwright/test';
import { loaderReady } from '../support/visitor';

/** Small things a visitor on a 360 px phone notices: focus, cut texts, spacing, sizes, dates, anchors. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('after a cookie choice by tap, the skip link does not cover the header; with the keyboard it still shows', async ({
  page,
}) => {
  await page.goto('/services/');
  await loaderReady(page);
  await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).first().tap();
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeHidden();
  const box = await skip.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
  // Reached with the keyboard, it shows.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
});

test('the not-found page’s search shows its whole placeholder at 360 px', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas/');
  const search = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
  const room = await search.evaluate((input) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText((input as HTMLInputElement).placeholder).width;
    const inner =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return inner - text;
  });
  expect(room).toBeGreaterThan(0);
});

test('the article’s contact form leaves room before the next heading', async ({ page }) => {
  await page.goto('/blog/poncer-parquet-etapes/');
  const form = page
    .getByRole('main')
    .locator('form', { has: page.getByRole('button', { name: 'Envoyer le message' }) });
  const visible = form.locator('visible=true').last();
  const next = page.locator('#related-articles');
  const formBox = await visible.boundingBox();
  const nextBox = await next.boundingBox();
  expect((nextBox?.y ?? 0) - ((formBox?.y ?? 0) + (formBox?.height ?? 0))).toBeGreaterThanOrEqual(24);
});

test('the brochure reads the same size on the about page and on the downloads page', async ({ page }) => {
  await page.goto('/downloads/');
  const downloads = (await page.locator('#brochure-title + p').textContent()) ?? '';
  const size = downloads
    .match(/(\d+(?:,\d)?)\s(Mo|Ko)/)
    ?.slice(1)
    .join(' ');
  expect(size).toBeTruthy();
  await page.goto('/about/');
  const link = page.getByRole('link', { name: /Télécharger la plaquette/ });
  await expect(link).toHaveText(new RegExp(`PDF,\\s${(size ?? '').replace(' ', '\\s')}\\)`));
});

test('dates read as French writes them: "2 avril 2026", not "02 avril 2026"', async ({ page }) => {
  await page.goto('/blog/escalier-bois-glissant-solutions/');
  await expect(page.locator('main time').first()).toHaveText('2 avril 2026');
  await page.goto('/blog/');
  const dates = await page.locator('main time').allTextContents();
  expect(dates.length).toBeGreaterThan(3);
  expect(dates.filter((d) => /^0\d/.test(d.trim()))).toEqual([]);
});
