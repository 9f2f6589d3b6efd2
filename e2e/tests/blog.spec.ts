import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/backend';
import { scriptBodies } from '../support/checks';

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
    const title = ((await firstRead.getAttribute('aria-label')) ?? '').replace(/^Lire la suite\s:\s/, '');
    await firstRead.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tagLink = page.getByRole('list', { name: 'Mots-clés' }).getByRole('link').first();
    const tag = ((await tagLink.textContent()) ?? '').replace(/^#/, '');
    await tagLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Articles sur « ${tag} »` })).toBeVisible();
    await expect(
      page.getByRole('link', {
        // The accessible name has its no-break spaces read as spaces: any space matches any.
        name: new RegExp(
          `Lire l’article\\s:\\s${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}`,
        ),
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
    await expect(status).toContainText('pour « escalier »');
    // A word of the articles' text only (fetched on the first search, not carried by the page).
    await page.getByLabel('Rechercher').fill('monobrosse');
    await expect(status).toContainText('5 articles trouvés pour « monobrosse »');
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
    await form.getByLabel('E-mail').fill(email);
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
    // The database composed the mail around what the visitor typed, quoted as theirs.
    // The title is read from the page, set in French typography: compare the words.
    const words = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");
    expect(words(row.subject)).toBe(words(`Message d'un lecteur : « ${title} »`));
    expect(row.body).toContain('Nom saisi : Anne Test');
    expect(row.body).toContain('> Bonjour, combien pour 30 m² ?');
    expect(row.body).toContain(`(${ARTICLE})`);
  });

  test('an unknown slug answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/blog/cet-article-n-existe-pas/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
    await expect(page.getByPlaceholder('Rechercher sur le site…')).toBeVisible();
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

test.describe('the blog as a visitor finds it', () => {
  const blogPages = ['/blog/', '/blog/articles/', '/blog/tag/parquet/', ARTICLE];

  test('each blog page runs no framework code until touched, and its islands wake without errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of blogPages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const bodies = await scriptBodies(page);
      expect(
        bodies.filter((body) => body.includes('__reactContainer$')),
        path,
      ).toHaveLength(0);
      expect(await page.locator('script#__PAGE_DATA__').count(), path).toBe(0);
    }
    // The all-articles island wakes on a focus, keeps the text typed meanwhile and filters.
    await page.goto('/blog/articles/');
    await page.getByLabel('Rechercher').fill('escalier');
    await page.locator('[data-island="blog/ArticlesBrowser"][data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('status').filter({ hasText: 'trouvé' })).toContainText('pour « escalier »');
    // The article's gallery and contact form wake when touched; its view is counted without them.
    await page.goto(ARTICLE);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
              (e) => e?.event === 'blog_article_view',
            ).length,
        ),
      )
      .toBe(1);
    await page.getByRole('button', { name: /^Agrandir la photo 1/ }).click();
    await expect(page.getByRole('dialog', { name: 'Photos de nos réalisations' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('form:visible').getByLabel('Nom').focus();
    await expect(page.locator('[data-island="blog/ContactForm"][data-ready]').first()).toBeAttached();
    expect(errors.filter((e) => !e.includes('Service Worker'))).toEqual([]);
  });

  test('every "Demander un devis gratuit" of the blog opens the quote wizard', async ({ page }) => {
    for (const path of blogPages) {
      await page.goto(path);
      const buttons = page.getByRole('main').getByRole('link', { name: /devis gratuit/i });
      const count = await buttons.count();
      expect(count, path).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await expect(buttons.nth(i), path).toHaveAttribute('data-open-quote', /^blog_/);
      }
    }
    // On the list, and in the header over an article.
    await page.goto('/blog/');
    await page.getByRole('main').getByRole('link', { name: 'Demander un devis gratuit' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Simulateur de devis' });
    await expect(wizard.getByText('Étape 1 sur 3')).toBeVisible();
    await page.goto(ARTICLE);
    await page.locator('#shell-header').getByRole('link', { name: 'Devis', exact: true }).click();
    await expect(wizard.getByText('Étape 1 sur 3')).toBeVisible();
    await expect(page).toHaveURL(ARTICLE);
  });

  test('an article on a phone: the header’s theme switch, call and quote, not repeated under it, and kept far down the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ARTICLE);
    const bar = page.locator('#shell-header');
    await expect(page.getByRole('navigation', { name: 'Navigation de l’article' })).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Appeler le/ })
        .first(),
    ).not.toBeInViewport();
    await expect(page.locator('[data-theme-toggle]').locator('visible=true')).toHaveCount(1);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const header = page.locator('#shell-header');
    await expect(
      header.locator('a[href="tel:+33353012468"]').locator('visible=true').first(),
    ).toBeInViewport();
    await expect(header.locator('a[data-open-quote]').locator('visible=true').first()).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Nothing in the bar spills over the edge of a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const light = page.locator('html.light');
    await expect(light).toHaveCount(0);
    await bar.getByRole('button', { name: 'Thème clair' }).click();
    await expect(light).toHaveCount(1);
    await expect(bar.getByRole('button', { name: 'Thème clair' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('on a desktop, the sidebar contact form can be reached whole, under the header', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(ARTICLE);
    const sidebar = page.getByRole('complementary', { name: 'Informations sur l’article' });
    const send = sidebar.getByRole('button', { name: 'Envoyer le message' });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
    const header = await page.locator('#shell-header').boundingBox();
    const button = await send.boundingBox();
    expect(button?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(
      page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();
  });

  test('the photo viewer on a phone: the photo fills the width, a swipe turns it, nothing too small to tap', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    await page.getByRole('button', { name: /^Agrandir la photo 1/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Photos de nos réalisations' });
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \//);
    const photo = dialog.getByRole('img').first();
    await expect(photo).toBeVisible();
    const box = await photo.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(380);
    // A finger moving from right to left shows the next photo, and back again.
    const swipe = async (from: number, to: number) => {
      const y = (box?.y ?? 300) + (box?.height ?? 200) / 2;
      await photo.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: from,
        clientY: y,
        isPrimary: true,
      });
      await photo.dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: to,
        clientY: y,
        isPrimary: true,
      });
    };
    await swipe(300, 100);
    await expect(counter).toHaveText(/^2 \//);
    await swipe(100, 300);
    await expect(counter).toHaveText(/^1 \//);
    // Every control that can be tapped is at least 24 × 24 px.
    const small = await dialog.evaluate(
      (root) =>
        [...root.querySelectorAll('button, a')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width < 24 || r.height < 24).length,
    );
    expect(small).toBe(0);
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  test('"Par titre" lists the articles from A to Z', async ({ page }) => {
    await page.goto('/blog/articles/');
    // Chosen at once, as a visitor does (the focus wakes the island; the choice is kept meanwhile).
    await page.getByLabel('Trier').focus();
    await page.getByLabel('Trier').selectOption({ label: 'Par titre' });
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await titles.allTextContents();
        return (
          shown.length > 1 &&
          shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, 'fr')).join('|')
        );
      })
      .toBe(true);
  });

  test('an empty tag page is not indexed; each category of the list has its own title and description', async ({
    page,
    request,
  }) => {
    const empty = await request.get('/blog/tag/zzz-aucun-article/');
    expect(empty.status()).toBe(200);
    expect(await empty.text()).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    await page.goto('/blog/tag/zzz-aucun-article/');
    await expect(page.getByText('Aucun article trouvé')).toBeVisible();
    const full = await request.get('/blog/tag/parquet/');
    expect(await full.text()).not.toMatch(/content="noindex"/);

    const heads = new Map<string, { title: string; description: string }>();
    await page.goto('/blog/');
    const chips = page.getByRole('navigation', { name: 'Catégories' }).getByRole('link');
    const hrefs = await chips.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      await page.goto(href);
      heads.set(href, {
        title: await page.title(),
        description: (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      });
      await expect(
        page
          .getByRole('navigation', { name: 'Catégories' })
          .getByRole('link', { name: /./ })
          .and(page.locator('[aria-current="page"]')),
      ).toHaveAttribute('href', href);
    }
    expect(new Set([...heads.values()].map((h) => h.title)).size).toBe(hrefs.length);
    expect(new Set([...heads.values()].map((h) => h.description)).size).toBe(hrefs.length);
  });
});
