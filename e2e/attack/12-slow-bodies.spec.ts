import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { business, quote, site, visitorKey } from './support';

// 12. Slow request bodies: connections that announce a body and send it a byte at a time must
// not hold the few places the embedded database has. Another client's quote still gets in,
// and a body that does not arrive in time is answered 408.

/** A POST that announces `length` bytes and sends one every `everyMs`, from 127.0.0.66. */
function slowPost(path: string, key: string, length: number, everyMs: number) {
  const { hostname, port } = new URL(site.url);
  const socket: Socket = connect({ host: hostname, port: Number(port), localAddress: '127.0.0.66' });
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\napikey: ${key}\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
    );
    timer = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, everyMs);
  });
  socket.on('close', () => clearInterval(timer));
  return {
    answer: () => answer,
    close: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

test.describe('12. Slow request bodies', () => {
  test('24 connections trickling their bodies do not stop another client’s quote', async () => {
    const key = await visitorKey();
    const slow = Array.from({ length: 24 }, () => slowPost('/rest/v1/rpc/submit_quote', key, 4000, 2000));
    try {
      // Let every slow connection send its head and be waiting on its body.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const request = quote({ fullName: 'Client Pressé' });
      const response = await fetch(`${site.url}/rest/v1/rpc/submit_quote`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: request }),
        // The bound of the finding: a lead is stored within 5 s while the attack goes on.
        signal: AbortSignal.timeout(5000),
      });
      expect(response.status, 'status of the other client’s quote').toBe(200);
      const id = (await response.json()) as string;
      const db = await business();
      const { data } = await db.from('form_submissions').select('id').eq('id', id);
      expect(data?.length, 'the quote is stored').toBe(1);

      // A body that has not arrived by the deadline is refused, and the connection closed.
      await expect
        .poll(() => slow[0]?.answer() ?? '', { timeout: 20_000, message: 'answer to a trickled body' })
        .toMatch(/^HTTP\/1\.1 408/);
    } finally {
      for (const connection of slow) connection.close();
    }
  });
});
