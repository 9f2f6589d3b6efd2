import { RenderCache } from './render-cache';

it('returns a page until its time is up', () => {
  const cache = new RenderCache<string>(1000);
  cache.set('/blog/', 'html', 0);
  expect(cache.get('/blog/', 999)).toBe('html');
  expect(cache.get('/blog/', 1000)).toBeUndefined();
});

it('drops the oldest page when full', () => {
  const cache = new RenderCache<string>(1000, { maxEntries: 2 });
  cache.set('/a/', 'a', 0);
  cache.set('/b/', 'b', 0);
  cache.set('/c/', 'c', 0);
  expect(cache.get('/a/', 1)).toBeUndefined();
  expect(cache.get('/b/', 1)).toBe('b');
  expect(cache.get('/c/', 1)).toBe('c');
});

it('keeps the bytes it holds under its budget, oldest pages first out', () => {
  const cache = new RenderCache<string>(1000, { maxBytes: 10, weigh: (v) => v.length });
  cache.set('/a/', 'aaaa', 0);
  cache.set('/b/', 'bbbb', 0);
  cache.set('/c/', 'cccc', 0);
  expect(cache.get('/a/', 1)).toBeUndefined();
  expect(cache.get('/b/', 1)).toBe('bbbb');
  expect(cache.size).toEqual({ entries: 2, bytes: 8 });
  // A value larger than the whole budget is not kept, and evicts nothing.
  cache.set('/huge/', 'x'.repeat(11), 0);
  expect(cache.get('/huge/', 1)).toBeUndefined();
  expect(cache.size.entries).toBe(2);
  // Replacing a page counts its new size only.
  cache.set('/b/', 'bb', 0);
  expect(cache.size).toEqual({ entries: 2, bytes: 6 });
});

it('caches nothing with a zero TTL', () => {
  const cache = new RenderCache<string>(0);
  cache.set('/a/', 'a', 0);
  expect(cache.get('/a/', 0)).toBeUndefined();
  expect(cache.enabled).toBe(false);
});

describe('getOrRender', () => {
  it('renders once for requests arriving while the page is being rendered', async () => {
    const cache = new RenderCache<string>(1000);
    let renders = 0;
    let finish: (html: string) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.getOrRender('/', render, () => true);
    const second = cache.getOrRender('/', render, () => true);
    finish('<p>accueil</p>');
    expect(await Promise.all([first, second])).toEqual(['<p>accueil</p>', '<p>accueil</p>']);
    expect(await cache.getOrRender('/', render, () => true)).toBe('<p>accueil</p>');
    expect(renders).toBe(1);
  });

  it('keeps only what is cacheable, and renders again after a failure', async () => {
    const cache = new RenderCache<string>(1000);
    await cache.getOrRender(
      '/x/',
      async () => 'not found',
      () => false,
    );
    expect(cache.get('/x/')).toBeUndefined();
    await expect(
      cache.getOrRender(
        '/y/',
        async () => Promise.reject(new Error('down')),
        () => true,
      ),
    ).rejects.toThrow('down');
    expect(
      await cache.getOrRender(
        '/y/',
        async () => 'back',
        () => true,
      ),
    ).toBe('back');
  });

  it('renders every time without a TTL', async () => {
    const cache = new RenderCache<string>(0);
    let renders = 0;
    const render = async () => `render ${++renders}`;
    await cache.getOrRender('/', render, () => true);
    expect(await cache.getOrRender('/', render, () => true)).toBe('render 2');
  });
});

it('forgets the pages a given app rendered, and only those', () => {
  const cache = new RenderCache<{ html: string; by: string[] }>(1000, { tags: (page) => page.by });
  cache.set('/blog/', { html: 'blog', by: ['blog'] }, 0);
  cache.set('/', { html: 'home', by: ['pages', 'reviews', 'gallery'] }, 0);
  cache.set('/reviews/', { html: 'reviews', by: ['reviews'] }, 0);
  cache.dropTagged('reviews');
  expect(cache.get('/blog/', 1)?.html).toBe('blog');
  expect(cache.get('/', 1)).toBeUndefined();
  expect(cache.get('/reviews/', 1)).toBeUndefined();
  expect(cache.size.entries).toBe(1);
});
