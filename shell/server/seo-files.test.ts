/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { interFont } from '@parquet-alsace/shared';
import { Hono } from 'hono';
import { registerSeoRoutes } from './seo-files';

/** A server with the SEO routes and stand-ins for the files it reads through its own routes. */
function server(mainJs: string, sitemap?: () => Promise<Array<{ path: string; lastmod: string }>>) {
  const app = new Hono();
  registerSeoRoutes(app, {
    bundles: () => ({ blog: sitemap ? ({ sitemap } as never) : undefined }),
    backend: async () => ({}) as never,
    staticRoot: join(__dirname, '..', 'static'),
  });
  app.get('/site-config.json', (c) =>
    c.json({
      remotes: { blog: '/remotes/blog/mf-manifest.json', cdn: 'https://cdn.example/mf-manifest.json' },
    }),
  );
  app.get('/main.js', (c) => c.body(mainJs));
  app.get('/remotes/blog/:file', (c) => c.body(`blog ${c.req.param('file')}`));
  return app;
}

const version = async (app: Hono) =>
  (await (await app.request('/sw.js')).text()).match(/SW_VERSION = "(\w+)"/)?.[1];

it('serves a worker that precaches same-origin entries, and a new version when main.js changes', async () => {
  const response = await server('main v1').request('/sw.js');
  expect(response.headers.get('content-type')).toContain('javascript');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const script = await response.text();
  expect(script).toContain('"/remotes/blog/remoteEntry.js"');
  expect(script).not.toContain('cdn.example');
  expect(script).toContain('function swStrategy');
  expect(await version(server('main v1'))).toBe(await version(server('main v1')));
  expect(await version(server('main v2'))).not.toBe(await version(server('main v1')));
});

it('serves the sitemap with the apps’ pages, robots.txt, the offline page and the font', async () => {
  const app = server('x', async () => [
    { path: '/blog/poncer-parquet-etapes/', lastmod: '2024-02-14T08:00:00.000Z' },
  ]);
  const xml = await (await app.request('/sitemap.xml')).text();
  expect(xml).toContain(
    '<loc>https://devis.parquet-alsace.example/blog/poncer-parquet-etapes/</loc><lastmod>2024-02-14T08:00:00Z</lastmod>',
  );
  expect(await (await app.request('/robots.txt')).text()).toContain(
    'Sitemap: https://devis.parquet-alsace.example/sitemap.xml',
  );
  const offline = await app.request('/offline/');
  expect(offline.headers.get('x-robots-tag')).toBe('noindex');
  expect(await offline.text()).toContain('03 53 01 24 68');
  const font = await app.request(interFont.url);
  expect(font.status).toBe(200);
  expect(font.headers.get('content-type')).toBe('font/woff2');
  expect((await app.request('/fonts/..%2Fsw.js')).status).toBe(404);
});

it('answers /favicon.ico with an icon file holding the site’s 32 px icon', async () => {
  const response = await server('main').request('/favicon.ico');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/x-icon');
  const ico = new Uint8Array(await response.arrayBuffer());
  const view = new DataView(ico.buffer);
  // An ICO header (reserved 0, type 1, one image) whose one entry is a 32×32 PNG after the directory.
  expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
  expect([ico[6], ico[7]]).toEqual([32, 32]);
  const offset = view.getUint32(18, true);
  expect(offset).toBe(22);
  expect(view.getUint32(14, true)).toBe(ico.length - offset);
  expect([...ico.slice(offset + 1, offset + 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
});
