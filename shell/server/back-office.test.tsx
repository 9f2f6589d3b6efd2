/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { defineRoute, type MicroApp } from '@parquet-alsace/shared';
import { defineServerBundle } from '@parquet-alsace/shared/server';
import { createServer } from './app';
import { backOfficePolicy } from './back-office';
import { readServerConfig } from './config';
import { RemoteRegistry } from './remote-registry';

/** The production server in front of stand-in bundles: what `/admin/` answers, and what visitor pages do not. */
const notFound = {
  NotFound: () => <h1>Page non trouvée</h1>,
  notFoundHead: (url: URL) => ({ title: 'Page non trouvée', description: '', path: url.pathname }),
};
const pagesApp: MicroApp = {
  name: 'pages',
  routes: [
    defineRoute({
      path: '/',
      head: () => ({ title: 'Accueil', description: 'Accueil', path: '/' }),
      Component: () => <h1>Accueil</h1>,
    }),
  ],
  ...notFound,
};
const adminApp: MicroApp = { name: 'admin', routes: [], ...notFound };
const quoteApp: MicroApp = { name: 'quote', routes: [], ...notFound };

/** The server with the back office's remote: its visitor origin (`app`) and its back office's (`adminApp`). */
async function composed() {
  const config = {
    ...readServerConfig({ SUPABASE_URL: 'https://projet.supabase.example', SUPABASE_ANON_KEY: 'anon' }),
    renderCacheMs: 60_000,
  };
  const registry = RemoteRegistry.of(
    defineServerBundle({ app: pagesApp, chrome: () => ({ header: '<nav>menu</nav>', footer: '' }) }),
    { admin: defineServerBundle({ app: adminApp }), quote: defineServerBundle({ app: quoteApp }) },
    async () => ({}) as never,
  );
  return createServer(config, { registry });
}

const server = async () => (await composed()).app;
/** The back office's own origin of the same server (ADMIN_PORT, ADMIN_SITE_URL). */
const backOffice = async () => (await composed()).adminApp;

// The stand-in server has no built files to serve: its complaints about them are not the subject.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const configOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="__SITE_CONFIG__">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  );

describe('the back office’s address', () => {
  it.each(['/admin/', '/admin/leads/6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11/'])(
    '%s answers the browser-only document: not indexed, not stored, no visitor chrome',
    async (path) => {
      const response = await (await backOffice()).request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).toContain('<div id="app-admin">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('<nav>menu</nav>');
      expect(html).not.toContain('speculationrules');
      expect(configOf(html)).toEqual({
        remotes: { admin: '/remotes/admin/mf-manifest.json' },
        supabaseUrl: 'https://projet.supabase.example',
        supabaseAnonKey: 'anon',
        gtmId: '',
        siteUrl: 'http://127.0.0.1:8080',
      });
    },
  );

  it('has its own strict policy, which allows its one boot line and nothing else inline', async () => {
    const response = await (await backOffice()).request('/admin/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const boot = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(boot).toHaveLength(2); // the theme line and the boot line
    for (const source of boot) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    }
    expect(csp).toMatch(/(^|; )default-src 'none'/);
    // Its own origin and the backend; never the visitor pages' origin.
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:8081 https:\/\/projet\.supabase\.example;/);
    // Published photos come from Storage (an article's named on the site); a chosen photo is
    // previewed from a blob before upload.
    expect(csp).toMatch(
      /img-src 'self' data: blob: http:\/\/127\.0\.0\.1:8080 https:\/\/projet\.supabase\.example;/,
    );
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('moves an address without its slash to the canonical one, keeping the query', async () => {
    const app = await backOffice();
    const bare = await app.request('/admin');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/admin/');
    const lead = await app.request('/admin/leads/6f0c?de=mail');
    expect(lead.headers.get('location')).toBe('/admin/leads/6f0c/?de=mail');
  });
});

describe('the back office’s own origin', () => {
  it('is where the site’s /admin/ addresses lead, path and query kept, from configuration only', async () => {
    const site = await server();
    for (const [path, target] of [
      ['/admin/', 'http://127.0.0.1:8081/admin/'],
      ['/admin', 'http://127.0.0.1:8081/admin/'],
      ['/admin/leads/6f0c?de=mail', 'http://127.0.0.1:8081/admin/leads/6f0c/?de=mail'],
    ] as const) {
      const response = await site.request(path, { headers: { Host: 'evil.example' } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(target);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // The back office's code is not served on the visitor pages' origin.
    expect((await site.request('/remotes/admin/mf-manifest.json')).status).toBe(404);
  });

  it('serves nothing of a visitor page, and nothing another origin may embed or index', async () => {
    const app = await backOffice();
    const root = await app.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/admin/');
    for (const path of [
      '/blog/',
      '/site-config.json',
      '/sw.js',
      '/sitemap.xml',
      '/remotes/quote/mf-manifest.json',
    ]) {
      const response = await app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-security-policy') ?? '').not.toContain('googletagmanager');
    }
    const page = await app.request('/admin/');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await (await app.request('/robots.txt')).text()).toContain('Disallow: /');
  });

  it('is never the site’s own origin', () => {
    expect(readServerConfig({ PORT: '9000' }).adminUrl).toBe('http://127.0.0.1:9001');
    expect(
      readServerConfig({
        PUBLIC_URL: 'https://devis.example',
        ADMIN_SITE_URL: 'https://equipe.devis.example/',
      }).adminUrl,
    ).toBe('https://equipe.devis.example');
    expect(() =>
      readServerConfig({
        PUBLIC_URL: 'https://devis.example',
        ADMIN_SITE_URL: 'https://devis.example/admin/',
      }),
    ).toThrow(/ADMIN_SITE_URL/);
    expect(() => readServerConfig({ PORT: '9000', ADMIN_PORT: '9000' })).toThrow(/ADMIN_PORT/);
  });
});

describe('visitor pages', () => {
  it('never name the back office: not in the page’s config, not in /site-config.json, not in the sitemap', async () => {
    const app = await server();
    const home = await (await app.request('/')).text();
    expect(configOf(home).remotes).toEqual({ quote: '/remotes/quote/mf-manifest.json' });
    expect(home).not.toContain('admin');
    const config = (await (await app.request('/site-config.json')).json()) as { remotes: object };
    expect(config.remotes).toEqual({ quote: '/remotes/quote/mf-manifest.json' });
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });
});

it('lets the back office load from its own host when it is published on one', () => {
  const csp = backOfficePolicy(
    {
      publicUrl: 'https://devis.example',
      supabaseUrl: '',
      manifestUrl: 'https://cdn.example/admin/releases/3f9a1c2b7d0e/client/mf-manifest.json',
    },
    [],
  );
  expect(csp).toContain("script-src 'self' https://cdn.example;");
  expect(csp).toContain("connect-src 'self' https://devis.example https://cdn.example;");
  expect(csp).toContain('upgrade-insecure-requests');
});
