import { formatLastmod, gatherSitemap, mergeSitemapEntries, sitemapXml } from './sitemap';

const host = 'https://devis.parquet-alsace.example';

describe('formatLastmod', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T10:15:30.123Z', '2026-11-22T10:15:30Z'],
    ['2026-11-22T12:15:30+02:00', '2026-11-22T10:15:30Z'],
    ['pas une date', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(formatLastmod(input)).toBe(expected);
  });
});

describe('sitemapXml', () => {
  it('lists each URL on the canonical host with its lastmod', () => {
    const xml = sitemapXml([{ path: '/services/', lastmod: '2026-11-22' }, { path: '/about/' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${host}/services/</loc><lastmod>2026-11-22</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${host}/about/</loc></url>`);
  });

  it('escapes XML special characters in addresses', () => {
    const xml = sitemapXml([{ path: "/blog/?page=2&category=l'huile" }]);
    expect(xml).toContain(
      '<loc>https://devis.parquet-alsace.example/blog/?page=2&amp;category=l&apos;huile</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;|apos;|lt;|gt;|quot;)/);
  });
});

describe('mergeSitemapEntries', () => {
  it('drops noindex pages, non-canonical paths and aliases', () => {
    const paths = mergeSitemapEntries([
      [
        { path: '/cgv/' },
        { path: '/thank-you/' },
        { path: '/services' },
        { path: '/blog/articles/' },
        { path: '/blog/?utm_source=x' },
        { path: 'https://evil.example/' },
        { path: '/gallery/' },
      ],
    ]).map((e) => e.path);
    expect(paths).toEqual(['/gallery/']);
  });

  it('keeps each path once, with its latest date', () => {
    const merged = mergeSitemapEntries([
      [{ path: '/blog/', lastmod: '2026-10-01' }],
      [{ path: '/blog/', lastmod: '2026-11-02T08:00:00Z' }, { path: '/blog/' }],
    ]);
    expect(merged).toEqual([{ path: '/blog/', lastmod: '2026-11-02T08:00:00Z' }]);
  });

  it('percent-encodes accented paths exactly once', () => {
    const merged = mergeSitemapEntries([
      [{ path: '/blog/tag/ponçage/' }, { path: '/blog/tag/pon%C3%A7age/' }],
    ]);
    expect(merged.map((e) => e.path)).toEqual(['/blog/tag/pon%C3%A7age/']);
  });
});

describe('gatherSitemap', () => {
  const backend = async () => ({}) as never;

  it("adds each app's pages to the shell's", async () => {
    const { entries, complete } = await gatherSitemap(
      {
        blog: { sitemap: async () => [{ path: '/blog/vitrifier/', lastmod: '2026-11-20' }] },
        gallery: { sitemap: async () => [] },
        downloads: undefined,
      },
      backend,
    );
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual([
      '/',
      '/services/',
      '/tarifs/',
      '/about/',
      '/confidentialite/',
      '/blog/vitrifier/',
    ]);
    expect(complete).toBe(true);
  });

  it('says it is incomplete, and logs why, when an app’s sitemap fails', async () => {
    const log = { error: jest.fn() };
    const { entries, complete } = await gatherSitemap(
      {
        blog: { sitemap: async () => [{ path: '/blog/vitrifier/', lastmod: '2026-11-20' }] },
        reviews: { sitemap: async () => Promise.reject(new Error('backend indisponible')) },
      },
      backend,
      log,
    );
    expect(entries.map((e) => e.path)).toContain('/blog/vitrifier/');
    expect(complete).toBe(false);
    expect(log.error).toHaveBeenCalledWith(
      'sitemap.xml : les pages de reviews sont absentes',
      expect.any(Error),
    );
  });
});
