import { expect, test } from '@playwright/test';
import { rawGet, site } from './support';

// 3. Open redirect: a path that starts like another host (//evil.example, /\evil.example)
// must never be answered with a Location a browser reads as off-site.

test.describe('3. Open redirect', () => {
  for (const target of [
    '//evil.example/connexion',
    '//evil.example',
    '/\\evil.example/connexion',
    '///evil.example/x',
  ]) {
    test(`${target} stays on the site`, async () => {
      const { status, headers } = await rawGet(target);
      const location = headers.location as string | undefined;
      if (location !== undefined) {
        expect(location, 'Location header').toMatch(/^\/(?![/\\])/);
        expect(new URL(location, site.url).origin).toBe(site.url);
      } else {
        expect(status).toBeLessThan(500);
      }
    });
  }

  test('Chromium following //evil.example/connexion ends on the site', async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.url) offSite.push(request.url());
    });
    // An off-site host does not resolve here: a failed navigation still shows where it went.
    await page.goto(`${site.url}//evil.example/connexion`).catch(() => undefined);
    expect(offSite, 'requests Chromium sent off the site').toEqual([]);
    expect(new URL(page.url()).origin, 'where Chromium ended').toBe(site.url);
  });
});
