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
    await expect(page.getByRole('status').filter({ hasText: 'trouvé(s)' })).toContainText(
      'document(s) trouvé(s)',
    );
    await expect(page.getByRole('button', { name: 'Télécharger la plaquette' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const button = page.getByRole('button', { name: `Télécharger ${doc.title}` });
    // The click only works once the page is hydrated: retry until the state changes.
    const download = page.waitForEvent('download');
    await expect(async () => {
      await button.click({ timeout: 1000 });
      await expect(page.getByRole('button', { name: /Téléchargé|Téléchargement\.\.\./ }).first()).toBeVisible(
        { timeout: 1000 },
      );
    }).toPass();
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
    await expect(page.getByRole('status').filter({ hasText: 'trouvé(s)' })).toHaveText(
      '0 document(s) trouvé(s) pour "zzzz-introuvable"',
    );
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).last().click();
    await expect(search).toHaveValue('');
  });
});
