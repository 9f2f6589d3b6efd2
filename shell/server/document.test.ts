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
  const html = renderDocument(parts);
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
  const html = renderDocument(parts);
  expect(html).not.toContain('</script><script>alert(1)');
  const json = html.match(/<script type="application\/json" id="__PAGE_DATA__">(.*?)<\/script>/)?.[1] ?? '';
  expect(JSON.parse(json).data.title).toBe('</script><script>alert(1)</script>');
});
