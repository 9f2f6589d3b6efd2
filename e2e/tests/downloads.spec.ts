import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/backend';

async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('downloads', () => {
  test('a document download counts once and fetches the file', async ({ page }) => {
    const db = await serviceClient();
    const { data: docs, error } = await db
      .from('documents')
      .select('id, title, file_url, download_count')
      .order('title')
      .limit(1);
    expect(error).toBeNull();
    const doc = docs?.[0] as { id: string; title: string; file_url: string; download_count: number };
    expect(doc).toBeTruthy();

    await page.goto('/downloads/');
    await expect(page.getByRole('heading', { level: 1, name: 'Téléchargements' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toContainText(/documents? trouvés?/);
    await expect(page.getByRole('link', { name: 'Télécharger la plaquette' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const button = page.getByRole('link', { name: `Télécharger ${doc.title}` });
    const island = page.locator('[data-island="downloads/DocumentLibrary"]');
    await expect(island).not.toHaveAttribute('data-ready', '');
    // The first tap wakes the list's code and is not lost: it is replayed once the code runs.
    const download = page.waitForEvent('download');
    await button.click();
    await expect(island).toHaveAttribute('data-ready', '');
    const count = button.locator('xpath=ancestor::li[1]');
    await expect(count).toContainText(`${doc.download_count + 1}\u00a0téléchargement`);
    const file = await download;
    expect(file.url()).toContain(doc.file_url);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);

    await expect
      .poll(async () => {
        const { data } = await db.from('documents').select('download_count').eq('id', doc.id).single();
        return (data as { download_count: number } | null)?.download_count;
      })
      .toBe(doc.download_count + 1);
  });

  test('search with no result shows the empty state and resets', async ({ page }) => {
    await page.goto('/downloads/');
    const search = page.getByLabel('Rechercher un document');
    await expect(async () => {
      await search.fill('zzzz-introuvable');
      await expect(page.getByRole('heading', { name: 'Aucun document trouvé' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toHaveText(
      '0 document trouvé pour « zzzz-introuvable »',
    );
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).last().click();
    await expect(search).toHaveValue('');
  });

  test('a page of islands with French sizes and the shared call to action', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/downloads/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path !== '/main.js' && path !== '/vitals.js')).toEqual([]);
    expect(await page.locator('[data-island-app]').count()).toBe(0);

    const main = page.locator('main');
    await expect(main).toContainText(/\(PDF, \d+(,\d)?[\u00a0\u202f]Mo\)/);
    await expect(main).toContainText(/PDF · \d+(,\d)?[\u00a0\u202f](Ko|Mo) · /);
    await expect(main).not.toContainText(/\d (KB|MB)\b/);

    const cta = main.getByRole('region', { name: 'Prêt à rénover votre parquet ?' });
    await expect(cta.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute(
      'data-open-quote',
      'downloads_cta',
    );
    await expect(cta.getByRole('link', { name: /^Appeler le / })).toHaveAttribute(
      'data-phone-source',
      'downloads_cta',
    );
    await cta.getByRole('link', { name: 'Demander un devis gratuit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/downloads\/$/);
  });
});
