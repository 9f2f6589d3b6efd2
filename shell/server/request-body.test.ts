/**
 * @jest-environment node
 */
import { Hono } from 'hono';
import { boundBodies, readBoundedBody } from './request-body';

/** A body sent in pieces, without a length (as a chunked upload arrives). */
function streamed(pieces: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === pieces) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

function app() {
  const served = new Hono();
  served.use(
    '*',
    boundBodies(
      (c) => (c.req.path === '/form' ? 1024 : 0),
      (c) => c.text('trop long', 413),
    ),
  );
  served.post('/form', async (c) => {
    const read = await readBoundedBody(c.req.raw, 1024);
    return read.kind === 'read' ? c.text(String(read.bytes.length)) : c.text('trop long', 413);
  });
  served.post('/page', (c) => c.text('page'));
  return served;
}

describe('request bodies bounded as they stream', () => {
  it('reads a body within the bound, chunked', async () => {
    const answer = await app().request('/form', {
      method: 'POST',
      body: streamed(4, 200),
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('800');
  });

  it('refuses a chunked body past the bound, having read no more than one piece beyond it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const answer = await app().request('/form', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(pulled).toBeLessThan(6);
  });

  it('refuses a declared length past the bound and any body on a route that takes none', async () => {
    const declared = await app().request('/form', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Length': String(100 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    const page = await app().request('/page', {
      method: 'POST',
      body: streamed(1, 10),
      headers: { 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(page.status).toBe(413);
    expect((await app().request('/page', { method: 'POST' })).status).toBe(200);
  });
});
