import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addStaffMember, signInAs, siteUrl } from './staff';

// « Tarifs »: a staff member changes the hourly rate and enters a rating given elsewhere; the
// price list and the reviews page show them at once (the render cache's lifetime is 0 here),
// TTC with the HT, the rating only with its source, count, date and link
// (docs/product-rules.md#price-list).

const STAFF = { email: 'tarifs@parquet-alsace.example', password: 'Tarifs-2026-équipe' };
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

test.beforeAll(() => addStaffMember(STAFF));

test('the hourly rate and an external rating entered by staff reach /tarifs/ and /reviews/', async ({
  page,
  browser,
}) => {
  await signInAs(page, STAFF, '/admin/tarifs/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs et chiffres' })).toBeVisible();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  await expect(page.getByLabel('Taux horaire HT (€)')).toHaveValue('45');
  await page.getByLabel('Taux horaire HT (€)').fill('52,50');
  await page.getByLabel('Source').fill('Google');
  await page.getByLabel('Note sur 5').fill('4,7');
  await page.getByLabel('Nombre d’avis').fill('61');
  await page.getByLabel('Relevée le').fill('2026-12-01');
  await page.getByLabel('Lien vers les avis').fill('https://g.page/r/parquet-alsace');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText(/Enregistré/);

  const visitor = await browser.newPage();
  await visitor.goto(`${siteUrl()}/tarifs/`);
  // 52,50 € HT + 10 % = 57,75 € TTC; at 20 %: 63 €.
  const hourly = plain(
    await visitor
      .locator('section', { has: visitor.getByRole('heading', { name: 'Taux horaire' }) })
      .textContent(),
  );
  expect(hourly).toContain('57,75 €/h TTC (52,50 €/h HT, TVA 10 %), soit 63 €/h TTC avec une TVA 20 %');
  await visitor.goto(`${siteUrl()}/reviews/`);
  const rating = visitor
    .getByRole('region', { name: 'Nos avis en chiffres' })
    .getByRole('link', { name: /sur Google/ });
  // The footer of every page gives it too, with its link.
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: /sur Google/ })).toHaveAttribute(
    'href',
    'https://g.page/r/parquet-alsace',
  );
  expect(plain(await rating.textContent())).toBe(
    '4,7/5 sur Google, 61 avis, au 1er décembre 2026 (nouvel onglet)',
  );
  await expect(rating).toHaveAttribute('href', 'https://g.page/r/parquet-alsace');
  await visitor.close();
});
