import { appForPath, isBackOfficePath, redirectFor, visitorRemoteApps } from './ownership';

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
    ['/admin/', 'admin'],
    ['/admin/leads/3f2a/', 'admin'],
    ['/administration/', 'pages'],
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
    ['/mentions-legales', '/about/#mentions-legales'],
    ['/mentions-legales/', '/about/#mentions-legales'],
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
    ['/admin', '/admin/'],
    ['/admin/leads/3f2a', '/admin/leads/3f2a/'],
  ])('%s, a route without its slash, moves to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });
});

describe('the back office', () => {
  it('is no visitor remote: visitor pages never name it', () => {
    expect(visitorRemoteApps).not.toContain('admin');
    expect(visitorRemoteApps).toContain('quote');
  });

  it.each([
    ['/admin/', true],
    ['/admin/reviews/', true],
    ['/admin', false],
    ['/administration/', false],
    ['/reviews/', false],
  ])('%s is a back-office path: %s', (path, expected) => {
    expect(isBackOfficePath(path)).toBe(expected);
  });
});
