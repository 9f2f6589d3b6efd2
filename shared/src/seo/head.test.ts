import { applyHead, jsonForScript, renderHeadTags } from './head';

const head = {
  title: 'Ponçage de parquet à Colmar | Parquet Alsace Rénovation',
  description: 'Devis gratuit en 24 h <b>',
  path: '/services/',
  jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
};

describe('renderHeadTags', () => {
  const html = renderHeadTags(head);

  it('holds the title, the description and the canonical on the canonical host', () => {
    expect(html).toContain('<title>Ponçage de parquet à Colmar | Parquet Alsace Rénovation</title>');
    expect(html).toContain('name="description" content="Devis gratuit en 24 h &#60;b&#62;"');
    expect(html).toContain('rel="canonical" href="https://devis.parquet-alsace.example/services/"');
    expect(html).toContain(
      'property="og:image" content="https://devis.parquet-alsace.example/media/og/default-1200x630.jpg"',
    );
  });

  it('cannot be broken out of by content in JSON-LD', () => {
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('marks noindex pages', () => {
    expect(renderHeadTags({ ...head, robots: 'noindex' })).toContain('name="robots" content="noindex"');
  });
});

describe('applyHead', () => {
  it('replaces the previous page head instead of piling up tags', () => {
    applyHead(head);
    applyHead({ ...head, title: 'Blog', path: '/blog/', jsonLd: [] });
    expect(document.title).toBe('Blog');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://devis.parquet-alsace.example/blog/',
    );
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
