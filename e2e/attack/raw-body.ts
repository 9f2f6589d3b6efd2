import { connect } from 'node:net';

/** What a client pushing a large body saw: the answer's status, and how much it could send. */
export interface PushOutcome {
  /** The answer's status, or null when none arrived before the connection closed. */
  status: number | null;
  /** Body bytes the client handed to the network before the server closed the connection. */
  sent: number;
  /** Whether the server closed the connection before the whole body was sent. */
  closedEarly: boolean;
  /** The answer's body as received (latin1), empty when none arrived. */
  body: string;
}

/**
 * Sends `total` bytes of body to `path` as fast as the server takes them, chunked or with a
 * Content-Length (`declared`, default `total`), from a raw socket (fetch buffers and hides
 * what the server did). Keeps sending after an answer: stops when the server closes the
 * connection, or once everything is sent.
 */
export function pushBody(
  url: string,
  path: string,
  options: {
    method?: string;
    total: number;
    chunked: boolean;
    declared?: number;
    headers?: Record<string, string>;
    localAddress?: string;
  },
): Promise<PushOutcome> {
  const { hostname, port } = new URL(url);
  const socket = connect({
    host: hostname,
    port: Number(port),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  let answer = '';
  let closed = false;
  let sent = 0;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  const head = [
    `${options.method ?? 'POST'} ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declared ?? options.total}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  const piece = Buffer.alloc(64 * 1024, 'a');
  const write = (data: Buffer | string) =>
    new Promise<boolean>((resolve) => {
      if (closed || socket.destroyed) return resolve(false);
      socket.write(data, (error) => resolve(!error));
    });
  const run = async (): Promise<PushOutcome> => {
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await write(`${head}\r\n\r\n`);
    let early = false;
    while (sent < options.total) {
      const size = Math.min(piece.length, options.total - sent);
      const data = piece.subarray(0, size);
      const ok = await write(
        options.chunked
          ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from('\r\n')])
          : data,
      );
      if (!ok) {
        early = true;
        break;
      }
      sent += size;
    }
    if (!early && options.chunked) await write('0\r\n\r\n');
    // The answer, then the server's close (or ours after 10 s for a server that keeps it open).
    const timer = setTimeout(() => socket.destroy(), 10_000);
    await ended;
    clearTimeout(timer);
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
    const bodyStart = answer.indexOf('\r\n\r\n');
    return {
      status: status ? Number(status) : null,
      sent,
      closedEarly: early,
      body: bodyStart < 0 ? '' : answer.slice(bodyStart + 4),
    };
  };
  return run();
}
