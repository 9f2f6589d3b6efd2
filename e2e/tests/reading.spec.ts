import { expect, type Page, test } from '@playwright/test';

/**
 * Reading on a phone and on a desktop: the photo viewers, the article's bar under the site
 * header, the article's table of contents while reading.
 */
const ARTICLE = '/blog/poncer-parquet-etapes/';
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } as const;

/** Alpha of the backdrop behind a dialog: 1 when nothing of the page shows through. */
const backdropAlpha = (page: Page) =>
  page.getByRole('dialog').evaluate((dialog) => {
    const colour = getComputedStyle(dialog.parentElement as HTMLElement).backgroundColor;
    const parts = colour.match(/[\d.]+/g) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });

/** The largest image of the open dialog: its width and its margins to the screen's edges. */
const photoPlacement = (page: Page) =>
  page.getByRole('dialog').evaluate((dialog) => {
    const images = [...dialog.querySelectorAll('img')].map((img) => img.getBoundingClientRect());
    const photo = images.sort((a, b) => b.width - a.width)[0] as DOMRect;
    return { width: photo.width, left: photo.left, right: window.innerWidth - photo.right };
  });

/** Whether an element sits (even partly) under the sticky site header. */
const underHeader = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const header = (document.getElementById('shell-header') as HTMLElement).getBoundingClientRect();
    const box = (document.querySelector(css) as HTMLElement).getBoundingClientRect();
    return box.top < header.bottom && box.bottom > header.top && box.bottom > 0;
  }, selector);

test.describe('on a 360 px phone', () => {
  test.use(phone);

  for (const theme of ['light', 'dark'] as const) {
    test(`the gallery lightbox (${theme} theme): the photo centred across the width, nothing of the page behind`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/gallery/');
      await page
        .getByRole('button', { name: /^Agrandir : / })
        .first()
        .tap();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
      expect(await backdropAlpha(page)).toBe(1);
      const placed = await photoPlacement(page);
      expect(placed.width).toBeGreaterThanOrEqual(320);
      expect(Math.abs(placed.left - placed.right)).toBeLessThanOrEqual(2);
    });
  }

  test('the article photo viewer: nothing of the page behind, the photo across the width', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(ARTICLE);
    await page.getByRole('button', { name: /^Agrandir la photo 1/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Photos de nos réalisations' });
    await expect(dialog.getByRole('img').first()).toBeVisible();
    expect(await backdropAlpha(page)).toBe(1);
    const placed = await photoPlacement(page);
    expect(placed.width).toBeGreaterThanOrEqual(340);
    expect(Math.abs(placed.left - placed.right)).toBeLessThanOrEqual(2);
  });

  test('under the header, the article starts with its breadcrumb: one row of buttons, the header’s, while reading', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const crumbs = `nav[aria-label="Fil d’Ariane"]`;
    expect(await underHeader(page, crumbs)).toBe(false);
    // The theme switch, the call and the quote are the header's, never repeated under it.
    await expect(page.locator('[data-theme-toggle]').locator('visible=true')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
    // The header's call and "Devis" are the only ones on screen.
    const quoteLinksOnScreen = await page.locator('a[data-open-quote]').evaluateAll(
      (links) =>
        links.filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < 140;
        }).length,
    );
    expect(quoteLinksOnScreen).toBe(1);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the table of contents stays beside the text while reading, under the header', async ({ page }) => {
    await page.goto(ARTICLE);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);

    const sidebar = page.getByRole('complementary', { name: 'Informations sur l’article' });
    const contents = sidebar.getByRole('navigation', { name: 'Dans cet article' });
    await expect(contents).toBeInViewport();
    const header = await page.locator('#shell-header').boundingBox();
    const box = await contents.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    // A heading of the contents is one click away.
    const link = contents.getByRole('link').nth(2);
    const target = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page.locator(target)).toBeInViewport();
  });
});
