import { expect, test } from '@playwright/test';

/** Registers /sw.js as the shell does (after load, in production) and waits until it controls the page. */
async function installWorker(page: import('@playwright/test').Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('after a first visit, the site shows the offline page in French with the phone number', async ({
  page,
  context,
}) => {
  await page.goto('/services/');
  await installWorker(page);
  // The page seen through the worker is kept once its copy is stored (after its answer).
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href)))).toBe(true);
  await context.setOffline(true);

  await page.goto('/cgv/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors connexion' })).toBeVisible();
  await expect(page.getByRole('link', { name: '03 53 01 24 68' })).toHaveAttribute(
    'href',
    'tel:+33353012468',
  );

  // A page already seen stays readable.
  await page.goto('/services/');
  await expect(page.locator('main h1').first()).toHaveText('Nos services de rénovation de parquet');
  await context.setOffline(false);
});

test('the worker precaches the entry files and never stores API answers', async ({ page }) => {
  await page.goto('/');
  await installWorker(page);
  // Something that calls the API: an article's gallery reads every photo when expanded.
  await page.goto('/blog/poncer-parquet-etapes/');
  const api = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/rest/'));
  await page.getByRole('button', { name: /^Voir toutes les photos/ }).click();
  await api;
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toEqual(
    expect.arrayContaining([
      '/offline/',
      '/main.js',
      // The release in service, as the pages name it.
      expect.stringMatching(/^\/remotes\/blog\/[0-9a-f]{12}\/remoteEntry\.js$/),
      expect.stringMatching(/^\/remotes\/blog\/[0-9a-f]{12}\/mf-manifest\.json$/),
    ]),
  );
  expect(cached.filter((u) => u.startsWith('/rest/') || u.startsWith('/functions/'))).toEqual([]);
});
