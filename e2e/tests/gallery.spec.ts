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
    expect(html).toMatch(/\d+ réalisations trouvées/);
    expect(html).toContain('"@type":"ImageGallery"');
    expect(html).toMatch(/<img[^>]+loading="lazy"/);
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
