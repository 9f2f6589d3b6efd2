/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { IMMUTABLE, MEDIA, NO_CACHE } from './http-cache';
import { registerStaticRoutes } from './static-files';

const mainJs = `/* shell */ ${'window.parquet = { essence: "chêne", finition: "huile" };\n'.repeat(60)}`;
const pdf = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
let root: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  const shell = join(root, 'shell');
  const blog = join(root, 'blog', 'client');
  const media = join(root, 'media');
  for (const dir of [shell, blog, join(media, 'documents')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(shell, 'main.js'), mainJs);
  writeFileSync(join(shell, 'main.js.br'), brotliCompressSync(mainJs));
  writeFileSync(join(shell, 'main.js.gz'), gzipSync(mainJs));
  writeFileSync(join(shell, '612.a1b2c3d4e5.js'), 'export const chunk = 1;');
  writeFileSync(join(blog, 'mf-manifest.json'), '{"name":"blog"}');
  mkdirSync(join(root, 'blog', 'releases', '3f9a1c2b7d0e', 'client'), { recursive: true });
  writeFileSync(join(root, 'blog', 'releases', '3f9a1c2b7d0e', 'client', 'remoteEntry.js'), '/* release */');
  writeFileSync(join(media, 'documents', 'plaquette.pdf'), pdf);
  writeFileSync(join(media, '.image-cache.json'), '{}');
  writeFileSync(join(root, 'secret.txt'), 'hors du site');
  app = new Hono();
  registerStaticRoutes(app, {
    shellClient: shell,
    media,
    remoteFolder: (name, rest) =>
      name === 'blog'
        ? rest.startsWith('/3f9a1c2b7d0e/')
          ? {
              root: join(root, 'blog', 'releases', '3f9a1c2b7d0e', 'client'),
              prefix: '/remotes/blog/3f9a1c2b7d0e',
            }
          : { root: blog, prefix: '/remotes/blog' }
        : null,
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('content negotiation', () => {
  it('sends the brotli or gzip sibling written at build time, else the file', async () => {
    const br = await get('/main.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await bytes(br)).toEqual(brotliCompressSync(mainJs));

    const gz = await get('/main.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await bytes(gz)).toEqual(gzipSync(mainJs));

    const plain = await get('/main.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(plain)).toString()).toBe(mainJs);
  });

  it('sends the file itself when it has no sibling', async () => {
    const chunk = await get('/612.a1b2c3d4e5.js', { 'accept-encoding': 'br' });
    expect(chunk.headers.get('content-encoding')).toBeNull();
    expect(await chunk.text()).toBe('export const chunk = 1;');
  });
});

describe('cache policy and revalidation', () => {
  it('keeps entry files no-cache, hashed chunks immutable, media long-lived, remotes readable anywhere', async () => {
    expect((await get('/main.js')).headers.get('cache-control')).toBe(NO_CACHE);
    expect((await get('/612.a1b2c3d4e5.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get('/media/documents/plaquette.pdf')).headers.get('cache-control')).toBe(MEDIA);
    const manifest = await get('/remotes/blog/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/main.js')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves a release’s versioned files immutable, its entry included, and the unversioned manifest no-cache', async () => {
    const versioned = await get('/remotes/blog/3f9a1c2b7d0e/remoteEntry.js');
    expect(versioned.status).toBe(200);
    expect(await versioned.text()).toBe('/* release */');
    expect(versioned.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get('/remotes/blog/mf-manifest.json')).headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('answers 304 without a body to a client holding the current file, whatever its encoding', async () => {
    const first = await get('/main.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    for (const encoding of ['br', 'gzip', '']) {
      const again = await get('/main.js', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe(NO_CACHE);
      expect(again.headers.get('etag')).toBe(etag);
    }
    const remote = await get('/remotes/blog/mf-manifest.json');
    const revalidated = await get('/remotes/blog/mf-manifest.json', {
      'if-none-match': remote.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves a file changed on disk at once, with a new validator (nothing stale kept in memory)', async () => {
    const file = join(root, 'blog', 'client', 'remoteEntry.js');
    writeFileSync(file, 'var blog = "v1";');
    utimesSync(file, new Date('2025-01-01'), new Date('2025-01-01'));
    const v1 = await get('/remotes/blog/remoteEntry.js');
    expect(await v1.text()).toBe('var blog = "v1";');
    writeFileSync(file, 'var blog = "v2";');
    utimesSync(file, new Date('2025-01-02'), new Date('2025-01-02'));
    const v2 = await get('/remotes/blog/remoteEntry.js', { 'if-none-match': v1.headers.get('etag') ?? '' });
    expect(v2.status).toBe(200);
    expect(await v2.text()).toBe('var blog = "v2";');
  });
});

describe('Range', () => {
  const pdfPath = '/media/documents/plaquette.pdf';

  it('sends the requested bytes of the brochure with 206', async () => {
    const part = await get(pdfPath, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${pdf.length}`);
    expect(part.headers.get('content-type')).toBe('application/pdf');
    expect(await bytes(part)).toEqual(pdf.subarray(100, 200));
    const tail = await get(pdfPath, { range: 'bytes=-10' });
    expect(await bytes(tail)).toEqual(pdf.subarray(pdf.length - 10));
    expect((await get(pdfPath)).headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers 416 to a range past the end', async () => {
    const response = await get(pdfPath, { range: `bytes=${pdf.length + 10}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const current = (await get(pdfPath)).headers.get('etag') ?? '';
    const resumed = await get(pdfPath, { range: 'bytes=100-199', 'if-range': current });
    expect(resumed.status).toBe(206);
    const stale = await get(pdfPath, { range: 'bytes=100-199', 'if-range': '"1-1"' });
    expect(stale.status).toBe(200);
    expect(await bytes(stale)).toEqual(pdf);
  });

  it('ranges the uncompressed bytes of a text file', async () => {
    const part = await get('/main.js', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(await part.text()).toBe(mainJs.slice(0, 10));
  });
});

describe('what is not served', () => {
  it.each([
    '/media/..%2Fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/remotes/blog/..%2F..%2Fsecret.txt',
    '/media/.image-cache.json',
    '/main.js.br',
    '/media/documents/absent.pdf',
    '/media/documents',
    '/remotes/unknown/mf-manifest.json',
    '/remotes/constructor/mf-manifest.json',
    '/remotes/__proto__/mf-manifest.json',
  ])('%s → 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('answers HEAD with the headers only', async () => {
    const head = await get('/media/documents/plaquette.pdf', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(pdf.length));
    expect(await head.text()).toBe('');
  });
});

it('serves a remote’s files from the folder the registry names for the path', async () => {
  const response = await get('/remotes/blog/3f9a1c2b7d0e/remoteEntry.js');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('/* release */');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect((await get('/remotes/blog/mf-manifest.json')).status).toBe(200);
  expect((await get('/remotes/gallery/mf-manifest.json')).status).toBe(404);
  expect((await get('/remotes/blog/3f9a1c2b7d0e/..%2F..%2F..%2Fsecret.txt')).status).toBe(404);
});
