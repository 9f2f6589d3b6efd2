import { clampPage, pageCount, pageItems, pageSlice, requestedPage } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
  ])('%i photos make %i page(s) of 12', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('clampPage keeps moves within 1..last', () => {
  it.each([
    [0, 3, 1],
    [-2, 3, 1],
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [99, 1, 1],
    ['2', 3, 2],
    ['abc', 3, 1],
    [null, 3, 1],
    [2.7, 3, 2],
  ])('requested %p with %i pages gives %i', (requested, last, expected) => {
    expect(clampPage(requested, last)).toBe(expected);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);
  it('gives 12 items per page and the rest on the last page', () => {
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 2)[0]).toBe(13);
    expect(pageSlice(items, 3)).toEqual([25]);
  });
});

describe('pageItems (numbered pages with ellipsis)', () => {
  it.each([
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
  ])('page %i of %i shows %j', (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });

  it('always shows the first, last and current page', () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const items = pageItems(current, last);
        expect(items).toContain(1);
        expect(items).toContain(last);
        expect(items).toContain(current);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('requestedPage', () => {
  it.each`
    address                 | page
    ${'/gallery/'}          | ${1}
    ${'/gallery/?page=4'}   | ${4}
    ${'/gallery/?page=99'}  | ${99}
    ${'/gallery/?page=abc'} | ${1}
    ${'/gallery/?page=-2'}  | ${1}
    ${'/gallery/?page=0'}   | ${1}
  `('reads $address as page $page', ({ address, page }) => {
    expect(requestedPage(new URL(address, 'https://example.test'))).toBe(page);
  });
});
