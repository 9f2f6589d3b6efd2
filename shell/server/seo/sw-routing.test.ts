// The worker's routing is plain JavaScript (it runs as is in the browser); tested here.
const { swStrategy } = require('../../static/sw-routing.js') as {
  swStrategy: (r: { method: string; url: string; mode: string; origin: string }) => string;
};

const siteOrigin = 'https://devis.parquet-alsace.example';
const req = (path: string, extra: Partial<{ method: string; mode: string; url: string }> = {}) => ({
  method: 'GET',
  mode: 'cors',
  origin: siteOrigin,
  url: `${siteOrigin}${path}`,
  ...extra,
});

describe('swStrategy', () => {
  it.each([
    ['a quote POST', req('/rest/v1/rpc/submit_quote', { method: 'POST' }), 'bypass'],
    ['an API read', req('/rest/v1/articles?select=*'), 'bypass'],
    ['a function call', req('/functions/v1/send-form-notification'), 'bypass'],
    ['any POST, even a page', req('/services/', { method: 'POST', mode: 'navigate' }), 'bypass'],
    ['another host', req('/', { url: 'https://fonts.example/x.woff2' }), 'bypass'],
    ['the worker itself', req('/sw.js'), 'bypass'],
    ['a photo', req('/media/gallery/realisation-01-960.jpg'), 'bypass'],
    ['a PDF', req('/media/documents/plaquette.pdf'), 'bypass'],
    ['a page', req('/services/', { mode: 'navigate' }), 'page'],
    ['the thank-you page', req('/thank-you/', { mode: 'navigate' }), 'page-private'],
    ['a page with a query string', req('/blog/articles/?q=huile', { mode: 'navigate' }), 'page-private'],
    ['the shell entry', req('/main.js'), 'network-first'],
    ['the site config', req('/site-config.json'), 'network-first'],
    ['a remote entry', req('/remotes/blog/remoteEntry.js'), 'network-first'],
    ['a remote manifest', req('/remotes/quote/mf-manifest.json'), 'network-first'],
    ['a hashed shell chunk', req('/145.1e7872f278.js'), 'cache-first'],
    ['a hashed remote chunk', req('/remotes/blog/462.ab7fe9fef2.js'), 'cache-first'],
    ['a release’s entry (never changes)', req('/remotes/blog/3f9a1c2b7d0e/remoteEntry.js'), 'cache-first'],
    ['a font', req('/fonts/inter-latin-wght-5.3.0.woff2'), 'cache-first'],
    ['an icon', req('/media/icons/favicon.svg'), 'cache-first'],
    ['a back-office page', req('/admin/leads/3f2a/', { mode: 'navigate' }), 'bypass'],
    ['the back office without its slash', req('/admin', { mode: 'navigate' }), 'bypass'],
    ['the back office’s entry', req('/remotes/admin/remoteEntry.js'), 'bypass'],
    ['a back-office release file', req('/remotes/admin/3f9a1c2b7d0e/412.ab7fe9fef2.js'), 'bypass'],
  ])('%s → %s', (_name, request, expected) => {
    expect(swStrategy(request)).toBe(expected);
  });
});
