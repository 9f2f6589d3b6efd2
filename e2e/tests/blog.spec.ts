import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/backend';

const ARTICLE = '/blog/poncer-parquet-etapes/';

async function expectNoSeriousA11yIssues(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('blog', () => {
  test('list → article → tag page → back', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1, name: /Blog/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tous les articles', exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const firstRead = page.getByRole('link', { name: /^Lire la suite/ }).first();
    const title = ((await firstRead.getAttribute('aria-label')) ?? '').replace(/^Lire la suite : /, '');
    await firstRead.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tagLink = page.getByRole('list', { name: 'Mots-clés' }).getByRole('link').first();
    const tag = ((await tagLink.textContent()) ?? '').replace(/^#/, '');
    await tagLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Articles sur « ${tag} »` })).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: new RegExp(`Lire l'article : ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('all articles: search, count line and reset', async ({ page }) => {
    await page.goto('/blog/articles/');
    const status = page.getByRole('status').filter({ hasText: 'trouvé' });
    await expect(status).toContainText('articles trouvés');
    await page.getByLabel('Rechercher').fill('escalier');
    await expect(status).toContainText('pour "escalier"');
    await page.getByLabel('Rechercher').fill('zzzzzz');
    await expect(page.getByText('Aucun article trouvé')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(page.getByLabel('Rechercher')).toHaveValue('');
  });

  test('the article contact message lands in email_queue', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(ARTICLE);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const form = page
      .locator('form:visible')
      .filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });
    const email = `blog-${Date.now()}@example.fr`;
    await form.getByLabel('Nom').fill('A');
    await expect(form.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
    await form.getByLabel('Nom').fill('Anne Test');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Bonjour, combien pour 30 m² ?');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
    const db = await serviceClient();
    const { data, error } = await db
      .from('email_queue')
      .select('recipient,reply_to,subject,body')
      .eq('reply_to', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const row = data?.[0] as { recipient: string; subject: string; body: string };
    expect(row.recipient).toBe('contact@parquet-alsace.example');
    expect(row.subject).toBe(`Contact depuis l'article: ${title}`);
    expect(row.body).toContain('Anne Test');
    expect(row.body).toContain('Bonjour, combien pour 30 m² ?');
    expect(row.body).toContain(ARTICLE);
  });

  test('an unknown slug answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/blog/cet-article-n-existe-pas/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    await expect(page.getByPlaceholder('Rechercher un article, service ou conseil...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Suggestions pour vous' })).toBeVisible();
  });

  test('script in an article body stays inert', async ({ page }) => {
    const db = await serviceClient();
    const slug = `test-xss-${Date.now()}`;
    const content = [
      'Texte visible du test.',
      '<script>window.__xss = 1</script>',
      '<img src=x onerror="window.__xss = 2">',
      '[clic](javascript:window.__xss=3)',
      '<a href="javascript:window.__xss=4" onclick="window.__xss=5">lien</a>',
    ].join('\n\n');
    const { error } = await db.from('articles').insert({
      slug,
      title: 'Test XSS',
      excerpt: 'Test',
      content,
      published: true,
      published_at: '2020-01-01T00:00:00Z',
      keywords: ['test'],
    });
    expect(error).toBeNull();
    try {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`/blog/${slug}/`);
      await expect(page.getByText('Texte visible du test.')).toBeVisible();
      // Nothing executable survived the sanitiser, so nothing can run later either.
      const body = await page.locator('#app-blog').innerHTML();
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:/i);
      const link = page.getByText('clic', { exact: true });
      await expect(link).not.toHaveAttribute('href', /javascript:/i);
      await link.click();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await db.from('articles').delete().eq('slug', slug);
    }
  });

  test('the gallery viewer: counter, wrapping, Escape, no serious a11y issue', async ({ page }) => {
    await page.goto(ARTICLE);
    await page.getByRole('button', { name: /^Agrandir la photo 1/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Photos de nos réalisations' });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    const total = Number(((await counter.textContent()) ?? '').split('/')[1]);
    // The page carries three photos; the viewer goes through the whole gallery.
    expect(total).toBeGreaterThan(3);
    await expect(counter).toHaveText(`1 / ${total}`);
    await dialog.getByRole('button', { name: 'Photo précédente' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(dialog.getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'download',
      `realisation-${total}.jpg`,
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('the article page has no serious a11y issue and its head is complete', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://devis.parquet-alsace.example${ARTICLE}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /1200x630\.jpg$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the article page shows its title and text', async ({ page }) => {
    const response = await page.goto(ARTICLE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /Poncer un parquet/ })).toBeVisible();
    await expect(page.getByText(/Un parquet grisé, rayé ou taché/).first()).toBeVisible();
    await expect(page.getByText('Sommaire')).toBeVisible();
  });
});
