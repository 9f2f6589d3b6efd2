import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/checks';

const host = 'https://devis.parquet-alsace.example';

/** The shell's own pages; the home page's own heading is checked by home.spec.ts, so any h1 will do here. */
const shellPages: Array<{ path: string; h1?: RegExp; title: RegExp; text?: string }> = [
  { path: '/', title: /Parquet Alsace Rénovation/ },
  {
    path: '/services/',
    h1: /Nos services de rénovation de parquet/,
    title: /^Nos services de rénovation de parquet \|/,
    text: 'Notre méthode en 4 étapes',
  },
  {
    path: '/about/',
    h1: /À propos de Parquet Alsace Rénovation/,
    title: /^À propos et mentions légales \|/,
    text: 'Directeur de la publication',
  },
  {
    path: '/confidentialite/',
    h1: /Politique de confidentialité/,
    title: /^Politique de confidentialité \|/,
    text: 'Dernière mise à jour : 7 décembre 2026',
  },
  {
    path: '/cgv/',
    h1: /Conditions générales d’intervention/,
    title: /^Conditions générales d’intervention \|/,
    text: 'Article 16 – Réclamations et litiges',
  },
];

test.describe('shell pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of shellPages) {
    test(`${p.path} holds its main content, title and canonical in the server HTML`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(p.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${host}${p.path}`);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      if (p.h1) await expect(h1).toHaveText(p.h1);
      if (p.text) await expect(page.locator('main').getByText(p.text, { exact: true }).first()).toBeVisible();
    });
  }

  test('the legal notices are on the about page, which /mentions-legales/ opens at their section', async ({
    page,
  }) => {
    await page.goto('/mentions-legales/');
    await expect(page).toHaveURL(/\/about\/#mentions-legales$/);
    await expect(page.locator('#mentions-legales')).toContainText('Directeur de la publication');
    await expect(page.locator('#mentions-legales h2')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('an unknown address answers 404 with the not-found page, out of search engines', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Page non trouvée');
    await expect(page.getByText('La page que vous recherchez n’existe pas ou a été déplacée')).toBeVisible();
    await expect(page).toHaveTitle(/^Page non trouvée \(404\)/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Without script, the quote link leads to the home page's quote form.
    await expect(
      page.locator('main').getByRole('link', { name: 'Demander un devis', exact: true }),
    ).toHaveAttribute('href', '/#devis');
  });
});

test.describe('shell pages in the browser', () => {
  test('the 404 search is in the page from the server and runs on the first interaction, not before', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/cette-page-n-existe-pas/');
    await page.waitForLoadState('networkidle');
    const search = page.getByRole('form', { name: 'Recherche sur le site' });
    await expect(search).toBeVisible();
    // Before any interaction the page ran its loader and, once idle, the runtime and the speed
    // measurement (docs/adr-021-field-speed.md): nothing else.
    expect(scripts.filter((path) => path !== '/main.js' && path !== '/vitals.js')).toEqual([]);
    // Typing wakes the island: what was typed is kept and searched.
    await search.getByRole('searchbox').pressSequentially('parquet');
    await expect(page.locator('[data-fragment="blog/SiteSearch"][data-ready]')).toBeAttached();
    await expect(search.getByRole('searchbox')).toHaveValue('parquet');
    await expect(
      page.getByRole('list', { name: 'Résultats de recherche' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('the 404 page sends a page_view with its 404 title', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas/');
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
            .filter((e) => e?.event === 'page_view')
            .map((e) => String(e.page_title)),
        ),
      )
      .toContainEqual(expect.stringMatching(/^Page non trouvée \(404\)/));
  });

  for (const path of [...shellPages.map((p) => p.path), '/cette-page-n-existe-pas/']) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    });
  }
});
