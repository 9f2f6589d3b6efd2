import { isActiveLink } from './nav-links';

describe('active header link', () => {
  it.each([
    ['/', '/', true],
    ['/', '/services/', false],
    ['/blog/', '/blog/', true],
    ['/blog/', '/blog/mon-article/', true],
    ['/blog/', '/blog/tag/huile/', true],
    ['/blog/', '/about/', false],
    ['/reviews/', '/reviews/new/', true],
    ['/about/', '/about', true],
    ['/gallery/', '/galleryx/', false],
  ])('link %s on %s is active: %s', (href, path, expected) => {
    expect(isActiveLink(href, path)).toBe(expected);
  });
});
