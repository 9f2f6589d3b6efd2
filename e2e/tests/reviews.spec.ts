import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { sign } from 'hono/jwt';
import { serviceClient } from '../support/backend';
import { BASE_URL, JWT_SECRET } from '../support/env';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');

/** The business's moderation CLI (`npm run reviews -- …`), pointed at the test server. */
async function reviewsCli(...args: string[]): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const key = await sign(
    { role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 },
    JWT_SECRET,
    'HS256',
  );
  const { stdout } = await run('npm', ['run', '--silent', 'reviews', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, SUPABASE_URL: BASE_URL, SUPABASE_SERVICE_ROLE_KEY: key },
  });
  return stdout;
}

/**
 * Wakes the page's island the way a visitor does (focus in its first field) and waits until its
 * code has taken over the server HTML (the page's loader marks it ready).
 */
async function hydrated(page: Page, path: string) {
  expect(new URL(page.url()).pathname).toBe(path);
  const id = path === '/reviews/new/' ? 'reviews/ReviewForm' : 'reviews/ReviewBrowser';
  await page.locator(`[data-island="${id}"] input`).first().focus();
  await page.locator(`[data-island="${id}"][data-ready]`).waitFor({ state: 'attached' });
}

async function leaveReview(page: Page, review: { title: string; content: string; rating: string }) {
  await page.goto('/reviews/new/');
  await hydrated(page, '/reviews/new/');
  const form = page.locator('main form');
  await form.getByLabel('Nom').fill('Client E2E');
  await form.getByLabel('E-mail').fill('client.e2e@mail.example');
  await form.getByRole('radio', { name: review.rating }).check({ force: true });
  await form.getByLabel('Titre de votre avis').fill(review.title);
  await form.getByRole('textbox', { name: /^Votre avis/ }).fill(review.content);
  await form.getByLabel('Lieu').fill('Colmar');
  await form.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre avis !' })).toBeVisible();
  await expect(page.getByText(/publié après modération/)).toBeVisible();
}

async function reviewId(title: string): Promise<string> {
  const db = await serviceClient();
  const { data, error } = await db.from('reviews').select('id, status, content').eq('title', title).single();
  if (error) throw error;
  expect(data.status).toBe('pending');
  return data.id as string;
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('reviews', () => {
  test('a review waits for moderation, then is listed with its response once approved', async ({ page }) => {
    const title = `Parquet du salon ${Date.now()}`;
    await leaveReview(page, {
      title,
      content: 'Ponçage impeccable, merci à toute l’équipe.',
      rating: '4 étoiles sur 5',
    });
    const id = await reviewId(title);
    const db = await serviceClient();
    const { data: stored } = await db.from('reviews').select('content, rating').eq('id', id).single();
    expect(stored).toEqual({
      content: 'Ponçage impeccable, merci à toute l’équipe.\nLieu\u00a0: Colmar',
      rating: 4,
    });

    await page.goto('/reviews/');
    await expect(page.locator('main h1')).toHaveText('Avis clients');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    expect(await reviewsCli('list')).toContain(title);
    await reviewsCli('approve', id);
    await reviewsCli('respond', id, 'Merci pour votre confiance !');

    await page.goto('about:blank'); // a hash-only change would not load the list again
    await page.goto(`/reviews/#review-${id}`);
    const card = page.locator(`#review-${id}`);
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card).toContainText('Lieu : Colmar');
    await expect(card).toContainText('Réponse de Parquet Alsace Rénovation');
    await expect(card).toContainText('Merci pour votre confiance !');
    await expect(card.getByRole('img', { name: '4 sur 5 étoiles' })).toBeVisible();

    // The filters work on the hydrated list (the cookie banner, shown from the first paint, is
    // answered first: it covers the bottom of the window).
    await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
    await hydrated(page, '/reviews/');
    await page.getByLabel('Rechercher un avis').fill(title);
    await expect(page.locator('article[id^="review-"]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Note', exact: true }).selectOption('1');
    await expect(
      page.getByText(
        'Aucun avis ne correspond à vos critères de recherche. Essayez de modifier vos filtres.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(page.getByLabel('Rechercher un avis')).toHaveValue('');

    // The newest approved review is among the home page's testimonials, and no sample is shown.
    await page.goto('/');
    const testimonials = page.locator('section[aria-labelledby="home-testimonials"]');
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByRole('heading', { name: title })).toBeVisible();
    await expect(testimonials.locator('article')).toHaveCount(3);
    await expect(testimonials.getByText('Un parquet ancien sauvé')).toHaveCount(0);
  });

  test('markup in a review is shown as text, never run', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const title = `Avis piégé ${Date.now()}`;
    const markup = '<img src=x onerror=alert(1)>';
    await leaveReview(page, { title, content: `Très bien ${markup}`, rating: '5 étoiles sur 5' });
    const id = await reviewId(title);
    await reviewsCli('approve', id);
    await reviewsCli('respond', id, `Merci ${markup}`);

    await page.goto('/reviews/');
    const card = page.locator(`#review-${id}`);
    await expect(card).toContainText(`Très bien ${markup}`);
    await expect(card).toContainText(`Merci ${markup}`);
    await expect(card.locator('img')).toHaveCount(0);
    await hydrated(page, '/reviews/');
    expect(dialogs).toBe(0);
  });

  test('the form shows the French field messages and both pages pass axe', async ({ page }) => {
    await page.goto('/reviews/new/');
    await hydrated(page, '/reviews/new/');
    await page.getByRole('button', { name: 'Publier mon avis' }).click();
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await expect(page.getByText('Le contenu de l’avis est requis')).toBeVisible();
    await page.locator('main form').getByLabel('E-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Publier mon avis' }).click();
    await expect(page.getByText('Format d’e-mail invalide')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/reviews/');
    await hydrated(page, '/reviews/');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Partager cette page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('pages of islands: no script before the first interaction; a form sent at once is still sent', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/reviews/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path !== '/main.js' && path !== '/vitals.js')).toEqual([]);
    expect(await page.locator('[data-island-app]').count()).toBe(0);
    await expect(page.locator('[data-island="reviews/ReviewBrowser"]')).toHaveAttribute(
      'data-trigger',
      'interaction',
    );
    // French figures: a decimal comma in the rating.
    await expect(page.locator('main')).toContainText(/4,\d\/5\s+de moyenne/);
    await expect(page.locator('main')).not.toContainText(/\d\.\d\/5/);
    const cta = page.getByRole('region', { name: 'Vous aussi, redonnez vie à votre parquet' });
    await expect(cta.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute(
      'data-open-quote',
      'reviews_cta',
    );

    await page.goto('/reviews/new/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path !== '/main.js' && path !== '/vitals.js')).toEqual([]);
    // Sent before the form's code could run: held, then sent by the form itself (its messages).
    await page.getByRole('button', { name: 'Publier mon avis' }).click();
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await expect(page.locator('[data-island="reviews/ReviewForm"][data-ready]')).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('');
  });

  test('nothing in the pages scrolls sideways on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/reviews/new/', '/reviews/']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The page's own content (the site's footer is checked on every route with the chrome).
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => `${el.tagName} ${el.getAttribute('name') ?? ''}`),
      );
      expect(overflowing, path).toEqual([]);
    }
  });
});
