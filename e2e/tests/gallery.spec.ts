import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/backend';

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const TERM = 'vitrifi';

test.describe('gallery', () => {
  test('server HTML holds the photos, the count and a canonical that keeps ?page', async ({ request }) => {
    const html = await (await request.get('/gallery/?page=2')).text();
    expect(html).toContain(
      '<link data-head rel="canonical" href="https://devis.parquet-alsace.example/gallery/?page=2">',
    );
    expect(html).toMatch(/\d+\sréalisations trouvées/);
    expect(html).toContain('"@type":"ImageGallery"');
    expect(html).toMatch(/<img[^>]+loading="lazy"/);
  });

  test('out-of-range pages answer 404; no link before the first page or after the last', async ({
    page,
    request,
  }) => {
    for (const address of ['/gallery/?page=99', '/gallery/?page=1000000']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text()).toContain('noindex');
    }
    expect((await request.get('/gallery/?page=abc')).status()).toBe(200);

    await page.goto('/gallery/');
    const pages = page.getByRole('navigation', { name: 'Pagination de la galerie' });
    await expect(pages.getByRole('link', { name: 'Page précédente' })).toHaveCount(0);
    await expect(pages.getByText('‹')).toBeVisible();
    const lastNumber = Number(
      await pages
        .getByRole('link', { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    await page.goto(`/gallery/?page=${lastNumber}`);
    await expect(pages.getByRole('link', { name: 'Page suivante' })).toHaveCount(0);
    await expect(pages.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      lastNumber > 2 ? `/gallery/?page=${lastNumber - 1}` : '/gallery/',
    );
  });

  test('a page of islands: no script before the first interaction, then only the gallery wakes', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/gallery/');
    await page.waitForLoadState('networkidle');
    // At most the runtime and the speed measurement, fetched once the page is idle; nothing of the
    // gallery's code.
    expect(scripts.filter((path) => path !== '/main.js' && path !== '/vitals.js')).toEqual([]);
    expect(await page.locator('[data-island-app]').count()).toBe(0);
    const island = page.locator('[data-island="gallery/GalleryBrowser"]');
    await expect(island).toHaveAttribute('data-trigger', 'interaction');
    // The closing call to action is the site's shared one: markup the page's loader handles.
    const cta = page.getByRole('region', { name: 'Un projet similaire ?' });
    await expect(cta.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute(
      'data-open-quote',
      'gallery_cta',
    );
    await expect(cta.getByRole('link', { name: /^Appeler le / })).toHaveAttribute(
      'data-phone-source',
      'gallery_cta',
    );
    await expect(island).not.toHaveAttribute('data-ready', '');

    // The first thing the visitor does is not lost: a tap on a photo opens the viewer.
    await page
      .getByRole('button', { name: /^Agrandir : / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(island).toHaveAttribute('data-ready', '');
    expect(scripts.some((path) => path.startsWith('/remotes/gallery/'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Pages change in place; back and forward follow them.
    const pages = page.getByRole('navigation', { name: 'Pagination de la galerie' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/gallery\/\?page=2$/);
    await expect(page).toHaveTitle(/– page 2 \|/);
    await page.goBack();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('search → page 2 → lightbox → Escape returns focus', async ({ page }) => {
    const db = await serviceClient();
    const { data } = await db.from('gallery_photos').select('category, location, description');
    const rows = (data ?? []) as Array<{ category: string; location: string; description: string }>;
    let matches = rows.filter((p) =>
      fold(`${p.category} ${p.location} ${p.description}`).includes(TERM),
    ).length;
    // The e2e database may hold fewer photos than needed for two pages: add some that match.
    if (matches < 13) {
      const extra = Array.from({ length: 13 - matches }, (_, i) => ({
        url: '/media/gallery/realisation-02-vitrification-strasbourg-960.jpg',
        order: 1000 + i,
        category: 'Vitrification',
        location: 'Colmar',
        description: `Parquet vitrifié, chantier de test ${i + 1}.`,
        width: 1440,
        height: 1080,
      }));
      const { error } = await db.from('gallery_photos').insert(extra);
      expect(error).toBeNull();
      matches = 13;
    }

    await page.goto('/gallery/');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos réalisations' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const count = page.getByRole('status').filter({ hasText: 'trouvée' });
    const search = page.getByLabel('Rechercher une réalisation');
    await expect(search).toHaveAttribute('placeholder', 'Rechercher par type de travaux, lieu...');
    // Typing before hydration would be lost: retry until the filtered count shows.
    await expect(async () => {
      await search.fill(TERM);
      await expect(count).toHaveText(`${matches} réalisations trouvées`, { timeout: 1000 });
    }).toPass();

    await page
      .getByRole('navigation', { name: 'Pagination de la galerie' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/gallery\/\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('button', { name: /^Agrandir : / });
    await expect(cards).toHaveCount(Math.min(matches - 12, 12));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://devis.parquet-alsace.example/gallery/?page=2',
    );

    const opener = cards.first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(`Photo 13 sur ${matches}`);
    await expect(dialog.getByRole('link', { name: 'Télécharger' })).toHaveAttribute('download', /\.jpg$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(dialog).toHaveAccessibleName(`Photo ${matches > 13 ? 14 : 1} sur ${matches}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
