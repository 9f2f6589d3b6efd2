import { expect, type Page, test } from '@playwright/test';
import { type RunningServer, remoteNames, startDevServer } from '../support/dev-servers';

/**
 * A remote's team works on it alone (docs/adr-011-standalone-remotes.md): for every remote, its
 * `npm run dev` serves each of its routes with the site's theme, backend and the other remotes'
 * pieces, and the composed site started with DEV_REMOTE_OVERRIDES=1 loads that remote's code from
 * the dev server when `?remote=<name>@<manifest>` is given. The remotes are the `mfe-*`
 * workspaces and their routes the ones each dev server lists on its index page.
 */

function siteUrl(): string {
  const url = process.env.DEV_SITE_URL;
  if (!url) throw new Error('DEV_SITE_URL absent : la suite se lance avec -c dev-servers.config.ts');
  return url;
}

/**
 * What would leave a developer with a broken page: an uncaught error, an error in the console, a
 * script that did not arrive or was not JavaScript (a deep link asking /blog/main.js got HTML).
 */
function watchProblems(page: Page): { problems: string[]; at(where: string): void } {
  const problems: string[] = [];
  let where = '';
  page.on('pageerror', (error) => problems.push(`${where} : erreur non rattrapée : ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where} : console : ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels what the page before it was still fetching: not a failure.
    if (request.resourceType() === 'script' && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`${where} : script non chargé : ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const type = response.headers()['content-type'] ?? '';
    // A 304 revalidates the copy the browser holds, and has no content type of its own.
    if (response.status() >= 400 || (response.status() !== 304 && !/javascript/.test(type))) {
      problems.push(`${where} : script refusé : ${response.url()} (HTTP ${response.status()}, ${type})`);
    }
  });
  return {
    problems,
    at(next) {
      where = next;
    },
  };
}

/** The addresses a dev server's index lists for its app's routes, and its not-found example. */
async function indexedPaths(page: Page, dev: RunningServer, name: string): Promise<string[]> {
  await page.goto(`${dev.url}/`);
  const index = page.locator(`[data-dev-index="${name}"]`);
  await expect(index.locator('[data-dev-pattern]').first()).toBeVisible();
  return index
    .locator('a[data-dev-route]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The page shows something: a heading in the main region, and no piece replaced by the dev placeholder. */
async function expectPageShown(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main').first()).not.toHaveText(/^\s*$/);
  await expect(page.locator('[data-dev-placeholder]')).toHaveCount(0);
  // Deferred images got their addresses (the site's loader gives them; here the standalone host).
  await expect(page.locator('main [data-defer-src], main [data-defer-srcset]')).toHaveCount(0);
}

for (const name of remoteNames()) {
  test.describe(`mfe-${name}`, () => {
    test.describe.configure({ mode: 'serial' });
    let dev: RunningServer | undefined;

    test.beforeAll(async () => {
      dev = await startDevServer(name, siteUrl());
    });

    test.afterAll(async () => {
      await dev?.stop();
    });

    test('npm run dev shows every route of the app, its fragments and the quote wizard', async ({ page }) => {
      if (!dev) throw new Error('serveur de dev absent');
      const watch = watchProblems(page);
      watch.at('/');
      const paths = await indexedPaths(page, dev, name);
      expect(paths.length).toBeGreaterThan(0);

      // The fragments the app gives other pages, drawn from the site's backend.
      for (const fragment of await page.locator('[data-dev-fragment]').all()) {
        await expect(fragment.locator(':scope > :not(h3)').first()).toBeVisible();
        await expect(fragment.getByText('Chargement du fragment…')).toHaveCount(0);
        await expect(fragment.getByRole('alert')).toHaveCount(0);
      }

      // A quote button opens the quote remote's wizard (its own code, or the site's release).
      await page.locator(`[data-dev-index="${name}"] [data-open-quote]`).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      await expect(dialog.locator('[data-dev-placeholder]')).toHaveCount(0);
      await expect(dialog).not.toContainText('Module d’une autre application');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // Every route, as a deep link (a fresh load of its address), and the not-found page.
      const notFound = await page.locator('[data-dev-not-found]').getAttribute('href');
      for (const path of [...paths, notFound ?? '/page-introuvable/']) {
        watch.at(path);
        await page.goto(`${dev.url}${path}`);
        await expectPageShown(page);
      }
      // The site's font, served by the dev server.
      const font = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.family.includes('Inter')).map((f) => f.status);
      });
      expect(font).toContain('loaded');
      test.info().annotations.push({ type: 'routes', description: paths.join(' ') });
      expect(watch.problems).toEqual([]);
    });

    test('the composed site loads the code of the remote from its dev server (?remote=)', async ({
      page,
    }) => {
      if (!dev) throw new Error('serveur de dev absent');
      const devUrl = dev.url;
      const paths = await indexedPaths(page, dev, name);
      const watch = watchProblems(page);
      const fromDevServer: string[] = [];
      const fromRelease: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        if (request.url().startsWith(`${devUrl}/`)) fromDevServer.push(request.url());
        if (request.url().includes(`/remotes/${name}/`)) fromRelease.push(request.url());
      });
      const site = siteUrl();
      watch.at(`/?remote=${name}`);
      await page.goto(`${site}/?remote=${name}@${devUrl}/mf-manifest.json`);
      await expect(page.locator('.site-dev-badge')).toContainText(name);

      // The first page with a piece of this remote (the home page's fragments, then its own
      // routes); for an app drawn in the browser only (the back office), its own container.
      const island = page
        .locator(`[data-island^="${name}/"], [data-island-app="${name}"]`)
        .filter({ visible: true })
        .first();
      const codeFromDevServer = () =>
        expect
          .poll(() => fromDevServer.filter((url) => !url.endsWith('/remoteEntry.js')).length)
          .toBeGreaterThan(0);
      let woken = '';
      for (const path of ['/', ...paths]) {
        // The back office's addresses have no island, and lead to its own origin (below).
        if (/^\/admin\//.test(path)) continue;
        watch.at(path);
        if (path !== '/') await page.goto(`${site}${path}`);
        await page.waitForLoadState('load');
        if ((await island.count()) === 0) continue;
        // Visible, then a mouse resting on it: wakes it whatever its trigger.
        await island.scrollIntoViewIfNeeded();
        await island.hover();
        await expect(island).toHaveAttribute('data-ready', '');
        woken = path;
        break;
      }
      if (!woken) {
        const container = page.locator(`#app-${name}`);
        for (const path of paths) {
          watch.at(path);
          // The back office has an origin of its own (docs/adr-008-back-office.md), with its own
          // stored overrides: the site's address moves there with the query, which sets it.
          await page.goto(`${site}${path}?remote=${name}@${devUrl}/mf-manifest.json`);
          if ((await container.count()) === 0) continue;
          await codeFromDevServer();
          await expect(container.getByRole('heading').first()).toBeVisible();
          woken = path;
          break;
        }
      }
      expect(woken, `aucun îlot de ${name} sur / ni sur ses routes`).not.toBe('');
      expect(fromDevServer.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      await codeFromDevServer();
      expect(fromRelease).toEqual([]);
      test
        .info()
        .annotations.push({ type: 'îlot', description: `${woken} : ${fromDevServer.length} scripts` });
      expect(watch.problems).toEqual([]);

      await page.goto(`${site}/?remote=off`);
      await expect(page.locator('.site-dev-badge')).toHaveCount(0);
    });
  });
}
