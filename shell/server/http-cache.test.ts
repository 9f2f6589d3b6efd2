import { gunzipSync } from 'node:zlib';
import { cacheControlFor, encodeFor, IMMUTABLE, MEDIA, NO_CACHE } from './http-cache';

describe('cacheControlFor', () => {
  it.each([
    ['/main.js', NO_CACHE],
    ['/remotes/blog/remoteEntry.js', NO_CACHE],
    ['/remotes/blog/mf-manifest.json', NO_CACHE],
    ['/site-config.json', NO_CACHE],
    ['/sw.js', NO_CACHE],
    ['/remotes/blog/470.0c25008d4c.js', IMMUTABLE],
    ['/612.a1b2c3d4e5.js', IMMUTABLE],
    ['/media/gallery/chantier-01-960.jpg', MEDIA],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('encodeFor', () => {
  const text = new TextEncoder().encode('const parquet = "chêne";\n'.repeat(100));

  it('prefers brotli, then gzip', () => {
    expect(encodeFor(text, 'text/javascript', 'gzip, deflate, br').encoding).toBe('br');
    const gz = encodeFor(text, 'text/javascript', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(new TextDecoder().decode(text));
  });

  it('leaves images and tiny files alone', () => {
    expect(encodeFor(text, 'image/jpeg', 'br').encoding).toBeNull();
    expect(encodeFor(new Uint8Array(10), 'text/javascript', 'br').encoding).toBeNull();
  });
});
