import { expect, test } from '@playwright/test';

/**
 * The price list a renovation firm publishes (docs/product-rules.md#price-list), read on a
 * phone: /tarifs/ from the server's HTML, in the sitemap and the footer of every page, and the
 * prices of the services and home pages TTC with their HT. Figures worked out by hand from the
 * seed: 42 €/m² HT → 46,20 € TTC at 10 %, 50,40 € at 20 %; 45 €/h HT → 49,50 € TTC.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

test('/tarifs/ answers 200 with every item of the price list, without a script of its own', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/tarifs/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos tarifs' })).toBeVisible();
  const main = plain(await page.locator('main').textContent());
  for (const item of [
    'Ponçage + vitrification46,20 €/m² TTC',
    '50,40 €/m² TTC (TTC, TVA 20 %) · 42 €/m² HT',
    'Ponçage + huilage écologique48,40 €/m² TTC',
    'Ponçage + vernis intensif48,40 €/m² TTC',
    'Rénovation d’escalier38,50 €/marche TTC',
    'Option teinte13,20 €/m² TTC',
    '49,50 €/h TTC (45 €/h HT, TVA 10 %)',
    'Décompte du temps : Temps passé sur le chantier, décompté par demi-heure entamée',
    'Déplacement gratuit dans un rayon de 30 km autour de nos agences ; au-delà, 0,66 €/km TTC',
    'Devis gratuit',
    '10 % pour la rénovation d’un logement achevé depuis plus de deux ans',
    '20 % pour un logement achevé depuis moins de deux ans',
    'Liste des prix en vigueur au 7 décembre 2026',
  ]) {
    expect(main).toContain(item);
  }
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The loader's runtime may come once the page is painted; no island of the page's own.
  expect(scripts.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
});

test('/tarifs/ is in the sitemap and « Nos tarifs » is in the footer of every page', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/tarifs\/<\/loc>/);
  for (const path of ['/', '/services/', '/reviews/', '/blog/', '/tarifs/']) {
    await page.goto(path);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Nos tarifs' });
    await expect(link).toHaveAttribute('href', '/tarifs/');
  }
});

test('on the services and home pages every amount given HT is given TTC beside it', async ({ page }) => {
  for (const path of ['/services/', '/']) {
    await page.goto(path);
    const text = plain(await page.locator('main').textContent());
    const ht = [...text.matchAll(/(\d[\d ]*(?:,\d\d)?) €(\/\S+)? HT/g)];
    expect(ht.length).toBeGreaterThan(3);
    for (const [, amount = '', per = ''] of ht) {
      // 10 %, the content's rate, worked out in cents.
      const cents = Math.round(Number(amount.replace(/ /g, '').replace(',', '.')) * 110);
      const euros = Math.floor(cents / 100);
      const ttc = `${String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${cents % 100 ? `,${String(cents % 100).padStart(2, '0')}` : ''} €${per} TTC`;
      expect(text, `${path} : ${amount} €${per} HT`).toContain(ttc);
    }
    expect(text).toContain('TVA 10 %');
  }
});
