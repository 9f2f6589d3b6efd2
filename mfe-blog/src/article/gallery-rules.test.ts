import { downloadName, galleryCounter, wrapIndex } from './gallery-rules';

describe('article gallery rules', () => {
  it.each([
    [-1, 5, 4],
    [5, 5, 0],
    [2, 5, 2],
    [0, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (i, n, out) => expect(wrapIndex(i, n)).toBe(out));
  it('names downloads from 1', () => expect(downloadName(0)).toBe('realisation-1.jpg'));
  it.each([
    [8, false, '3\u00a0sur 8'],
    [8, true, '8\u00a0photos'],
    [3, false, '3\u00a0photos'],
  ])('counter of %i photos (expanded %s) is %s', (n, expanded, text) =>
    expect(galleryCounter(n, expanded)).toBe(text),
  );
});
