/**
 * @jest-environment node
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineFragment, defineRoute, type MicroApp, RemoteSlot, remoteApps } from '@parquet-alsace/shared';
import { defineServerBundle } from '@parquet-alsace/shared/server';
import { createServer } from './app';
import { readServerConfig } from './config';
import { RemoteRegistry } from './remote-registry';
import { blogBundleCode, publish } from './test-releases';

/**
 * The production server with the render cache ON, in front of stand-in apps whose loaders the
 * test controls: what is answered, and what is reused, when a load or a fragment fails.
 */
const state = { articleFails: false, testimonialsFail: false, articleLoads: 0, testimonialLoads: 0 };

const blogApp: MicroApp = {
  name: 'blog',
  routes: [
    defineRoute<{ title: string | null }>({
      path: '/blog/:slug/',
      load: async ({ params }) => {
        state.articleLoads += 1;
        if (state.articleFails) throw new Error('base de données injoignable');
        return { title: params.slug === 'poncer' ? 'Poncer un parquet' : null };
      },
      status: (d) => (d.title ? 200 : 404),
      head: (d, { url }) => ({ title: d.title ?? '', description: 'Article', path: url.pathname }),
      Component: ({ data }) => <h1>{data.title}</h1>,
    }),
  ],
  NotFound: () => <h1>Page non trouvée</h1>,
  notFoundHead: (url) => ({ title: 'Page non trouvée', description: '', path: url.pathname }),
};

const pagesApp: MicroApp = {
  name: 'pages',
  routes: [
    defineRoute({
      path: '/',
      fragments: ['reviews/Testimonials'],
      head: () => ({ title: 'Accueil', description: 'Accueil', path: '/' }),
      Component: () => (
        <RemoteSlot
          id="reviews/Testimonials"
          loading={<p>Avis en chargement</p>}
          fallback={<p>Exemples</p>}
        />
      ),
    }),
  ],
  NotFound: () => <h1>Page non trouvée</h1>,
  notFoundHead: (url) => ({ title: 'Page non trouvée', description: '', path: url.pathname }),
};

const testimonials = defineFragment<string[]>({
  load: async () => {
    state.testimonialLoads += 1;
    if (state.testimonialsFail) throw new Error('avis injoignables');
    return ['Travail soigné'];
  },
  Component: ({ initial }) => <p>{initial?.join(', ')}</p>,
});

const siteSearch = defineFragment<null>({
  load: async () => null,
  Component: () => <search>Rechercher</search>,
});

const reviewsApp: MicroApp = { ...pagesApp, name: 'reviews', routes: [] };
const backend = async () => ({}) as never;

