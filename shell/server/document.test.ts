import { createHash } from 'node:crypto';
import { extractEmotionStyles, renderDocument, speculationRules, withoutScripts } from './document';

const parts = {
  head: { title: 'Blog | Parquet Alsace Rénovation', description: 'Conseils', path: '/blog/' },
  chrome: {
    header: '<header>h</header>',
    footer: '<footer>f</footer>',
    consent: '<section>cookies</section>',
  },
  app: 'blog',
  appHtml: '<h1>Blog</h1>',
  config: {
    remotes: { blog: '/remotes/blog/mf-manifest.json' },
    supabaseUrl: 'http://x',
    supabaseAnonKey: 'k',
    gtmId: '',
  },
  loader: 'console.log("chargeur")',
};

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

it('puts the title, canonical, app HTML and data in the page before any script runs', () => {
  const { html } = renderDocument(parts);
  expect(html).toContain('<html lang="fr-FR"');
  expect(html).toContain('<title>Blog | Parquet Alsace Rénovation</title>');
  expect(html).toContain(
    '<link data-head rel="canonical" href="https://devis.parquet-alsace.example/blog/">',
  );
  expect(html).toContain('<h1>Blog</h1></div></main>');
});

it('requests no script file and preloads none: the inline loader is the only code', () => {
  const { html } = renderDocument(parts);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).not.toMatch(/rel="(preload|modulepreload)"[^>]*as="(script|fetch)"/);
  expect(html).toContain('<script>console.log("chargeur")</script>\n</body>');
});

it('a loader containing "</script" cannot end its own tag early', () => {
  const { html } = renderDocument({ ...parts, loader: 'var s="</script><b>x</b>"' });
  expect(html).not.toContain('"</script><b>');
});

it('puts the cookie banner first in <body>, before the skip link: first in keyboard order', () => {
  const body = renderDocument(parts).html.split('<body>')[1] ?? '';
  expect(body.indexOf('<section>cookies</section>')).toBeLessThan(body.indexOf('skip-link'));
  expect(body.indexOf('skip-link')).toBeLessThan(body.indexOf('<header>'));
});

it('places the app’s HTML in its container, as static HTML', () => {
  const { html } = renderDocument({ ...parts, app: 'pages' });
  expect(html).toContain('<main id="main" tabindex="-1"><div id="app-pages"><h1>Blog</h1></div></main>');
});

it('embeds company details that no content can break out of', () => {
  const { html } = renderDocument({ ...parts, company: { brand: '</script><script>alert(1)</script>' } });
  expect(html).not.toContain('</script><script>alert(1)');
  const json = html.match(/<script type="application\/json" id="__COMPANY[^"]*">(.*?)<\/script>/)?.[1] ?? '';
  expect(JSON.parse(json).brand).toBe('</script><script>alert(1)</script>');
});

it('lists a hash for each inline script of its own and for its speculation rules, none for JSON data', () => {
  const { html, scriptHashes } = renderDocument(parts);
  const executable = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const rules = html.match(/<script type="speculationrules">([\s\S]*?)<\/script>/)?.[1] ?? '';
  // The theme line in <head> and the loader at the end of <body>.
  expect(executable).toHaveLength(2);
  expect([...scriptHashes].sort()).toEqual([...executable.map(hashOf), hashOf(rules)].sort());
});

it('never allows a script that came in with content', () => {
  const injected = '<script>alert(document.cookie)</script>';
  const { html, scriptHashes } = renderDocument({
    ...parts,
    appHtml: `<p>${injected}</p>`,
    chrome: { header: injected, footer: injected, consent: injected },
  });
  expect(html).toContain(`<p>${injected}</p>`);
  expect(scriptHashes).toEqual(renderDocument(parts).scriptHashes);
});

it('keeps content that looks like a slot marker as it is', () => {
  const { html } = renderDocument({ ...parts, appHtml: '<p><!--slot:footer--></p>' });
  expect(html).toContain('<p><!--slot:footer--></p>');
  expect(html).toContain('<footer>f</footer>');
});

