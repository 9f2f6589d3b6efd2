/**
 * @jest-environment node
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CACHED_PAGE_LEVELS, EncodedBody, encodedResponse } from './encoded-body';

const html = `<!doctype html><html lang="fr-FR"><body>${'<p>Ponçage de parquet en Alsace, devis gratuit.</p>\n'.repeat(200)}</body></html>`;
const send = (body: EncodedBody, headers: Record<string, string> = {}, method = 'GET') =>
  encodedResponse(new Request('http://site.test/', { method, headers }), body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

it('answers brotli, gzip or identity as the client accepts, all the same page', async () => {
  const body = new EncodedBody(html, CACHED_PAGE_LEVELS);
  const br = await send(body, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('vary')).toBe('Accept-Encoding');
  expect(br.headers.get('cache-control')).toBe('no-cache');
  const brBytes = await bytes(br);
  expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
  expect(brBytes.length).toBeLessThan(html.length / 5);
  expect(brotliDecompressSync(brBytes).toString()).toBe(html);

  const gz = await send(body, { 'accept-encoding': 'gzip' });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(await bytes(gz)).toString()).toBe(html);

  const plain = await send(body);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect((await bytes(plain)).toString()).toBe(html);
});

it('compresses once per body and encoding, concurrent requests included', async () => {
  const body = new EncodedBody(html, CACHED_PAGE_LEVELS);
  const [a, b] = await Promise.all([body.encoded('br'), body.encoded('br')]);
  expect(a).not.toBeNull();
  expect(b).toBe(a);
  expect(await body.encoded('br')).toBe(a);
});

it('answers 304 to a client holding the same page, and 200 once the page changed', async () => {
  const body = new EncodedBody(html, CACHED_PAGE_LEVELS);
  const first = await send(body, { 'accept-encoding': 'br' });
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await send(new EncodedBody(html, CACHED_PAGE_LEVELS), { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);
  const changed = await send(new EncodedBody(`${html}<!-- nouvel avis -->`, CACHED_PAGE_LEVELS), {
    'if-none-match': etag,
  });
  expect(changed.status).toBe(200);
});

it('leaves tiny bodies uncompressed and sends no body to HEAD', async () => {
  const tiny = new EncodedBody('<p>ok</p>', CACHED_PAGE_LEVELS);
  const response = await send(tiny, { 'accept-encoding': 'br' });
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(await response.text()).toBe('<p>ok</p>');
  const head = await send(new EncodedBody(html, CACHED_PAGE_LEVELS), { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.headers.get('content-encoding')).toBe('br');
  expect(await head.text()).toBe('');
});