async function server(env: Record<string, string> = {}) {
  const config = {
    ...readServerConfig({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon', ...env }),
    renderCacheMs: 60_000,
  };
  const registry = RemoteRegistry.of(
    defineServerBundle({ app: pagesApp, chrome: () => ({ header: '<nav></nav>', footer: '' }) }),
    {
      // The blog renders the not-found page's search, as the real one does.
      blog: defineServerBundle({ app: blogApp, fragments: { SiteSearch: siteSearch } }),
      reviews: defineServerBundle({ app: reviewsApp, fragments: { Testimonials: testimonials } }),
    },
    backend,
  );
  const { app } = await createServer(config, { registry });
  return app;
}

beforeEach(() => {
  Object.assign(state, {
    articleFails: false,
    testimonialsFail: false,
    articleLoads: 0,
    testimonialLoads: 0,
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

it('answers a failed load with 503, Retry-After and the French block whose retry reloads the address, and never caches it', async () => {
  const app = await server();
  state.articleFails = true;
  const failed = await app.request('/blog/poncer/');
  expect(failed.status).toBe(503);
  expect(failed.headers.get('retry-after')).toBe('30');
  expect(failed.headers.get('cache-control')).toBe('no-store');
  const html = await failed.text();
  const app503 = html.match(/<div id="app-blog">([\s\S]*?)<\/main>/)?.[1] ?? '';
  expect(app503).toContain('<h1>Cette partie du site est momentanément indisponible</h1>');
  expect(app503).toContain('href="/blog/poncer/">Réessayer</a>');
  expect(html).not.toContain('data-island-app');
  expect(html).not.toContain('base de données injoignable');

  // The next visitor gets the page as soon as the data is back, not the failure again.
  state.articleFails = false;
  const recovered = await app.request('/blog/poncer/');
  expect(recovered.status).toBe(200);
  expect(await recovered.text()).toContain('<h1>Poncer un parquet</h1>');
  expect(state.articleLoads).toBe(2);
});

it('reuses complete 200 and 404 pages from the cache', async () => {
  const app = await server();
  for (let i = 0; i < 2; i += 1) {
    expect((await app.request('/blog/poncer/')).status).toBe(200);
    expect((await app.request('/blog/inconnu/')).status).toBe(404);
  }
  expect(state.articleLoads).toBe(2);
});

it('serves a page whose fragment failed with its placeholder, and renders it again next time', async () => {
  const app = await server();
  state.testimonialsFail = true;
  const partial = await app.request('/');
  expect(partial.status).toBe(200);
  expect(await partial.text()).toContain('Avis en chargement');

  state.testimonialsFail = false;
  const whole = await (await app.request('/')).text();
  expect(whole).toContain('<p>Travail soigné</p>');
  expect(state.testimonialLoads).toBe(2);
  await app.request('/');
  expect(state.testimonialLoads).toBe(2);
});

it('answers 503 with the shell’s French block for an app whose server bundle is missing', async () => {
  const config = readServerConfig({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' });
  const registry = RemoteRegistry.of(
    defineServerBundle({
      app: pagesApp,
      chrome: (pathname) => ({
        header: '',
        footer: '',
        unavailable: `<p role="alert">indisponible ${pathname}</p>`,
      }),
    }),
    {},
    backend,
  );
  const { app } = await createServer(config, { registry });
  const response = await app.request('/gallery/');
  expect(response.status).toBe(503);
  expect(await response.text()).toContain(
    '<div id="app-gallery"><p role="alert">indisponible /gallery/</p></div>',
  );
});

describe('a remote released while the server runs', () => {
  const V1 = 'aaaaaaaaaaaa';
  const V2 = 'bbbbbbbbbbbb';
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'app-release-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  async function releasingServer(adminSecret = '') {
    publish(dir, V1, blogBundleCode('Version 1'));
    const registry = new RemoteRegistry({
      shell: defineServerBundle({ app: pagesApp, chrome: () => ({ header: '', footer: '' }) }),
      sources: { blog: { kind: 'folder', dir } },
      backend,
      resolveFrom: __filename,
      log: { log: () => {}, warn: () => {}, error: () => {} },
    });
    await registry.start();
    const config = {
      ...readServerConfig({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' }),
      renderCacheMs: 60_000,
      adminSecret,
    };
    const { app } = await createServer(config, { registry });
    return { app, registry };
  }

  it('drops the remote’s cached pages at its next version, and each page names the version it was rendered with', async () => {
    const { app, registry } = await releasingServer();
    for (let i = 0; i < 2; i += 1) {
      const html = await (await app.request('/blog/')).text();
      expect(html).toContain('<h1>Version 1</h1>');
      expect(html).toContain(`"blog":"/remotes/blog/${V1}/mf-manifest.json"`);
    }
    publish(dir, V2, blogBundleCode('Version 2'));
    await registry.revalidate();
    const html = await (await app.request('/blog/')).text();
    expect(html).toContain('<h1>Version 2</h1>');
    expect(html).toContain(`"blog":"/remotes/blog/${V2}/mf-manifest.json"`);
    // The previous version's browser code stays servable for pages rendered before.
    expect((await app.request(`/remotes/blog/${V1}/remoteEntry.js`)).status).toBe(200);
    expect(await (await app.request('/remotes/blog/remoteEntry.js')).text()).toBe(`/* blog ${V2} */`);
  });

  it('takes a deployment’s signal only with the configured secret', async () => {
    const secret = 'un-secret-de-test';
    const revalidate = (
      app: Awaited<ReturnType<typeof releasingServer>>['app'],
      query: string,
      token?: string,
    ) =>
      app.request(`/__admin/revalidate${query}`, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    const closed = (await releasingServer()).app;
    expect((await revalidate(closed, '', secret)).status).toBe(404);

    const { app } = await releasingServer(secret);
    expect((await revalidate(app, '')).status).toBe(401);
    expect((await revalidate(app, '', `${secret}x`)).status).toBe(401);
    expect((await revalidate(app, '?remote=inconnue', secret)).status).toBe(400);
    publish(dir, V2, blogBundleCode('Version 2'));
    const response = await revalidate(app, '?remote=blog', secret);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      results: [{ name: 'blog', status: 'switched', version: V2, previous: V1 }],
    });
  });
});

it('gives the page without scripts only in measurement mode, which production never sets', async () => {
  const measuring = await server({ SITE_MEASUREMENT: '1' });
  const bare = await (
    await measuring.request('/blog/poncer/', { headers: { 'X-Measure': 'sans-scripts' } })
  ).text();
  expect(bare).toContain('<div id="app-blog"');
  expect(bare).not.toContain('<script');
  const production = await server();
  const page = await (
    await production.request('/blog/poncer/', { headers: { 'X-Measure': 'sans-scripts' } })
  ).text();
  expect(page).toContain('<script');
});

describe('health and readiness, for a load balancer', () => {
  const everyRemote = () =>
    RemoteRegistry.of(
      defineServerBundle({ app: pagesApp, chrome: () => ({ header: '<nav></nav>', footer: '' }) }),
      Object.fromEntries(
        remoteApps.map((name) => [
          name,
          defineServerBundle({ app: { ...reviewsApp, name: name as MicroApp['name'] } }),
        ]),
      ),
      backend,
    );
  const config = () =>
    readServerConfig({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon-key-value' });

  it('/__health answers 200, never cached', async () => {
    const { app } = await createServer(config(), { registry: everyRemote() });
    const res = await app.request('/__health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/__ready is ready with every release in service, and turns unready, closing connections, once draining', async () => {
    const { app, drain } = await createServer(config(), { registry: everyRemote() });
    const ready = await app.request('/__ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const body = await ready.text();
    expect(JSON.parse(body)).toMatchObject({ ready: true, draining: false, database: 'hébergée' });
    expect(body).not.toContain('anon-key-value');
    await drain();
    const draining = await app.request('/__ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ ready: false, draining: true });
    const page = await app.request('/blog/poncer/');
    expect(page.headers.get('connection')).toBe('close');
  });

  it('/__ready is unready and names the remote without a release in service', async () => {
    const registry = RemoteRegistry.of(
      defineServerBundle({ app: pagesApp, chrome: () => ({ header: '<nav></nav>', footer: '' }) }),
      { blog: defineServerBundle({ app: blogApp }) },
      backend,
    );
    const { app } = await createServer(config(), { registry });
    const res = await app.request('/__ready');
    expect(res.status).toBe(503);
    expect((await res.json()).releases).toMatchObject({ blog: 'en service', quote: null });
  });
});