it('asks the browser to prerender the site pages a visitor is about to open, never files or the quote links', () => {
  const { html } = renderDocument(parts);
  const json = html.match(/<script type="speculationrules">(.*?)<\/script>/)?.[1] ?? '';
  expect(JSON.parse(json)).toEqual(speculationRules);
  const rule = speculationRules.prerender[0];
  expect(rule?.eagerness).toBe('moderate');
  expect(JSON.stringify(rule?.where)).toContain('[data-open-quote]');
  expect(JSON.stringify(rule?.where)).toContain('/thank-you/*');
});

describe('emotion styles', () => {
  const tag = (names: string, css: string) => `<style data-emotion="css ${names}">${css}</style>`;

  it('are gathered once each into one block and removed from the markup', () => {
    const extracted = extractEmotionStyles([
      `${tag('a1', '.css-a1{color:red}')}<p class="css-a1">x</p>${tag('a1', '.css-a1{color:red}')}<p class="css-a1">y</p>`,
      `${tag('b2', '.css-b2{margin:0}')}<div class="css-b2"></div>`,
    ]);
    expect(extracted.parts).toEqual([
      '<p class="css-a1">x</p><p class="css-a1">y</p>',
      '<div class="css-b2"></div>',
    ]);
    expect(extracted.names).toEqual(['a1', 'b2']);
    expect(extracted.css).toBe('.css-a1{color:red}.css-b2{margin:0}');
  });

  it('end up in one <style data-emotion> of the head, which the browser emotion reads', () => {
    const { html } = renderDocument({
      ...parts,
      chrome: {
        ...parts.chrome,
        header: `${tag('h1x', '.css-h1x{top:0}')}<header class="css-h1x">h</header>`,
      },
      appHtml: `${tag('h1x', '.css-h1x{top:0}')}${tag('z9', '.css-z9{gap:1px}')}<h1 class="css-z9">Blog</h1>`,
    });
    const [head, body] = html.split('</head>');
    expect(head).toContain('<style data-emotion="css h1x z9">.css-h1x{top:0}.css-z9{gap:1px}</style>');
    expect(body).not.toContain('<style');
  });
});

it('for measurements, the same page without any script: same content and structured data, no code', () => {
  const { html } = renderDocument({
    ...parts,
    head: { ...parts.head, jsonLd: [{ '@context': 'https://schema.org', '@type': 'Blog', name: 'Blog' }] },
  });
  const bare = withoutScripts(html);
  expect(bare.match(/<script\b[^>]*>/gi)).toEqual(['<script type="application/ld+json" data-head>']);
  expect(bare).toContain('"@type":"Blog"');
  expect(bare).toContain('<h1>Blog</h1>');
  expect(bare).toContain('<title>Blog | Parquet Alsace Rénovation</title>');
});

it('writes the wizard’s step 1 into a closed native dialog, named by its title, its styles gathered in <head>', () => {
  const step1 =
    '<style data-emotion="css abc">.css-abc{margin:0}</style><form class="css-abc"><button type="submit">Continuer</button></form>';
  const { html } = renderDocument({ ...parts, quoteDialogHtml: step1 });
  const dialog = /<dialog id="quote-dialog"[^>]*>[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? '';
  expect(dialog).not.toMatch(/<dialog[^>]*\sopen/);
  expect(dialog).toMatch(/aria-labelledby="quote-dialog-title"/);
  expect(dialog).toContain(
    '<h2 id="quote-dialog-title" class="quote-dialog-title" tabindex="-1">Simulateur de devis</h2>',
  );
  expect(dialog).toContain('aria-label="Fermer"');
  expect(dialog).toMatch(
    /<div data-island="quote\/QuoteDialog" data-trigger="interaction" data-island-key="quote-QuoteDialog-" data-hydrate><form class="css-abc">/,
  );
  expect(html.split('</head>')[0]).toContain('.css-abc{margin:0}');
  // Before the loader, which finds it when it starts.
  expect(html.indexOf('id="quote-dialog"')).toBeLessThan(html.indexOf('chargeur'));
});

it('a step 1 the server could not render leaves an island for the browser to render; no dialog when none is asked', () => {
  const failed = renderDocument({ ...parts, quoteDialogHtml: null }).html;
  expect(failed).toMatch(
    /<div data-island="quote\/QuoteDialog" data-trigger="interaction" data-island-key="quote-QuoteDialog-"><\/div><\/dialog>/,
  );
  expect(renderDocument(parts).html).not.toContain('<dialog id="quote-dialog"');
});
