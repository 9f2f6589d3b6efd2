import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { site } from './support';

// 6. A Content-Security-Policy without 'unsafe-inline' scripts, no framing by another site, a
// Permissions-Policy, and the site (including the tag manager after consent) still working.

const PAGES = [
  '/',
  '/services/',
  '/blog/',
  '/gallery/',
  '/reviews/',
  '/reviews/new/',
  '/downloads/',
  '/page-inconnue/',
];

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** Records CSP violations from the first script on (init scripts are not subject to the page's CSP). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('6. CSP and framing', () => {
  for (const path of PAGES) {
    test(`${path} has a CSP without unsafe-inline scripts and refuses framing`, async () => {
      const response = await fetch(`${site.url}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scripts = directive(policy, 'script-src') ?? directive(policy, 'default-src') ?? '';
      expect(scripts).not.toBe('');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toMatch(/(^|\s)(\*|https?:|data:)(\s|$)/);
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    });
  }

  test('/reviews/new/ does not load inside another site’s frame', async ({ page }) => {
    // The other site is a real server on this machine (Chromium would not let a public page
    // frame a loopback address at all, which would prove nothing about our headers).
    const attacker = createServer((_, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><title>Piège</title><iframe src="${site.url}/reviews/new/"></iframe>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      const refused = page.waitForEvent('console', (message) =>
        /frame-ancestors|X-Frame-Options/i.test(message.text()),
      );
      await page.goto(`http://127.0.0.1:${port}/`);
      await refused;
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url()).not.toContain('/reviews/new/');
      expect(await frame?.locator('form').count()).toBe(0);
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }
  });

  test('every page runs without a CSP violation, the inline theme script included', async ({ page }) => {
    const violations = await watchViolations(page);
    // The hashed boot lines run before anything else: one applies a stored light theme, the
    // other asks for consent in the first frame (none is stored).
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    for (const path of PAGES) {
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('networkidle');
      const classes = await page.evaluate(() => [...document.documentElement.classList].sort());
      expect(classes, path).toEqual(['consent-ask', 'light']);
    }
    expect(violations).toEqual([]);
  });

  test('a script injected into the page does not run; nothing is evaluated from a string', async ({
    page,
  }) => {
    await page.goto(`${site.url}/`);
    // DevTools' own evaluation is exempt from the CSP, so the page itself is made to try.
    const blocked = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('securitypolicyviolation', (event) => {
            seen.push(event.blockedURI);
            if (seen.length === 2) resolve(seen.sort());
          });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
          setTimeout('window.__evaluated = true', 0);
        }),
    );
    expect(blocked).toEqual(['eval', 'inline']);
    expect(
      await page.evaluate(() => {
        const w = window as unknown as { __injected?: boolean; __evaluated?: boolean };
        return [w.__injected, w.__evaluated];
      }),
    ).toEqual([undefined, undefined]);
  });

  test('the tag manager still loads after consent when GTM_ID is set', async ({ page }) => {
    const violations = await watchViolations(page);
    let requested = '';
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requested = route.request().url();
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
    });
    await page.goto(`${site.url}/`);
    expect(requested).toBe('');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await page.waitForFunction(
      () => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true,
    );
    expect(requested).toContain('id=GTM-ATTACK1');
    expect(violations).toEqual([]);
  });
});
