import { createHash } from 'node:crypto';
import { renderDocument } from './document';

const parts = {
  head: { title: 'Blog | Parquet Alsace Rénovation', description: 'Conseils', path: '/blog/' },
  chrome: { header: '<header>h</header>', footer: '<footer>f</footer>' },
  app: 'blog',
  appHtml: '<h1>Blog</h1>',
  pageData: { app: 'blog', key: '/blog/', data: { title: '</script><script>alert(1)</script>' } },
  config: {
    remotes: { blog: '/remotes/blog/mf-manifest.json' },
    supabaseUrl: 'http://x',
    supabaseAnonKey: 'k',
    gtmId: '',
  },
  preloads: ['/remotes/blog/mf-manifest.json', '/remotes/blog/remoteEntry.js'],
};

it('puts the title, canonical, app HTML and data in the page before any script runs', () => {
  const { html } = renderDocument(parts);
  expect(html).toContain('<html lang="fr-FR"');
  expect(html).toContain('<title>Blog | Parquet Alsace Rénovation</title>');
  expect(html).toContain(
    '<link data-head rel="canonical" href="https://devis.parquet-alsace.example/blog/">',
  );
  expect(html).toContain('<main id="main" tabindex="-1"><div id="app-blog"><h1>Blog</h1></div></main>');
  expect(html).toContain(
    '<link rel="preload" href="/remotes/blog/mf-manifest.json" as="fetch" crossorigin="anonymous">',
  );
});

it('embeds data that no content can break out of', () => {
  const { html } = renderDocument(parts);
  expect(html).not.toContain('</script><script>alert(1)');
  const json = html.match(/<script type="application\/json" id="__PAGE_DATA__">(.*?)<\/script>/)?.[1] ?? '';
  expect(JSON.parse(json).data.title).toBe('</script><script>alert(1)</script>');
});

it('lists a hash for each inline script of its own, none for JSON data blocks', () => {
  const { html, scriptHashes } = renderDocument(parts);
  const executable = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(executable.length).toBeGreaterThan(0);
  expect(scriptHashes).toEqual(
    executable.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`),
  );
});

it('never allows a script that came in with content', () => {
  const injected = '<script>alert(document.cookie)</script>';
  const { html, scriptHashes } = renderDocument({
    ...parts,
    appHtml: `<p>${injected}</p>`,
    chrome: { header: injected, footer: injected },
  });
  expect(html).toContain(`<p>${injected}</p>`);
  expect(scriptHashes).toEqual(renderDocument(parts).scriptHashes);
});

it('keeps content that looks like a slot marker as it is', () => {
  const { html } = renderDocument({ ...parts, appHtml: '<p><!--slot:footer--></p>' });
  expect(html).toContain('<p><!--slot:footer--></p>');
  expect(html).toContain('<footer>f</footer>');
});
