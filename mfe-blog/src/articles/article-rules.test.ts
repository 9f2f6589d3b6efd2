import {
  decodeTag,
  filterArticles,
  formatFrenchDate,
  isTagLike,
  popularityScore,
  readingMinutes,
  relatedTags,
  sortArticles,
  toSummary,
  visibleKeywords,
} from './article-rules';
import type { ArticleSummary } from './types';

const art = (
  p: Partial<ArticleSummary & { search_text: string }>,
): ArticleSummary & { search_text?: string } => ({
  id: p.slug ?? 'x',
  slug: 'x',
  title: 'Titre',
  excerpt: '',
  featured_image: null,
  keywords: [],
  published_at: null,
  category: null,
  reading_minutes: 1,
  ...p,
});

describe('readingMinutes', () => {
  it.each([
    ['', 0],
    ['un mot', 1],
    [Array(200).fill('mot').join(' '), 1],
    [Array(201).fill('mot').join(' '), 2],
    [`## Titre\n\n${Array(399).fill('mot').join(' ')}`, 2],
  ])('%#: %i min', (text, minutes) => expect(readingMinutes(text)).toBe(minutes));
});

describe('formatFrenchDate', () => {
  it.each([
    ['2024-02-14T09:00:00+01:00', '14 février 2024'],
    ['2026-01-05T00:30:00+01:00', '5 janvier 2026'],
    ['2026-04-01T10:00:00+02:00', '1er avril 2026'],
    [null, ''],
    ['pas une date', ''],
  ])('%s → %s', (iso, text) => expect(formatFrenchDate(iso)).toBe(text));
});

describe('filterArticles', () => {
  const list = [
    art({ slug: 'a', title: 'Huiler un parquet', category: { name: 'Huilage', slug: 'huilage' } }),
    art({
      slug: 'b',
      title: 'Escalier',
      excerpt: 'Rénover une marche',
      category: { name: 'Escaliers', slug: 'escaliers' },
    }),
    art({ slug: 'c', title: 'Prix', keywords: ['Ponçage'], search_text: 'le vitrificateur mat' }),
  ];
  it.each([
    [{ search: 'HUILER', category: '' }, ['a']],
    [{ search: 'marche', category: '' }, ['b']],
    [{ search: 'poncage', category: '' }, ['c']],
    [{ search: 'vitrificateur', category: '' }, ['c']],
    [{ search: '', category: 'Escaliers' }, ['b']],
    [{ search: 'huiler', category: 'Escaliers' }, []],
    [{ search: '  ', category: '' }, ['a', 'b', 'c']],
  ])('%o → %o', (filter, slugs) => expect(filterArticles(list, filter).map((a) => a.slug)).toEqual(slugs));
});

describe('sortArticles', () => {
  const list = [
    art({ slug: 'old', title: 'Bois', published_at: '2023-01-01T00:00:00Z', keywords: ['a', 'b', 'c', 'd'] }),
    art({ slug: 'new', title: 'Ancien', published_at: '2024-06-01T00:00:00Z', keywords: ['a'] }),
    art({ slug: 'mid', title: 'Été', published_at: '2024-01-01T00:00:00Z', keywords: ['a', 'b'] }),
  ];
  it.each([
    ['date', 'desc', ['new', 'mid', 'old']],
    ['date', 'asc', ['old', 'mid', 'new']],
    ['title', 'asc', ['new', 'old', 'mid']],
    ['popularity', 'desc', ['old', 'mid', 'new']],
  ] as const)('%s %s', (key, dir, slugs) =>
    expect(sortArticles(list, key, dir).map((a) => a.slug)).toEqual(slugs),
  );
  it('popularity: more keywords score higher, age lowers the score', () => {
    const ref = new Date('2024-06-01T00:00:00Z').getTime();
    expect(popularityScore({ keywords: ['a', 'b'], published_at: '2024-06-01T00:00:00Z' }, ref)).toBe(20);
    expect(popularityScore({ keywords: ['a', 'b'], published_at: '2024-05-02T00:00:00Z' }, ref)).toBe(19);
  });
});

describe('tags', () => {
  it.each([
    ['pon%C3%A7age', 'ponçage'],
    ['huile%20dure', 'huile dure'],
    ['%E0%A4%A', '%E0%A4%A'],
    [undefined, ''],
  ])('decodeTag(%s) = %s', (raw, tag) => expect(decodeTag(raw)).toBe(tag));
  it('related tags: longer than 2 characters, not the current tag, no duplicates, at most 10', () => {
    const list = [
      { keywords: ['Ponçage', 'bois', 'pé', 'Chêne'] },
      { keywords: ['ponçage', 'chêne', ...Array.from({ length: 12 }, (_, i) => `mot${i}`)] },
    ];
    const tags = relatedTags(list, 'ponçage');
    expect(tags.slice(0, 3)).toEqual(['bois', 'Chêne', 'mot0']);
    expect(tags).toHaveLength(10);
    expect(tags).not.toContain('pé');
  });
  it('shows 3 keywords and +N', () =>
    expect(visibleKeywords(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 }));
});

describe('a tag page’s tag', () => {
  it.each([
    'ponçage',
    'chêne',
    'parquet ancien',
    'point de hongrie',
    'huile teintée',
    'bâtons rompus',
    'l’entretien',
  ])('%j can be a keyword', (tag) => expect(isTagLike(tag)).toBe(true));
  it.each(['a"b', 'a\\b', 'a\u0000b', 'x'.repeat(1000), 'ponçage,chêne', '{a}', '', ' ponçage'])(
    '%j cannot: no lookup, a 404',
    (tag) => expect(isTagLike(tag)).toBe(false),
  );
});

describe('French typography of what staff write', () => {
  it('sets title, excerpt and category in French typography where an article is loaded', () => {
    const summary = toSummary({
      id: 'a',
      slug: 'mat-ou-satine',
      title: 'Mat ou satiné : lequel choisir ?',
      excerpt: 'Le « satiné » ; le mat !',
      featured_image: null,
      keywords: ['finition'],
      published_at: '2026-04-02T10:00:00Z',
      content: 'Texte.',
      category: { name: 'Conseils : prix', slug: 'conseils-prix' },
    });
    expect(summary.title).toBe('Mat ou satiné\u00a0: lequel choisir\u202f?');
    expect(summary.excerpt).toBe('Le «\u202fsatiné\u202f»\u202f; le mat\u202f!');
    expect(summary.category).toEqual({ name: 'Conseils\u00a0: prix', slug: 'conseils-prix' });
  });

  it('finds a typeset title from a search typed with ordinary spaces', () => {
    const found = filterArticles([art({ slug: 'a', title: 'Mat ou satiné\u00a0: lequel choisir\u202f?' })], {
      search: 'satiné : lequel choisir ?',
      category: '',
    });
    expect(found.map((a) => a.slug)).toEqual(['a']);
  });
});
