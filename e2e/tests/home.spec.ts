import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/backend';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the home page is complete in the server HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Ponçage et rénovation de parquet en Alsace');
  for (const text of [
    'Simuler mon devis',
    'Rénovation',
    'Ponçage',
    'Escalier',
    'Finition',
    'Des prix transparents',
    'Nos chantiers en cours',
    'Studio de 35 m²',
    // The example projects TTC (10 %) with their HT.
    '1 617 € TTC',
    '1 470 € HT',
    '4 092 € TTC',
    '6 121,50 € TTC',
    'Obtenir mon devis gratuit',
  ]) {
    // Figures are written with no-break spaces (French typography).
    expect(html).toMatch(new RegExp(text.replace(/[+]/g, '\\$&').replace(/ /g, '\\s')));
  }
  expect(html).toContain('"HomeAndConstructionBusiness"');
  expect(html).toContain('"BreadcrumbList"');
  expect(html).not.toMatch(/<img(?![^>]*width=)[^>]*>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML shows real approved reviews and four gallery photos', async ({ page }) => {
    await page.goto('/');
    const titles = await page
      .locator('section[aria-labelledby="home-testimonials"] article h3')
      .allTextContents();
    expect(titles).toHaveLength(3);
    const db = await serviceClient();
    const { data } = await db.from('reviews').select('title').eq('status', 'approved').in('title', titles);
    expect(new Set((data ?? []).map((r) => r.title))).toEqual(new Set(titles));
    const photos = page.locator('section[aria-labelledby="home-gallery"] li img');
    await expect(photos).toHaveCount(4);
    for (const alt of await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))) {
      expect(alt?.length).toBeGreaterThan(5);
    }
  });
});

test('the server-rendered reviews and photos are static: scrolling to them loads no script', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/(reviews|gallery)\//.test(r.url())) remoteRequests.push(r.url());
  });
  await page.goto('/');
  const section = page.locator('section[aria-labelledby="home-testimonials"]');
  const before = await section.locator('article h3').allTextContents();
  expect(before).toHaveLength(3);
  await section.scrollIntoViewIfNeeded();
  await page.locator('section[aria-labelledby="home-gallery"]').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(section.locator('article h3')).toHaveText(before);
  expect(remoteRequests).toEqual([]);
});

test('a first tap on "Simuler mon devis" opens the wizard on a cold page, CPU slowed 4×', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Simuler mon devis' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Étape 1 sur 3')).toBeVisible();
  // The wizard's own dialog: focus inside, Escape closes it, the page is still there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('home: quote section (an island woken by the visitor) opens the wizard with its surface, widget after 2 s, banner past 1000 px, axe clean', async ({
  page,
}) => {
  const wizardRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('__federation_expose_QuoteDialog')) wizardRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some(
      (e) => e?.event === 'page_view',
    ),
  );
  expect(wizardRequests).toEqual([]);

  const axe = await new AxeBuilder({ page }).analyze();
  await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).first().click();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await expect(page.getByRole('navigation', { name: 'Contact rapide' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId('top-banner')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  // On a phone the sticky header's call and "Devis" buttons take the top banner's place.
  await expect(page.getByTestId('top-banner')).toBeHidden();
  await expect(
    page.locator('#shell-header').getByRole('link', { name: 'Devis', exact: true }),
  ).toBeInViewport();
  await page.setViewportSize({ width: 1024, height: 768 });
  // The wider layout is shorter: scroll past 1000 px again.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.getByTestId('top-banner')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('navigation', { name: 'Contact rapide' }).getByText('Devis gratuit'),
  ).toBeVisible();

  const section = page.locator('#devis');
  await section.scrollIntoViewIfNeeded();
  const slider = section.getByRole('slider', { name: /Surface à rénover/ });
  await expect(slider).toBeVisible();
  await slider.fill('120');
  // Keyboard, as the sticky top banner may cover the section's first line.
  await section.getByRole('radio', { name: 'Maison' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: 'Appartement' })).toBeChecked();
  await section.getByRole('button', { name: 'Obtenir mon devis gratuit' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Simulateur de devis' });
  await expect(dialog).toBeVisible();
  // Its step 1 is the server's; the wizard's code comes once it is shown.
  await expect.poll(() => wizardRequests.length).toBeGreaterThan(0);
  await expect(dialog.getByLabel('Surface en m²')).toHaveValue('120');
  await expect(dialog.getByText('Maison complète')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Appartement' })).toBeChecked();
});

async function comparison(page: Page) {
  await page.goto('/');
  // On a phone the cookie banner covers half the screen: the visitor answers it first.
  await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
  const slider = page.getByRole('slider', { name: 'Ponçage : faire glisser pour comparer avant et après' });
  const figure = page.locator('[data-compare]').filter({ has: slider });
  // In the middle of the screen, clear of the sticky header.
  await figure.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(figure.getByRole('img', { name: /: avant$/ })).toBeVisible();
  await expect(figure.getByRole('img', { name: /: après$/ })).toBeVisible();
  const split = async () =>
    Number.parseFloat(await figure.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--pos')));
  // The "after" photo is uncovered from the handle on: what shows of it follows the split.
  const uncovered = () => figure.locator('.after').evaluate((el) => getComputedStyle(el).clipPath);
  const box = await figure.boundingBox();
  if (!box) throw new Error('no comparison box');
  return { slider, split, uncovered, box, y: box.y + box.height / 2 };
}

test('a before/after card compares for real: a finger taps or slides the split', async ({ page }) => {
  const { split, uncovered, box, y } = await comparison(page);
  await expect.poll(split).toBe(50);
  expect(await uncovered()).toContain('50%');
  await page.touchscreen.tap(box.x + box.width * 0.25, y);
  await expect.poll(split).toBeLessThan(35);
  expect(await uncovered()).not.toContain('50%');
});

test('a before/after card follows a mouse drag and the arrow keys', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const { slider, split, box, y } = await comparison(page);
  await page.mouse.move(box.x + box.width * 0.5, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(split).toBeGreaterThan(70);
  await slider.focus();
  const before = await split();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(split).toBe(before - 5);
  await context.close();
});
