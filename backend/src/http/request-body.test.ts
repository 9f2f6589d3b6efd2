import { readBoundedBody } from './request-body.ts';

/** A POST whose body is `chunks`, then (unless `ends`) nothing more, ever. */
function post(chunks: string[], ends: boolean, headers: Record<string, string> = {}): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (ends) controller.close();
    },
  });
  return new Request('http://backend.test/rest/v1/reviews', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

describe('a client’s body, read before it takes a place', () => {
  test('a whole body is read', async () => {
    const outcome = await readBoundedBody(post(['{"a":', '1}'], true), { maxBytes: 100, deadlineMs: 10_000 });
    expect(outcome.kind).toBe('read');
    expect(new TextDecoder().decode(outcome.kind === 'read' ? (outcome.body ?? undefined) : undefined)).toBe(
      '{"a":1}',
    );
  });

  test('a body that stops arriving is too slow, whatever it announced', async () => {
    const outcome = await readBoundedBody(post(['{'], false, { 'content-length': '4000' }), {
      maxBytes: 10_000,
      deadlineMs: 50,
    });
    expect(outcome).toEqual({ kind: 'too-slow' });
  });

  test('a body over the limit is refused, announced or not', async () => {
    const big = 'x'.repeat(200);
    expect(
      await readBoundedBody(post([big], true, { 'content-length': '200' }), {
        maxBytes: 100,
        deadlineMs: 10_000,
      }),
    ).toEqual({
      kind: 'too-large',
    });
    expect(await readBoundedBody(post([big], false), { maxBytes: 100, deadlineMs: 10_000 })).toEqual({
      kind: 'too-large',
    });
  });

  test('a request without a body has none', async () => {
    const outcome = await readBoundedBody(new Request('http://backend.test/rest/v1/articles'), {
      maxBytes: 100,
      deadlineMs: 50,
    });
    expect(outcome).toEqual({ kind: 'read', body: null });
  });
});
