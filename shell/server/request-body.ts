import type { Context, MiddlewareHandler } from 'hono';

/**
 * Request bodies on this server (docs/threat-model.md, "Request bodies"): every route has a
 * bound, checked on `Content-Length` when there is one and counted while the body streams when
 * it is chunked. Past it the answer is 413 and the connection is closed: the rest of the body
 * is never read. Routes that take no body have a bound of 0; the backend's routes bound their
 * own (backend/src/http/request-body.ts, backend/src/storage/upload.ts).
 */
export type BodyBound = number | 'backend';

export type BoundedBody = { kind: 'read'; bytes: Uint8Array } | { kind: 'too-large' };

/** Reads at most `maxBytes` of `request`'s body; stops reading (and cancels) past it. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { kind: 'too-large' };
  if (!request.body) return { kind: 'read', bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      // Not awaited: the 413 goes out now, and its Connection: close ends the upload.
      void reader.cancel().catch(() => {});
      return { kind: 'too-large' };
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'read', bytes };
}

/** Whether the request says a body follows (a length above 0, or a chunked body). */
export function announcesBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  if (length !== null) return Number(length) !== 0;
  return headers.has('transfer-encoding');
}

interface NodeBindings {
  incoming?: { complete?: boolean };
}

/**
 * Refuses a body over the route's bound before reading it when its length is declared, refuses
 * any body on a route that takes none, and closes the connection of every answer whose request
 * body was not read to its end (Node would otherwise read and discard the rest to reuse the
 * connection). `tooLarge` writes the 413.
 */
export function boundBodies(
  boundFor: (c: Context) => BodyBound,
  tooLarge: (c: Context) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    const bound = boundFor(c);
    if (bound === 'backend') return next();
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (
      (Number.isFinite(declared) && declared > bound) ||
      (bound === 0 && announcesBody(c.req.raw.headers))
    ) {
      const refused = tooLarge(c);
      refused.headers.set('Connection', 'close');
      return refused;
    }
    await next();
    const incoming = (c.env as NodeBindings | undefined)?.incoming;
    if (incoming && incoming.complete === false) c.header('Connection', 'close');
  };
}
