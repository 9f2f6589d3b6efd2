import { appForPath, redirectFor } from './ownership';

describe('appForPath', () => {
  it.each([
    ['/', 'pages'],
    ['/services/', 'pages'],
    ['/about/', 'pages'],
    ['/confidentialite/', 'pages'],
    ['/cgv/', 'pages'],
    ['/nimporte-quoi/', 'pages'],
    ['/thank-you/', 'quote'],
    ['/blog/', 'blog'],
    ['/blog/articles/', 'blog'],
    ['/blog/comment-poncer-un-parquet/', 'blog'],
    ['/blog/tag/ch%C3%AAne/', 'blog'],
    ['/blog/a/b/', 'pages'],
    ['/gallery/', 'gallery'],
    ['/reviews/', 'reviews'],
    ['/reviews/new/', 'reviews'],
    ['/downloads/', 'downloads'],
  ])('%s is rendered by %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});

describe('redirectFor', () => {
  it.each([
    ['/services', '/services/'],
    ['/gallery', '/gallery/'],
    ['/blog', '/blog/'],
    ['/blog/mon-article', '/blog/mon-article/'],
    ['/blog/tag/huile', '/blog/tag/huile/'],
    ['/mentions-legales', '/about/'],
    ['/mentions-legales/', '/about/'],
    ['/blog/tag', '/blog/'],
    ['/blog/tag/', '/blog/'],
    ['/blog/simple', '/blog/'],
    ['/blog/simple/', '/blog/'],
  ])('%s moves permanently to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it.each(['/', '/services/', '/main.js', '/media/a-960.jpg', '/sitemap.xml'])('%s stays', (path) => {
    expect(redirectFor(path)).toBeNull();
  });

  it.each(['/nope', '/nope/', '/services/nope', '/blog/a/b', '/wp-login'])(
    '%s, which no route answers, is not redirected (it is a 404 at once)',
    (path) => {
      expect(redirectFor(path)).toBeNull();
    },
  );

  it.each([
    ['/about', '/about/'],
    ['/cgv', '/cgv/'],
    ['/confidentialite', '/confidentialite/'],
    ['/reviews/new', '/reviews/new/'],
    ['/thank-you', '/thank-you/'],
  ])('%s, a route without its slash, moves to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });
});
