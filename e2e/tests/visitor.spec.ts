import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/checks';
import { loaderReady, openWizard, toContactStep } from '../support/visitor';

/**
 * The site's chrome as a visitor on a phone meets it: where each page starts, the header that
 * stays, the contact bar that hides nothing, nothing scrolling sideways, the footer's details,
 * the thank-you page's redirect, the 404 page.
 */

const ARTICLE = '/blog/poncer-parquet-etapes/';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element not rendered');
  return b;
}

/** The cookie banner answered once, so that it covers nothing in what follows. */
async function refuseCookies(page: Page) {
  await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).first().click();
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const headerBottom = (page: Page) =>
  page.evaluate(
    () => (document.getElementById('shell-header') as HTMLElement).getBoundingClientRect().bottom,
  );

test.describe('on a phone', () => {
  test.use(phone);

  test('a new page starts at the top or at its #anchor; back and forward restore where the visitor was', async ({
    page,
  }) => {
    // A link at the bottom of a long page opens the next page at its top.
    await page.goto('/reviews/');
    await loaderReady(page);
    await refuseCookies(page);
    const leave = page.getByRole('main').getByRole('link', { name: 'Laisser un avis' }).last();
    await leave.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    await leave.click();
    await expect(page).toHaveURL(/\/reviews\/new\/$/);
    await expect(page.locator('main h1')).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    // A blog card half way down the list opens its article at the top.
    await page.goto('/blog/');
    const card = page.getByRole('main').locator(`a[href="${ARTICLE}"]`).first();
    await card.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(ARTICLE);
    expect(await scrollY(page)).toBe(0);

    // A footer link to a section of /services/ lands on that section, under the header.
    await page.goto('/');
    await loaderReady(page);
    const footerLink = page.locator('#shell-footer').getByRole('link', { name: 'Ponçage + vitrification' });
    await footerLink.scrollIntoViewIfNeeded();
    const homeY = await scrollY(page);
    expect(homeY).toBeGreaterThan(1000);
    await footerLink.click();
    await expect(page).toHaveURL(/\/services\/#vitrification$/);
    const section = page.locator('#vitrification');
    await expect(section).toBeInViewport();
    expect((await box(section)).y).toBeGreaterThanOrEqual(await headerBottom(page));

    // Back: the home page where the visitor left it; forward: the section again.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY - 50);
    expect(await scrollY(page)).toBeLessThan(homeY + 50);
    await page.goForward();
    await expect(page).toHaveURL(/#vitrification$/);
    await expect(section).toBeInViewport();
  });

  test('2000 px down on /services/, /gallery/ and an article, the header still offers a call and a quote', async ({
    page,
  }) => {
    for (const path of ['/services/', '/gallery/', ARTICLE]) {
      await page.goto(path);
      await loaderReady(page);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect.poll(() => scrollY(page), path).toBeGreaterThanOrEqual(1500);
      const header = page.locator('#shell-header');
      expect((await box(header)).y, path).toBe(0);
      await expect(header.locator('a[href^="tel:"]:visible'), path).toHaveCount(1);
      await expect(header.getByRole('link', { name: /Appeler le 03 53 01 24 68/ }), path).toBeInViewport();
      await expect(header.getByRole('link', { name: 'Devis', exact: true }), path).toBeInViewport();
    }
    // The header's quote button opens the wizard in place, 2000 px down the article.
    await refuseCookies(page);
    await page.locator('#shell-header').getByRole('link', { name: 'Devis', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Simulateur de devis' })).toBeVisible();
    await expect(page).toHaveURL(ARTICLE);
  });

  test('the home page’s contact bar covers neither the hero nor the end of the page', async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await loaderReady(page);
      const bar = page.getByRole('navigation', { name: 'Contact rapide' });
      await expect(bar).toBeVisible({ timeout: 5000 });
      // Every control of the bar is labelled in words, not a bare symbol.
      await expect(bar.getByRole('link')).toHaveText(['WhatsApp', 'Appeler', 'Devis gratuit']);
      const barBox = await box(bar);
      const hero = page.locator('main section').filter({ has: page.locator('h1') });
      for (const part of [
        hero.locator('h1'),
        hero.locator('p').first(),
        hero.getByRole('link', { name: 'Simuler mon devis' }),
        hero.getByRole('link', { name: /Appeler le/ }),
      ]) {
        expect(overlaps(await box(part), barBox), `${viewport.width} px: ${await part.textContent()}`).toBe(
          false,
        );
      }
      // At the very end, the footer's last line is above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.locator('#shell-footer').getByRole('button', { name: 'Paramètres des cookies' });
      await expect(last).toBeInViewport();
      const lastBox = await box(last);
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await box(bar)).y);
    }
  });

  test('the footer lists each agency with its address and phone, its services lead to their section, one LocalBusiness per page', async ({
    page,
    request,
  }) => {
    await page.goto('/gallery/');
    const agencies = page.locator('#shell-footer').getByRole('region', { name: 'Nos agences' });
    const cards = agencies.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const numbers = new Set<string>();
    for (const city of ['Colmar', 'Strasbourg', 'Belfort', 'Sarrebourg']) {
      const card = cards.filter({ hasText: city });
      await expect(card.locator('address')).toContainText(/\d{5}/);
      const call = card.getByRole('link', { name: new RegExp(`Appeler l’agence de ${city}`) });
      numbers.add((await call.getAttribute('href')) as string);
    }
    expect(numbers.size).toBe(4);
    await expect(page.locator('#shell-footer')).toContainText('Du lundi au vendredi, de 8 h à 18 h');

    const services = page.locator('#shell-footer').locator('a[href^="/services/#"]');
    expect(await services.count()).toBeGreaterThanOrEqual(5);
    const anchors = await services.evaluateAll((links) => links.map((a) => a.getAttribute('href') as string));
    await page.goto('/services/');
    for (const href of anchors) await expect(page.locator(href.slice('/services/'.length))).toHaveCount(1);

    for (const path of [
      '/',
      '/services/',
      '/about/',
      '/blog/',
      ARTICLE,
      '/gallery/',
      '/reviews/',
      '/nope/',
    ]) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1] as string) as { '@type'?: string },
      );
      // Other blocks may point at the business by its @id (a service's provider): one describes it.
      expect(
        blocks.filter((b) => b['@type'] === 'HomeAndConstructionBusiness'),
        path,
      ).toHaveLength(1);
    }
  });

  test('no page of the sitemap, nor the terms, shows a placeholder for a company detail', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] as string);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about/', '/confidentialite/']));
    // The terms are out of search engines but name the company too.
    for (const path of [...paths, '/cgv/']) {
      const html = await (await request.get(path)).text();
      // The page as shown (the company details it carries for its scripts aside).
      const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(shown, path).not.toMatch(
        /000[\s\u00a0\u202f]000[\s\u00a0\u202f]000|à compléter|organisme fictif|SIRET[\s\u00a0\u202f]:[\s\u00a0\u202f]*</i,
      );
    }
  });

  test('the thank-you redirect can be paused, resumed and cancelled; a reload shows the page again', async ({
    page,
  }) => {
    await page.goto('/');
    await loaderReady(page);
    await refuseCookies(page);
    await openWizard(page, '');
    const dialog = await toContactStep(page, `merci-${Date.now()}@example.fr`);
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    const title = page.getByRole('heading', { level: 1, name: 'Merci pour votre demande !' });
    await expect(title).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'thank-you, dark');

    // Reloaded a moment later, with the page's clock in the test's hands.
    await page.clock.install();
    await page.reload();
    const timer = page.getByRole('timer');
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return timer.isVisible();
      })
      .toBe(true);
    await expect(page).toHaveURL(/\/thank-you\/$/);
    await expect(title).toBeVisible();
    const seconds = async () => Number((await timer.textContent())?.match(/(\d+)\s*s/)?.[1]);
    const before = await seconds();
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(timer).toContainText('Redirection en pause');
    const paused = await seconds();
    await page.clock.runFor(20_000);
    expect(await seconds()).toBe(paused);
    expect(paused).toBeLessThanOrEqual(before);
    await page.getByRole('button', { name: 'Reprendre' }).click();
    await page.clock.runFor(3_000);
    await expect(timer).toContainText(`dans ${paused - 3}`);
    await page.getByRole('button', { name: 'Annuler la redirection' }).click();
    await expect(timer).toContainText('Redirection annulée');
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/\/thank-you\/$/);
    await expect(page.getByRole('button', { name: 'Reprendre' })).toHaveCount(0);
  });

  test('the 404 page’s search says when no article matches', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas/');
    const search = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await search.fill('zzqxw');
    await expect(page.getByRole('status').filter({ hasText: 'Aucun article' })).toHaveText(
      /Aucun article ne correspond à «\szzqxw\s»/,
    );
    await search.fill('parquet');
    await expect(
      page.getByRole('list', { name: 'Résultats de recherche' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Aucun article' })).toHaveCount(0);
  });

  test('the secondary navigation bar leads to the site’s sections and marks the current one', async ({
    page,
  }) => {
    await page.goto('/services/');
    const nav = page.getByRole('navigation', { name: 'Rubriques du site' });
    await expect(nav.getByRole('link')).toHaveText([
      'Accueil',
      'Blog',
      'Galerie',
      'Avis',
      'Services',
      'À propos',
    ]);
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Avis' }).click();
    await expect(page).toHaveURL(/\/reviews\/$/);
  });

  test('every page passes axe in the light theme too', async ({ page }) => {
    test.setTimeout(240_000);
    for (const path of [
      '/',
      '/services/',
      '/about/',
      '/cgv/',
      '/confidentialite/',
      '/cette-page-n-existe-pas/',
      '/blog/',
      '/blog/articles/',
      ARTICLE,
      '/gallery/',
      '/reviews/',
      '/reviews/new/',
      '/downloads/',
    ]) {
      await page.goto(path);
      await loaderReady(page);
      if (path === '/') {
        await refuseCookies(page);
        await page.locator('#shell-header').getByRole('button', { name: 'Thème clair' }).click();
        await expect(page.locator('html')).toHaveClass(/light/);
        await expect(page.getByRole('navigation', { name: 'Contact rapide' })).toBeVisible({ timeout: 5000 });
      }
      await expect(page.locator('html')).toHaveClass(/light/);
      await expectNoSeriousAxeViolations(page, `${path}, light`);
    }
  });
});

