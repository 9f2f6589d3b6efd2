import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { business, postJsonFrom, site, visitorKey } from './support';

// 17. Reset connections: a request whose client resets the connection right after sending it
// has no peer address any more by the time the server reads it. It must not run as the
// server's own call (no admission control, no write limit of its own, one shared bucket):
// a client past its write limit cannot write more by resetting its connections.

/** Sends a whole POST from `localAddress` and resets the connection at once (TCP RST). */
function postAndReset(localAddress: string, path: string, key: string, body: unknown): Promise<void> {
  const { hostname, port } = new URL(site.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress });
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\napikey: ${key}\r\nAuthorization: Bearer ${key}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
      );
      socket.resetAndDestroy();
    });
  });
}

test.describe('17. Reset connections', () => {
  test('a client past its write limit stores nothing more by resetting its connections', async () => {
    const client = '127.0.0.77';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push(await postJsonFrom(client, '/rest/v1/table_absente', {}));
    expect(statuses.at(-1), 'the 61st write of the client').toBe(429);

    const key = await visitorKey();
    const title = `Avis réinitialisé ${Date.now()}`;
    const review = {
      name: 'Client Pressé',
      email: 'presse@example.com',
      title,
      content: 'Un avis envoyé puis coupé.',
      rating: 5,
    };
    for (let i = 0; i < 5; i++) await postAndReset(client, '/rest/v1/reviews', key, review);

    // The database runs one statement at a time, in order: once another client's review with
    // the same title is stored, whatever the reset requests did is done.
    expect(await postJsonFrom('127.0.0.78', '/rest/v1/reviews', review), 'another client’s review').toBe(201);
    const db = await business();
    const { data } = await db.from('reviews').select('id').eq('title', title);
    expect(data?.length, 'reviews stored: the other client’s only').toBe(1);
  });
});
