import { RenderCache } from './render-cache';

it('returns a page until its time is up', () => {
  const cache = new RenderCache<string>(1000);
  cache.set('/blog/', 'html', 0);
  expect(cache.get('/blog/', 999)).toBe('html');
  expect(cache.get('/blog/', 1000)).toBeUndefined();
});

it('drops the oldest page when full', () => {
  const cache = new RenderCache<string>(1000, 2);
  cache.set('/a/', 'a', 0);
  cache.set('/b/', 'b', 0);
  cache.set('/c/', 'c', 0);
  expect(cache.get('/a/', 1)).toBeUndefined();
  expect(cache.get('/c/', 1)).toBe('c');
});

it('caches nothing with a zero TTL', () => {
  const cache = new RenderCache<string>(0);
  cache.set('/a/', 'a', 0);
  expect(cache.get('/a/', 0)).toBeUndefined();
});
