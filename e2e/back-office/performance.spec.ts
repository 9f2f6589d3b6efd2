import AxeBuilder from '@axe-core/playwright';
import { expect, type Request, test } from '@playwright/test';
import { serviceClient } from '../support/backend';
import { addStaffMember, signInAs, siteUrl } from './staff';

// The speed real visitors get (docs/adr-021-field-speed.md): a page view, without any consent
// given, sends one beacon with its LCP, INP and CLS to the site's own endpoint; the stored row
// holds no address; the « Performances » screen shows it.

const STAFF = { email: 'performances@parquet-alsace.example', password: 'Performances-2026-équipe' };

test.beforeAll(() => addStaffMember(STAFF));

test('a page view without consent sends one beacon, stored without an address, shown in « Performances »', async ({
  browser,
  page,
}) => {
  const db = await serviceClient(siteUrl());
  const count = async () => {
    const { count: rows, error } = await db.from('web_vitals').select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    return rows ?? 0;
  };
  const before = await count();

  const visitor = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const beacons: Request[] = [];
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons.push(request);
  });
  const tab = await visitor.newPage();
  const userAgent = await tab.evaluate(() => navigator.userAgent);
  await tab.goto(`${siteUrl()}/cgv/`);
  // No choice made: the cookie banner is shown, nothing is consented to.
  await expect(tab.getByRole('region', { name: 'Utilisation des cookies' })).toBeVisible();
  expect(await tab.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  // The measurement is loaded once the page is painted and idle.
  await expect
    .poll(() =>
      tab.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)),
    )
    .toContain('/vitals.js');
  // A tap on the page's text: an interaction, for INP.
  await tab.locator('main h1').tap();
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

  // The tab goes to the background: the view is sent. Then it comes back and the visitor leaves
  // the page: still one beacon for this view.
  const sent = visitor.waitForEvent('request', (r) => new URL(r.url()).pathname === '/api/vitals');
  await tab.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const beacon = await sent;
  // Its answer is awaited before the page is left: a keepalive request still in flight when the
  // page goes may never report its answer to the driver.
  const answer = await beacon.response();
  await tab.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await tab.goto(`${siteUrl()}/services/`);
  await expect(tab.locator('main h1')).toBeVisible();

  const body = JSON.parse(beacon.postData() ?? '{}') as Record<string, unknown>;
  expect(body).toEqual(
    expect.objectContaining({
      device: 'mobile',
      lcp: expect.any(Number),
      inp: expect.any(Number),
      cls: expect.any(Number),
      lcpRenderDelay: expect.any(Number),
      inpInputDelay: expect.any(Number),
      inpProcessing: expect.any(Number),
      inpPresentation: expect.any(Number),
    }),
  );
  expect(body).not.toHaveProperty('pageType');
  expect(JSON.stringify(body)).not.toContain('/cgv/');
  expect(answer?.status()).toBe(204);

  // One row, stored with the page's type and nothing that points at the visitor.
  await expect.poll(count).toBe(before + 1);
  const { data: rows } = await db.from('web_vitals').select('*').order('id', { ascending: false }).limit(1);
  const row = rows?.[0] as Record<string, unknown>;
  expect(row).toMatchObject({ page_type: 'legal', device: 'mobile', lcp_ms: body.lcp, inp_ms: body.inp });
  const stored = JSON.stringify(row);
  for (const trace of ['127.0.', '::1', userAgent, '/cgv/', siteUrl()]) expect(stored).not.toContain(trace);
  expect(Object.keys(row).filter((key) => /ip|address|agent|url|cookie|session|visitor/i.test(key))).toEqual(
    [],
  );
  expect(beacons).toHaveLength(1);
  await visitor.close();

  // The staff screen shows the legal pages' view.
  await signInAs(page, STAFF, '/admin/performances/');
  await expect(page.getByRole('heading', { level: 1, name: 'Performances' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Par type de page' });
  const legal = table.getByRole('row', { name: /Pages légales/ });
  await expect(legal).toBeVisible();
  await expect(legal.getByRole('cell').first()).toHaveText(/^\d/);
  await expect(page.getByRole('heading', { name: 'Interactions les plus lentes' })).toBeVisible();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);
});
