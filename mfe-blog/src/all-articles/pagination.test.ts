import { paginate } from './pagination';

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i);
  it.each([
    [1, [0, 11], 3, 1],
    [3, [24, 24], 3, 3],
    [9, [24, 24], 3, 3],
    [0, [0, 11], 3, 1],
  ])('page %i', (page, [first, last], totalPages, current) => {
    const { items: shown, pagination } = paginate(items, page);
    expect([shown[0], shown[shown.length - 1]]).toEqual([first, last]);
    expect(pagination).toEqual({ currentPage: current, totalPages, totalArticles: 25, articlesPerPage: 12 });
  });
});
