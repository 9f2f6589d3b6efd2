import { expect, test } from '@playwright/test';
import { pushBody } from './raw-body';
import { site, visitorKey } from './support';

// 28. Request bodies: every endpoint bounds its body while it streams, chunked or not, and stops
// reading at its bound (413, connection closed); a Storage upload is authenticated, and its
// bucket's limit known, before any of its body is read. A client pushing a body of tens of
// megabytes gets to send only what the network buffers hold before the server hangs up. A
// client still sending when the server hangs up may lose the answer to the reset (the server
// does not read on to spare it): the answer itself is checked on a body announced, not sent.

const MB = 1024 * 1024;
/** What loopback buffers may hold once the server stops reading (socket buffers both sides). */
const BUFFERED = 24 * MB;

test.describe('28. Request bodies', () => {
  test.setTimeout(90_000);

  for (const chunked of [true, false]) {
    test(`/devis/ stops reading a ${chunked ? 'chunked' : 'declared'} body of 64 MB at 16 KB`, async () => {
      const outcome = await pushBody(site.url, '/devis/', {
        total: 64 * MB,
        chunked,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      });
      expect(outcome.closedEarly, 'the server closed the connection before the body ended').toBe(true);
      expect(outcome.sent, 'bytes the client could send').toBeLessThan(BUFFERED);
      expect([413, null], 'status of the answer, if it arrived').toContain(outcome.status);
    });
  }

  test('/devis/ answers a form announced over 16 KB with 413 before any of it is sent', async () => {
    const outcome = await pushBody(site.url, '/devis/', {
      total: 0,
      declared: 100 * MB,
      chunked: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    });
    expect(outcome.status).toBe(413);
  });

  test('a page that takes no body refuses one and closes the connection', async () => {
    const outcome = await pushBody(site.url, '/', { total: 64 * MB, chunked: true });
    expect(outcome.closedEarly).toBe(true);
    expect(outcome.sent).toBeLessThan(BUFFERED);
    expect([413, null]).toContain(outcome.status);
  });

  test('the API’s endpoints stop reading a chunked body at their bound', async () => {
    const key = await visitorKey();
    for (const path of ['/rest/v1/rpc/submit_quote', '/functions/v1/quote-photo-upload', '/auth/v1/otp']) {
      const outcome = await pushBody(site.url, path, {
        total: 64 * MB,
        chunked: true,
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      });
      expect(outcome.closedEarly, path).toBe(true);
      expect(outcome.sent, path).toBeLessThan(BUFFERED);
      expect([413, null], path).toContain(outcome.status);
    }
  });

  test('a Storage upload without a key, with a forged token or without the right is never read', async () => {
    const key = await visitorKey();
    const name = `${crypto.randomUUID()}/${crypto.randomUUID()}.jpg`;
    const attempts: {
      what: string;
      path: string;
      method: string;
      headers: Record<string, string>;
      status: number;
    }[] = [
      {
        what: 'no key',
        path: `/storage/v1/object/quote-photos/${name}`,
        method: 'POST',
        headers: {},
        status: 401,
      },
      {
        what: 'forged upload token',
        path: `/storage/v1/object/upload/sign/quote-photos/${name}?token=forged`,
        method: 'PUT',
        headers: {},
        status: 400,
      },
      {
        what: 'the visitor key on a bucket it may not write',
        path: `/storage/v1/object/article-images/${crypto.randomUUID()}/parquet-960.jpg`,
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}` },
        status: 403,
      },
    ];
    for (const attempt of attempts) {
      // The answer, to a body announced and not sent: given at once, the connection closed.
      const announced = await pushBody(site.url, attempt.path, {
        method: attempt.method,
        total: 0,
        declared: 48 * MB,
        chunked: false,
        headers: { ...attempt.headers, 'Content-Type': 'image/jpeg' },
      });
      expect(announced.status, attempt.what).toBe(attempt.status);
      for (const chunked of [true, false]) {
        const outcome = await pushBody(site.url, attempt.path, {
          method: attempt.method,
          total: 48 * MB,
          chunked,
          headers: { ...attempt.headers, 'Content-Type': 'image/jpeg' },
        });
        const label = `${attempt.what}, ${chunked ? 'chunked' : 'declared'}`;
        expect(outcome.closedEarly, label).toBe(true);
        expect(outcome.sent, label).toBeLessThan(BUFFERED);
        expect([attempt.status, null], label).toContain(outcome.status);
      }
    }
  });
});