test('nothing scrolls sideways at 320 or 360 px, on any route', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] as string);
  const routes = [
    ...new Set([
      ...listed,
      '/reviews/new/',
      '/cgv/',
      '/blog/tag/parquet/',
      '/blog/tag/zzz-aucun-article/',
      '/gallery/?page=2',
      '/cette-page-n-existe-pas/',
    ]),
  ];
  expect(routes.length).toBeGreaterThan(15);
  const overflowing: string[] = [];
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of routes) {
    await page.goto(path, { waitUntil: 'load' });
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      const excess = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (excess > 0) overflowing.push(`${path} at ${width} px: ${excess} px too wide`);
    }
    await page.setViewportSize({ width: 320, height: 640 });
  }
  expect(overflowing).toEqual([]);
});

test('/favicon.ico is an icon; an address no route answers is a 404 at once, without a redirect', async ({
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  for (const path of ['/nope', '/services/nope']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page non trouvée');
  }
  const known = await request.get('/services', { maxRedirects: 0 });
  expect(known.status()).toBe(301);
  expect(known.headers().location).toMatch(/\/services\/$/);
});

test('on a laptop or desktop the sticky header keeps the phone, WhatsApp and the quote button on one row', async ({
  page,
}) => {
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/services/');
    await loaderReady(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    const header = page.locator('#shell-header');
    // One row: no label wraps onto a second line.
    expect((await box(header)).height, `${width} px`).toBeLessThan(70);
    await expect(
      header.getByRole('link', { name: /03 53 01 24 68/ }).filter({ visible: true }),
    ).toBeInViewport();
    await expect(header.getByRole('link', { name: 'WhatsApp' })).toBeInViewport();
    await expect(header.getByRole('link', { name: 'Devis', exact: true })).toBeInViewport();
    await expect(header.getByRole('navigation', { name: 'Navigation principale' })).toBeInViewport();
  }
});
