import { cacheControlFor, IMMUTABLE, isNotModified, MEDIA, NO_CACHE, negotiateEncoding } from './http-cache';

describe('cacheControlFor', () => {
  it.each([
    ['/main.js', NO_CACHE],
    ['/remotes/blog/remoteEntry.js', NO_CACHE],
    ['/remotes/blog/mf-manifest.json', NO_CACHE],
    ['/site-config.json', NO_CACHE],
    ['/sw.js', NO_CACHE],
    ['/remotes/blog/470.0c25008d4c.js', IMMUTABLE],
    ['/612.a1b2c3d4e5.js', IMMUTABLE],
    ['/remotes/blog/3f9a1c2b7d0e/remoteEntry.js', IMMUTABLE],
    ['/remotes/blog/3f9a1c2b7d0e/mf-manifest.json', IMMUTABLE],
    ['/remotes/blog/3f9a1c2b7d0e/470.0c25008d4c.js', IMMUTABLE],
    ['/remotes/blog/3f9a1c2/remoteEntry.js', NO_CACHE],
    ['/remotes/3f9a1c2b7d0e/remoteEntry.js', NO_CACHE],
    ['/media/gallery/chantier-01-960.jpg', MEDIA],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=1.0, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isNotModified', () => {
  const current = { etag: 'W/"a1-f00"', lastModified: new Date('2025-03-01T10:00:00.500Z') };

  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(isNotModified({ ifNoneMatch: 'W/"a1-f00"' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"a1-f00"' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"old", W/"a1-f00"' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '*' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"a1-f01"' }, current)).toBe(false);
  });

  it('uses If-Modified-Since only without If-None-Match', () => {
    const since = 'Sat, 01 Mar 2025 10:00:00 GMT';
    expect(isNotModified({ ifModifiedSince: since }, current)).toBe(true);
    expect(isNotModified({ ifModifiedSince: 'Sat, 01 Mar 2025 09:59:59 GMT' }, current)).toBe(false);
    expect(isNotModified({ ifModifiedSince: 'not a date' }, current)).toBe(false);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: since }, current)).toBe(false);
  });
});
