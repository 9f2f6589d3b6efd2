import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/**
 * French typography of every page the sitemap lists, as the server sends it (scripts off, so
 * what is checked is the HTML a visitor and a search engine receive, which the islands then
 * hydrate with the same strings): no ordinary space before `: ; ? !`, a narrow no-break space
 * inside « », one quote style, « … », one apostrophe, ’, « e-mail » and plurals written from
 * their count (docs/adr-019-french-typography.md).
 */

const host = 'https://devis.parquet-alsace.example';

interface Fault {
  rule: string;
  where: string;
  excerpt: string;
}

const rules: Array<[string, RegExp]> = [
  // An ordinary space (or a no-break space before ; ? !, which take the narrow one) lets the
  // mark start a line.
  ['espace ordinaire avant : ; ? !', /[ \t\n\r]+[:;?!]/g],
  ['espace ordinaire après «', /«[ \t\n\r]/g],
  ['espace ordinaire avant »', /[ \t\n\r]»/g],
  ['« sans espace fine', /«(?![\u202f\u00a0])/g],
  ['» sans espace fine', /(?<![\u202f\u00a0])»/g],
  ['guillemets anglais ou droits', /[“”„"]/g],
  // One apostrophe, the typographic one; one spelling, « e-mail »; a plural written from its count.
  ['apostrophe droite', /(?<=\p{L})'(?=\p{L})/gu],
  ['« email » sans trait d’union', /(?<![-\p{L}@.])[Ee]mails?(?![-\p{L}@.])/gu],
  ['pluriel entre parenthèses', /\p{L}\((?:s|e|es|x)\)/gu],
];

function faultsOf(text: string, where: string): Fault[] {
  const faults: Fault[] = [];
  for (const [rule, pattern] of rules)
    for (const m of text.matchAll(pattern)) {
      const at = m.index ?? 0;
      faults.push({ rule, where, excerpt: text.slice(Math.max(0, at - 25), at + 25).replace(/\s+/g, ' ') });
    }
  return faults;
}

/** The text a visitor may read on the page, its title and its description. */
async function readPage(page: Page, where: string): Promise<Fault[]> {
  const { text, title, description } = await page.evaluate(() => {
    // Every text node a visitor may read (hidden dialogs and menus included), but not code,
    // scripts or styles; nodes are joined as they follow each other, so "mot <b>:</b>" counts.
    const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE', 'PRE', 'KBD', 'SAMP']);
    // (No filter callback: with scripts off, the page cannot call one back.)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let verbatim = false;
      for (let el = node.parentElement; el && !verbatim; el = el.parentElement)
        verbatim = skip.has(el.tagName);
      if (!verbatim) parts.push(node.nodeValue ?? '');
    }
    return {
      text: parts.join(''),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    };
  });
  return [
    ...faultsOf(text, where),
    ...faultsOf(title, `${where} <title>`),
    ...faultsOf(description, `${where} description`),
  ];
}

test.describe('as the server sends it', () => {
  test.use({ javaScriptEnabled: false });

  test('every sitemap page is set in French typography, text, title and description', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL((m[1] as string).replace(/&amp;/g, '&'));
      expect(url.origin).toBe(host);
      return `${url.pathname}${url.search}`;
    });
    expect(paths.length).toBeGreaterThan(20);

    const faults: Fault[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      faults.push(...(await readPage(page, path)));
    }

    const byRule = new Map<string, number>();
    for (const f of faults) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
    console.log(
      `Typographie sur ${paths.length} pages : ${faults.length} fautes${
        faults.length ? ` (${[...byRule].map(([rule, n]) => `${rule} : ${n}`).join(', ')})` : ''
      }`,
    );
    if (process.env.TYPOGRAPHY_REPORT)
      writeFileSync(process.env.TYPOGRAPHY_REPORT, JSON.stringify(faults, null, 1));
    expect(faults.slice(0, 40), `${faults.length} fautes`).toEqual([]);
  });
});

// The browser renders the same strings as the server: once every island of the page has woken
// and taken over its HTML, React reported no mismatch and the text still reads right.
for (const path of [
  '/',
  '/reviews/',
  '/gallery/',
  '/downloads/',
  '/blog/articles/',
  '/blog/escalier-bois-glissant-solutions/',
]) {
  test(`${path}: the islands hydrate the same typeset text`, async ({ page }) => {
    const mismatches: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|didn't match/i.test(m.text())) mismatches.push(m.text());
    });
    page.on('pageerror', (error) => {
      if (/hydrat|did not match|didn't match/i.test(error.message)) mismatches.push(error.message);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const islands = page.locator('[data-island]');
    const count = await islands.count();
    let woken = 0;
    for (let i = 0; i < count; i++) {
      const island = islands.nth(i);
      if (!(await island.isVisible())) continue;
      await island.scrollIntoViewIfNeeded();
      // An island waiting for an interaction wakes on a focus inside it.
      await island
        .locator('input:visible, select:visible, textarea:visible, button:visible')
        .first()
        .focus({ timeout: 1000 })
        .catch(() => {});
      await expect(island).toHaveAttribute('data-ready', /.*/);
      woken += 1;
    }
    expect(woken, 'islands woken').toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(mismatches).toEqual([]);
    expect(await readPage(page, path)).toEqual([]);
  });
}
