/**
 * A client's request body, read whole before the request takes a place in admission control
 * (overload/admission.ts): a client that announces a body and sends a byte every few seconds
 * would otherwise hold one of the few places the embedded database has, and eight of them
 * would stop every quote. The body must arrive within `deadlineMs` (408 otherwise) and stay
 * within `maxBytes` (413); a client costs a socket while it sends, never a place.
 */
export type BodyOutcome =
  | { kind: 'read'; body: Uint8Array | null }
  | { kind: 'too-large' }
  | { kind: 'too-slow' };

export async function readBoundedBody(
  request: Request,
  limits: { maxBytes: number; deadlineMs: number },
): Promise<BodyOutcome> {
  if (!request.body) return { kind: 'read', body: null };
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) return { kind: 'too-large' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limits.deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === 'late') {
        // Not cancelled: the 408 is still written, then the server drains and closes the socket.
        reader.releaseLock();
        return { kind: 'too-slow' };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limits.maxBytes) {
        reader.releaseLock();
        return { kind: 'too-large' };
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'read', body };
}

/** The same request with its body already in memory. */
export function withBody(request: Request, body: Uint8Array | null): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body as BodyInit | null,
    signal: request.signal,
  });
}
