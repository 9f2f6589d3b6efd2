import { expect, test } from '@playwright/test';
import { scriptBodies } from '../support/checks';
import { BASE_URL } from '../support/env';

/** Waits until the active app has hydrated or rendered (its head applied, page_view sent). */
async function pageViews(
  page: import('@playwright/test').Page,
): Promise<Array<{ page_path: string; page_title: string }>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((e) => e && e.event === 'page_view')
      .map((e) => ({ page_path: String(e.page_path), page_title: String(e.page_title) })),
  );
}

test.describe('composition', () => {
  test('moving between apps is a page load the browser is asked to prerender; back and forward work; each page has at most one React DOM and one router', async ({
    page,
    context,
  }) => {
    // Chromium reports each prerender attempt (under automation it then declines to run it).
    const cdp = await context.newCDPSession(page);
    const prerenderAsked = new Set<string>();
    cdp.on('Preload.prerenderStatusUpdated', (event) => prerenderAsked.add(new URL(event.key.url).pathname));
    await cdp.send('Preload.enable');

    await page.goto('/');
    const header = page.locator('#shell-header');
    const journey: Array<[string, string]> = [
      ['/blog/', 'Blog'],
      ['/gallery/', 'Réalisations'],
      ['/reviews/', 'Avis clients'],
      ['/services/', 'Services'],
    ];
    for (const [path, label] of journey) {
      const link = header.getByRole('link', { name: label, exact: true }).first();
      await link.hover();
      await expect.poll(() => prerenderAsked.has(path)).toBe(true);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Islands woken once the page is idle: wait for their code.
      await page.waitForLoadState('networkidle');
      const bodies = await scriptBodies(page);
      expect(bodies.filter((body) => body.includes('__reactContainer$')).length).toBeLessThanOrEqual(1);
      // The router is bundled inside `shared`, itself a singleton: one copy at most.
      expect(bodies.filter((body) => body.includes('inside another <Router>')).length).toBeLessThanOrEqual(1);
      if (path === '/blog/') {
        // A page of islands with nothing to wake: static HTML, no React at all.
        expect(bodies.filter((body) => body.includes('__reactContainer$'))).toHaveLength(0);
      }
    }
    await page.goto('/downloads/');
    await page.goBack();
    await expect(page).toHaveURL('/services/');
    await page.goBack();
    await expect(page).toHaveURL('/reviews/');
    await page.goForward();
    await expect(page).toHaveURL('/services/');
    await page.locator('#shell-footer').getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(page).toHaveURL('/confidentialite/');
    await page.goto('/thank-you/');
    // The thank-you page without a submitted request sends the visitor home.
    await expect(page).toHaveURL('/');
  });

  test('the home page runs no framework code before the first interaction', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const bodies = await scriptBodies(page);
    // At most the runtime (federation and single-spa), fetched once the page is idle, besides
    // the speed measurement (docs/adr-021-field-speed.md), which holds no framework either.
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((path) => path.endsWith('.js') && path !== '/vitals.js'),
    );
    expect(files.length).toBeLessThanOrEqual(1);
    expect(bodies.filter((body) => body.includes('__reactContainer$'))).toHaveLength(0);
    // The static page works meanwhile: the theme switch and the cookie banner.
    await page.getByRole('button', { name: 'Thème clair' }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeVisible();
  });

  test('every page load sends one page_view with its title and path', async ({ page }) => {
    await page.goto('/blog/');
    await expect
      .poll(async () => pageViews(page))
      .toEqual([{ page_path: '/blog/', page_title: await page.title() }]);
    await page.locator('#shell-header').getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(page).toHaveURL('/services/');
    await expect
      .poll(async () => pageViews(page))
      .toEqual([{ page_path: '/services/', page_title: await page.title() }]);
  });

  test.describe('without the service worker', () => {
    // The worker precaches the remotes' entries and page.route does not see what a worker
    // serves, so the "broken" remote could still come from its cache.
    test.use({ serviceWorkers: 'block' });

    test('a remote that cannot be loaded leaves header, footer and the other apps working', async ({
      page,
    }) => {
      await page.route('**/remotes/gallery/**', (route) => route.abort());
      await page.goto('/blog/');
      await page
        .locator('#shell-header')
        .getByRole('link', { name: 'Réalisations', exact: true })
        .first()
        .click();
      // The server's HTML is all there; the gallery's island fails only when the visitor wakes it.
      await expect(page.getByRole('button', { name: /^Agrandir : / }).first()).toBeVisible();
      await page.getByLabel('Rechercher une réalisation').focus();
      await expect(page.getByRole('alert')).toContainText('momentanément indisponible');
      await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
      await expect(page.getByRole('alert').getByRole('link', { name: /03 53 01 24 68/ })).toHaveAttribute(
        'href',
        'tel:+33353012468',
      );
      await expect(page.locator('#shell-footer')).toContainText('Parquet Alsace Rénovation');
      await page.locator('#shell-header').getByRole('link', { name: 'Blog', exact: true }).first().click();
      await expect(page).toHaveURL('/blog/');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('a quote wizard that cannot be loaded shows the French fallback with a retry and the phone', async ({
      page,
    }) => {
      await page.route('**/remotes/quote/**', (route) => route.abort());
      await page.goto('/services/');
      await page.getByRole('main').getByRole('link', { name: /devis/i }).first().click();
      const fallback = page.getByRole('dialog', { name: 'Simulateur de devis' });
      await expect(fallback.getByRole('alert')).toContainText('momentanément indisponible');
      await expect(fallback.getByRole('button', { name: 'Réessayer' })).toBeVisible();
      await expect(fallback.getByRole('link', { name: /03 53 01 24 68/ })).toHaveAttribute(
        'href',
        'tel:+33353012468',
      );
      // The remote is back: "Réessayer" opens the wizard itself.
      await page.unroute('**/remotes/quote/**');
      await fallback.getByRole('button', { name: 'Réessayer' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Simulateur de devis' }).getByText('Étape 1 sur 3'),
      ).toBeVisible();
    });
  });
});

test.describe('server answers', () => {
  const redirects: Array<[string, string]> = [
    ['/services', '/services/'],
    ['/gallery', '/gallery/'],
    ['/about', '/about/'],
    ['/blog', '/blog/'],
    ['/reviews', '/reviews/'],
    ['/confidentialite', '/confidentialite/'],
    ['/cgv', '/cgv/'],
    ['/mentions-legales', '/about/#mentions-legales'],
    ['/mentions-legales/', '/about/#mentions-legales'],
    ['/blog/tag', '/blog/'],
    ['/blog/simple', '/blog/'],
    ['/blog/simple/', '/blog/'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} moves permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/cette-page-n-existe-pas/');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page non trouvée');
  });

  test('each route carries its own title, description and canonical before any script', async ({
    request,
  }) => {
    for (const path of ['/', '/services/', '/blog/', '/gallery/', '/reviews/', '/downloads/', '/about/']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('name="description"');
      expect(html).toContain(`rel="canonical" href="https://devis.parquet-alsace.example${path}"`);
    }
  });

  test('entry files are revalidated, hashed chunks immutable, text compressed', async ({ request }) => {
    const main = await request.get('/main.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(main.headers()['cache-control']).toBe('no-cache');
    expect(main.headers()['content-encoding']).toBe('br');
    expect(main.headers().vary).toBe('Accept-Encoding');
    const manifest = await request.get('/remotes/blog/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const chunk = (await main.text()).match(/[{,](\d+):"([0-9a-f]{10})"/);
    expect(chunk).not.toBeNull();
    const hashed = await request.get(`/${chunk?.[1]}.${chunk?.[2]}.js`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toContain('immutable');

    // The release a page names lives under a versioned folder that never changes: its manifest
    // and entry are cached for good, unlike the unversioned addresses above.
    const config = (await (await request.get('/site-config.json')).json()) as {
      remotes: Record<string, string>;
    };
    const versioned = config.remotes.blog ?? '';
    expect(versioned).toMatch(/^\/remotes\/blog\/[0-9a-f]{12}\/mf-manifest\.json$/);
    for (const path of [versioned, versioned.replace('mf-manifest.json', 'remoteEntry.js')]) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      expect(file.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }

    // A revisit downloads no entry file again: each answers 304 to the validator it gave.
    for (const path of [
      '/main.js',
      '/remotes/blog/remoteEntry.js',
      '/remotes/blog/mf-manifest.json',
      '/sw.js',
      '/site-config.json',
      '/',
    ]) {
      const first = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      const validator = first.headers().etag ?? '';
      expect(validator, path).toBeTruthy();
      const again = await request.get(path, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': validator },
      });
      expect(again.status(), path).toBe(304);
      expect(await again.body(), path).toHaveLength(0);
    }
  });

  test('the brochure is served in ranges (resumable, viewable before fully downloaded)', async ({
    request,
  }) => {
    const path = '/media/documents/plaquette-parquet-alsace-renovation.pdf';
    const whole = await request.head(path);
    const size = Number(whole.headers()['content-length']);
    expect(size).toBeGreaterThan(1_000_000);
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    const part = await request.get(path, { headers: { Range: 'bytes=0-1023' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-1023/${size}`);
    const body = await part.body();
    expect(body).toHaveLength(1024);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** A page's HTML without its inline loader (the last inline script of the body). */
const withoutLoader = (html: string) =>
  html.replace(/<script>(?:(?!<\/script>)[\s\S])*<\/script>\s*<\/body>/, '</body>');

test.describe('cookie consent', () => {
  const stored = (page: import('@playwright/test').Page) =>
    page.evaluate(() => ({
      consent: localStorage.getItem('cookieConsent'),
      date: localStorage.getItem('cookieConsentDate'),
    }));

  test('nothing but the site itself is contacted before a choice', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeVisible();
    await page.goto('/blog/');
    await page.waitForLoadState('networkidle');
    expect([...hosts]).toEqual([new URL(BASE_URL).host]);
    const consentDefault = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer)
        .map((e) => Array.from(e as ArrayLike<unknown>))
        .find((e) => e[0] === 'consent' && e[1] === 'default'),
    );
    expect(consentDefault?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  test('"Tout accepter" stores an "all" consent and hides the banner', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeHidden();
    const { consent, date } = await stored(page);
    expect(JSON.parse(consent ?? '{}')).toMatchObject({ type: 'all', analytics: true, marketing: true });
    expect(date).toBe(JSON.parse(consent ?? '{}').date);
    // A stored choice keeps the banner out of the page from its first frame: the loader, which
    // could remove it later, is taken out of the HTML here.
    await page.route('/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutLoader(await response.text()) });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeHidden();
  });

  test('with no stored choice the banner is in the first frame, drawn by the head line and CSS', async ({
    page,
  }) => {
    // No loader at all: what shows the banner is the page's head and styles, before any script
    // file and without a timer.
    await page.route('/about/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutLoader(await response.text()) });
    });
    await page.goto('/about/');
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeVisible();
    // An expired choice (over 13 months) asks again.
    await page.evaluate(() =>
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ type: 'all', analytics: true, marketing: true, date: '2020-01-01T00:00:00Z' }),
      ),
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeVisible();
  });

  test('a visitor without JavaScript is not shown a banner they could not dismiss', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeHidden();
    await context.close();
  });

  test('"Cookies essentiels uniquement" refuses analytics and marketing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
    expect(JSON.parse((await stored(page)).consent ?? '{}')).toMatchObject({
      type: 'essential',
      analytics: false,
      marketing: false,
    });
  });

  test('a custom choice starts unticked and stores exactly what was ticked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const analytics = page.getByRole('switch', { name: 'Cookies d’analyse' });
    const marketing = page.getByRole('switch', { name: 'Cookies marketing' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await analytics.check();
    await page.getByRole('button', { name: 'Accepter la sélection' }).click();
    expect(JSON.parse((await stored(page)).consent ?? '{}')).toMatchObject({
      type: 'custom',
      analytics: true,
      marketing: false,
    });
  });

  test('keyboard users reach the banner first; focus follows "Personnaliser", then moves on after the choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Utilisation des cookies' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Personnaliser' })).toBeFocused();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('region', { name: 'Paramètres des cookies' });
    await expect(settings.getByRole('heading', { name: 'Paramètres des cookies' })).toBeFocused();
    await page.keyboard.press('Tab'); // "×": back to the first view
    await page.keyboard.press('Tab');
    const analytics = settings.getByRole('switch', { name: 'Cookies d’analyse' });
    await expect(analytics).toBeFocused();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await settings.getByRole('button', { name: 'Accepter la sélection' }).focus();
    await page.keyboard.press('Enter');
    await expect(settings).toBeHidden();
    // Focus goes on to what follows the banner: the skip link, then the header.
    await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
    expect(JSON.parse((await stored(page)).consent ?? '{}')).toMatchObject({
      type: 'custom',
      analytics: true,
      marketing: false,
    });
  });

  test('the settings dialog keeps focus inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    const opener = page.getByRole('button', { name: 'Paramètres des cookies' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Cookies d’analyse' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('revoking from the footer removes the choice and asks again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
    await expect(dialog).toContainText('tous les cookies acceptés');
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Tout révoquer' }).click(),
    ]);
    expect(await stored(page)).toEqual({ consent: null, date: null });
    await expect(page.getByRole('region', { name: 'Utilisation des cookies' })).toBeVisible();
  });
});

test('the theme is dark by default, toggles, and persists across visits', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Thème clair' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the mobile menu lists the links and the phone, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu.getByRole('link', { name: /Appeler le 03 53 01 24 68/ })).toHaveAttribute(
    'href',
    'tel:+33353012468',
  );
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog/');
  await expect(menu).toBeHidden();
});
