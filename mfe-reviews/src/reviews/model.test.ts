import {
  applyFilters,
  defaultFilters,
  formatLongDate,
  formatMonthYear,
  hasActiveFilters,
  newestDate,
  parseReviews,
  type Review,
  reviewSummary,
  teamMentioned,
} from './model';

const r = (id: string, rating: number, created_at: string, extra: Partial<Review> = {}): Review => ({
  id,
  name: `Client ${id}`,
  title: `Titre ${id}`,
  content: 'Très bon travail sur notre parquet.',
  rating,
  created_at,
  response: null,
  ...extra,
});

const reviews = [
  r('a', 5, '2024-01-10T10:00:00Z'),
  r('b', 3, '2024-03-10T10:00:00Z', { title: 'Escalier rénové' }),
  r('c', 4, '2024-02-10T10:00:00Z', { name: 'Élodie Keller' }),
  r('d', 5, '2024-04-10T10:00:00Z', { content: 'Ponçage SANS poussière, bravo' }),
];
const ids = (list: Review[]) => list.map((x) => x.id).join('');

describe('applyFilters', () => {
  it.each([
    ['defaults: newest first', {}, 'dbca'],
    ['date ascending', { direction: 'asc' as const }, 'acbd'],
    ['rating descending, ties newest first', { sort: 'rating' as const }, 'dacb'],
    ['rating ascending, ties newest first', { sort: 'rating' as const, direction: 'asc' as const }, 'bcda'],
    ['rating filter is exact', { rating: 5 }, 'da'],
    ['rating filter with no match', { rating: 1 }, ''],
    ['search in title, case-insensitive', { search: 'ESCALIER' }, 'b'],
    ['search in content', { search: 'sans poussière' }, 'd'],
    ['search in name with accents', { search: 'élodie' }, 'c'],
    ['search trimmed', { search: '  keller ' }, 'c'],
    ['search and rating combined', { search: 'parquet', rating: 4 }, 'c'],
  ])('%s', (_name, patch, expected) => {
    expect(ids(applyFilters(reviews, { ...defaultFilters, ...patch }))).toBe(expected);
  });

  it('does not reorder the list it is given', () => {
    const copy = [...reviews];
    applyFilters(copy, { ...defaultFilters, sort: 'rating' });
    expect(ids(copy)).toBe('abcd');
  });

  it.each([
    [defaultFilters, false],
    [{ ...defaultFilters, search: '  ' }, false],
    [{ ...defaultFilters, search: 'x' }, true],
    [{ ...defaultFilters, rating: 2 }, true],
    [{ ...defaultFilters, sort: 'rating' as const, direction: 'asc' as const }, false],
  ])('hasActiveFilters(%j) is %s', (f, expected) => {
    expect(hasActiveFilters(f)).toBe(expected);
  });
});

describe('teamMentioned (team badge)', () => {
  it.each([
    ['Merci à Marc pour ses conseils', 'Marc'],
    ['Julien a vitrifié le salon.', 'Julien'],
    ['Thomas, maître artisan, très pro', 'Thomas'],
    ["L'équipe de Julien Weber (vitrification)", 'Julien'],
    ['Kevin a réparé deux lames', null],
    ['Le marché du parquet', null],
    ['Marcel et Thomassin sont passés', null],
    ['Rien de spécial', null],
  ])('%s → %s', (content, expected) => {
    expect(teamMentioned({ title: 'Avis', content })).toBe(expected);
  });

  it('looks at the title too', () => {
    expect(teamMentioned({ title: 'Bravo Thomas', content: 'Très bien.' })).toBe('Thomas');
  });
});

describe('date formatting', () => {
  it.each([
    ['2024-02-26T18:12:00+01:00', 'février 2024'],
    ['2024-12-31T23:30:00Z', 'janvier 2025'], // already January in Paris
    ['2023-08-01T12:00:00Z', 'août 2023'],
    ['pas une date', ''],
  ])('formatMonthYear(%s) = %s', (iso, expected) => {
    expect(formatMonthYear(iso)).toBe(expected);
  });

  it('formats the long date as dd MMMM yyyy', () => {
    expect(formatLongDate('2024-04-05T10:00:00Z')).toBe('5 avril 2024');
    expect(formatLongDate('2024-04-01T10:00:00Z')).toBe('1er avril 2024');
  });

  it('finds the newest date for the sitemap', () => {
    expect(newestDate(reviews)).toBe('2024-04-10T10:00:00.000Z');
    expect(newestDate([])).toBeNull();
  });
});

describe('parseReviews', () => {
  it('survives bad rows and attaches responses', () => {
    const rows = [
      { id: 'x', name: 'Ana', title: 'T', content: 'C', rating: 9, created_at: '2024-01-01T00:00:00Z' },
      { id: 42, created_at: '2024-01-01' },
      null,
      { id: 'y', name: null, rating: 2, created_at: 'nope' },
      { id: 'z', rating: '4', created_at: '2024-01-02T00:00:00Z' },
    ];
    const out = parseReviews(rows, [
      { review_id: 'z', response_text: 'Merci !' },
      { review_id: 'x', response_text: '  ' },
      'bad',
    ]);
    expect(out.map((x) => [x.id, x.rating, x.response])).toEqual([
      ['x', 5, null],
      ['z', 4, 'Merci\u202f!'],
    ]);
    expect(out[1]?.name).toBe('');
    expect(parseReviews(null)).toEqual([]);
  });

  it('sets a review and its response in French typography, so a line never starts with « ! » or « » »', () => {
    const [review] = parseReviews(
      [
        {
          id: 'r',
          name: 'Claire',
          title: 'Parfait !',
          content: 'Le résultat : « comme neuf » ; je recommande.',
          rating: 5,
          created_at: '2026-04-02T10:00:00Z',
        },
      ],
      [{ review_id: 'r', response_text: 'Merci Claire ! À bientôt ?' }],
    );
    expect(review?.title).toBe('Parfait\u202f!');
    expect(review?.content).toBe('Le résultat\u00a0: «\u202fcomme neuf\u202f»\u202f; je recommande.');
    expect(review?.response).toBe('Merci Claire\u202f! À bientôt\u202f?');
  });
});

describe('reviewSummary', () => {
  const rated = (ratings: number[]) =>
    parseReviews(ratings.map((rating, i) => ({ id: `r${i}`, rating, created_at: '2026-01-01T00:00:00Z' })));

  it('averages the published reviews to one decimal and counts them', () => {
    // Ten 5s and seven 4s: 78 / 17 = 4,588… → 4,6.
    expect(reviewSummary(rated([...Array(10).fill(5), ...Array(7).fill(4)]))).toEqual({
      count: 17,
      average: 4.6,
    });
    expect(reviewSummary(rated([3]))).toEqual({ count: 1, average: 3 });
  });

  it('gives no figure without reviews', () => {
    expect(reviewSummary([])).toBeNull();
  });
});
