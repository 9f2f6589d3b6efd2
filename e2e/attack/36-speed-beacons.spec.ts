import { expect, test } from '@playwright/test';
import { pushBody } from './raw-body';
import { asVisitor, business, postJson, postJsonAnsweredFrom, site } from './support';

// 36. Speed beacons (docs/adr-021-field-speed.md): `/api/vitals` takes a page view's speed from
// any visitor, without a key. It must not become a way to store what a visitor should not:
// an address, a user agent, a URL or markup; nor to fill the disk: a body is bounded (2 KB) and
// a client's writes are counted before its body is read. The table itself is closed to anon.

const CLIENT = '127.0.2.36';
const view = { device: 'mobile', lcp: 1500, inp: 90, cls: 0.01, inpTarget: 'main>button' };

/** A 64 MB beacon, chunked, pushed as fast as the server takes it. */
const pushLargeBeacon = () =>
  pushBody(site.url, '/api/vitals', {
    total: 64 * 1024 * 1024,
    chunked: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    localAddress: CLIENT,
  });

test.describe('36. Speed beacons', () => {
  test.setTimeout(90_000);

  test('a beacon carrying an address, a user agent or a URL is refused, and nothing of it is stored', async () => {
    for (const extra of [
      { ip: '203.0.113.7' },
      { userAgent: 'Mozilla/5.0 (iPhone)' },
      { url: `${site.url}/blog/?email=victime@example.com` },
      { pageType: 'home' },
    ]) {
      const answer = await postJson('/api/vitals', { ...view, ...extra });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
    }
    // Straight to the database function: unknown keys are dropped, never stored.
    const direct = await postJson('/rest/v1/rpc/record_web_vitals', {
      view: { pageType: 'other', ...view, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' },
    });
    expect([200, 204]).toContain(direct.status);
    const db = await business();
    const { data } = await db.from('web_vitals').select('*').order('id', { ascending: false }).limit(1);
    const stored = JSON.stringify(data);
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain('127.0.2.36');
  });

  test('a target carrying markup or a control character is refused; the table cannot be read', async () => {
    expect(
      (await postJson('/api/vitals', { ...view, inpTarget: 'a\u0000<script>alert(1)</script>' })).status,
    ).toBe(400);
    expect((await postJson('/api/vitals', { ...view, inpTarget: 'x'.repeat(5000) })).status).toBe(413);
    const read = await asVisitor('/rest/v1/web_vitals?select=*');
    expect(read.status).toBe(401);
    const summary = await postJson('/rest/v1/rpc/web_vitals_summary', { days: 28 });
    expect(summary.status).toBe(401);
  });

  test('a body is never read past 2 KB', async () => {
    const outcome = await pushLargeBeacon();
    expect(outcome.closedEarly).toBe(true);
    expect([413, null]).toContain(outcome.status);
  });

  test('a client past its write budget gets 429 before its body is read', async () => {
    // Spend the client's budget (60 writes a minute by default) with valid beacons.
    let refused = 0;
    for (let i = 0; i < 70 && refused === 0; i++) {
      const answer = await postJsonAnsweredFrom(CLIENT, '/api/vitals', view);
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(204);
    }
    expect(refused).toBe(1);
    // Then a large body: refused at once, and the connection closed without reading it.
    const outcome = await pushLargeBeacon();
    expect(outcome.closedEarly).toBe(true);
    expect([429, null]).toContain(outcome.status);
  });
});
