import { type APIRequestContext, expect, test } from '@playwright/test';

const host = 'https://devis.parquet-alsace.example';

const canonicalOf = (html: string) => html.match(/<link data-head rel="canonical" href="([^"]+)">/)?.[1];
const robotsOf = (html: string) => html.match(/<meta data-head name="robots" content="([^"]+)">/)?.[1];

async function jsonLdOf(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] as string),
  );
}

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${host}/sitemap.xml`);
});

test('every sitemap URL answers 200, is indexable and is its own canonical', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({
      loc: (m[1] as string).replace(/&amp;/g, '&'),
      lastmod: m[2],
    }),
  );
  const locs = entries.map((e) => e.loc);
  expect(locs).toEqual(
    expect.arrayContaining([`${host}/`, `${host}/services/`, `${host}/about/`, `${host}/confidentialite/`]),
  );
  expect(locs).not.toContain(`${host}/cgv/`);
  expect(locs).not.toContain(`${host}/thank-you/`);
  expect(new Set(locs).size).toBe(locs.length);
  for (const { loc, lastmod } of entries) {
    if (lastmod) expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/);
    const url = new URL(loc);
    const page = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
    expect(page.status(), loc).toBe(200);
    const html = await page.text();
    expect(canonicalOf(html), loc).toBe(loc);
    expect(robotsOf(html), loc).not.toContain('noindex');
  }
});

for (const path of ['/cgv/', '/thank-you/']) {
  test(`${path} is noindex`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(robotsOf(html)).toContain('noindex');
  });
}

interface Business {
  name: string;
  telephone: string;
  address: object;
  geo: object;
  openingHoursSpecification: object[];
  priceRange: string;
  foundingDate: string;
  areaServed: Array<{ name: string }>;
  sameAs: string[];
}
interface Service {
  name: string;
  provider: { name: string };
  offers: object;
  inLanguage: string;
}
interface Breadcrumbs {
  itemListElement: Array<{ name: string; item: string }>;
}

test('the home page describes the local business', async ({ request }) => {
  const data = await jsonLdOf(request, '/');
  const business = data.find((d) =>
    ['LocalBusiness', 'HomeAndConstructionBusiness'].includes(String(d['@type'])),
  ) as unknown as Business;
  expect(business).toBeTruthy();
  expect(business.name).toBe('Parquet Alsace Rénovation');
  expect(business.telephone).toBeTruthy();
  expect(business.address).toMatchObject({ postalCode: '68420', addressCountry: 'FR' });
  expect(business.geo).toMatchObject({ latitude: 48.0833, longitude: 7.5 });
  expect(business.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' });
  expect(business.priceRange).toBe('€€');
  expect(business.foundingDate).toBe('2008');
  expect(business.areaServed.map((a) => a.name)).toEqual([
    'Strasbourg',
    'Colmar',
    'Mulhouse',
    'Belfort',
    'Alsace',
  ]);
  // Only the profiles the business entered: the seed's placeholder addresses are left out.
  for (const profile of business.sameAs ?? []) expect(profile).toMatch(/^https:\/\/(?![^/]*\.example\/)/);
});

test('the services page is a service with an offer, with a breadcrumb', async ({ request }) => {
  const data = await jsonLdOf(request, '/services/');
  const service = data.find((d) => d['@type'] === 'Service') as unknown as Service;
  expect(service).toBeTruthy();
  expect(service.name).toBeTruthy();
  expect(service.provider.name).toBe('Parquet Alsace Rénovation');
  expect(service.offers).toMatchObject({ '@type': 'Offer', price: 42, priceCurrency: 'EUR' });
  expect(service.inLanguage).toBe('fr-FR');
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as Breadcrumbs;
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Accueil', 'Services']);
  expect(crumbs.itemListElement[1]?.item).toBe(`${host}/services/`);
});

test('fonts are self-hosted: no request leaves the site', async ({ page }) => {
  const foreign: string[] = [];
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) foreign.push(r.url());
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto('/services/');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(fonts).toHaveLength(1);
  const font = await page.request.get(fonts[0] as string);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  // Cut to the site's characters and weights (the full latin Inter is 48 KB).
  expect((await font.body()).length).toBeLessThan(28 * 1024);
});

test('a character the font cut lacks is drawn by a fallback font, the rest in Inter', async ({ page }) => {
  await page.goto('/services/');
  await page.evaluate(async () => {
    const probe = document.createElement('p');
    probe.id = 'font-probe';
    probe.textContent = 'Parquet ciré Łukasz';
    document.querySelector('main')?.append(probe);
    await document.fonts.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#font-probe' });
  await expect
    .poll(async () => {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((f) => ({ family: f.familyName, glyphs: f.glyphCount }));
    })
    .toEqual(
      expect.arrayContaining([
        // Ł (latin-ext, outside the cut) from the stack's next font, the 18 other characters in Inter.
        { family: 'Inter', glyphs: 18 },
        { family: expect.not.stringMatching(/^Inter$/), glyphs: 1 },
      ]),
    );
});
