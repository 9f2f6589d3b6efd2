import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/checks';

// The staff back office before sign-in (docs/adr-008-back-office.md): what any browser, robot or
// cache gets at /admin/. The signed-in journeys are in e2e/back-office/.

const LEAD = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';

test('is never stored nor indexed, and asks for a sign-in in French', async ({ page }) => {
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['content-security-policy']).toMatch(/default-src 'none'/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace équipe' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
  // Nothing of a visitor page: no header, cookie banner or tag manager.
  await expect(page.locator('#shell-header, [data-consent]')).toHaveCount(0);
});

test('keeps the address of the lead linked from the notification e-mail while asking to sign in', async ({
  page,
}) => {
  await page.goto(`/admin/leads/${LEAD}`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/leads/${LEAD}/`);
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const theme of ['dark', 'light'] as const) {
    test(`the sign-in form fits and passes axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      await page.goto('/admin/');
      await expect(page.locator('html')).toHaveClass(theme);
      await page.getByLabel('Adresse e-mail').fill('chef@example.com');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert')).toHaveText(/Indiquez votre mot de passe/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
