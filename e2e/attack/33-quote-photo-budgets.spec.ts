import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pushBody } from './raw-body';
import { business, postJsonAnsweredFrom, quote, rawRequest, runOutboxOnce, site } from './support';

// 33. Quote photo budgets: the disk cannot be filled through the quote form. One client stores
// a limited number of photos a day, the whole site too (and the business is alerted, on the
// sheet webhook, when the site's budget is reached); past them the upload is refused in French.
// A request accepts photos only while it is recent (24 h). The limits live in the database: the
// case lowers them for its run, then puts the defaults back.

const JPEG = new Uint8Array(
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1500, 5), Buffer.from([0xff, 0xd9])]),
);

/**
 * A stored request with `count` photos announced, and one upload URL per photo, asked from a
 * client address of the case's own: the suite's other cases spend 127.0.0.1's write budget.
 */
async function requestWithUrls(
  count: number,
  client: string,
): Promise<{ requestId: string; urls: { path: string; token: string }[] }> {
  const payload = quote({ photoCount: count });
  expect((await postJsonAnsweredFrom(client, '/rest/v1/rpc/submit_quote', { payload })).status).toBe(200);
  const urls = [];
  for (let i = 0; i < count; i++) {
    const response = await postJsonAnsweredFrom(client, '/functions/v1/quote-photo-upload', {
      requestId: payload.requestId,
      photoId: crypto.randomUUID(),
      type: 'image/jpeg',
    });
    expect(response.status).toBe(200);
    urls.push(JSON.parse(response.text) as { path: string; token: string });
  }
  return { requestId: String(payload.requestId), urls };
}

/** The photo's upload from another client (a loopback address of its own). */
async function putFrom(
  localAddress: string,
  url: { path: string; token: string },
): Promise<{ status: number; message: string }> {
  const answer = await rawRequest(site.url, {
    method: 'PUT',
    localAddress,
    path: `/storage/v1/object/upload/sign/quote-photos/${url.path}?token=${encodeURIComponent(url.token)}`,
    headers: { 'Content-Type': 'image/jpeg' },
    body: JPEG,
  });
  let message = '';
  try {
    message = (JSON.parse(answer.body) as { message?: string }).message ?? '';
  } catch {
    // not JSON
  }
  return { status: answer.status, message };
}

test.afterAll(async () => {
  const db = await business();
  await db.rpc('set_quote_photo_limits', { per_client_per_day: 24, per_site_per_day: 400 });
});

test.describe('33. Quote photo budgets', () => {
  test('one client’s budget, then the site’s, refused in French; the business is alerted once', async () => {
    const db = await business();
    const usage = await db.rpc('quote_photo_usage').single();
    expect(usage.error).toBeNull();
    const already = (usage.data as { site_photos: number }).site_photos;
    // Two photos a client, three more on the site today.
    expect(
      (await db.rpc('set_quote_photo_limits', { per_client_per_day: 2, per_site_per_day: already + 3 }))
        .error,
    ).toBeNull();

    const first = await requestWithUrls(3, '127.0.1.1');
    const [a, b, c] = first.urls;
    if (!a || !b || !c) throw new Error('upload URLs missing');
    expect((await putFrom('127.0.0.77', a)).status).toBe(200);
    expect((await putFrom('127.0.0.77', b)).status).toBe(200);
    const third = await putFrom('127.0.0.77', c);
    expect(third.status, 'the client’s third photo of the day').toBe(429);
    expect(third.message).toContain('Vous avez envoyé beaucoup de photos aujourd’hui');

    // Another client takes the site's last photo of the day; the next one is refused.
    const second = await requestWithUrls(2, '127.0.1.2');
    const [d, e] = second.urls;
    if (!d || !e) throw new Error('upload URLs missing');
    expect((await putFrom('127.0.0.78', d)).status).toBe(200);
    // Refused before its body: a photo announced and not sent is answered at once.
    const announced = await pushBody(
      site.url,
      `/storage/v1/object/upload/sign/quote-photos/${e.path}?token=${encodeURIComponent(e.token)}`,
      {
        method: 'PUT',
        total: 0,
        declared: 8 * 1024 * 1024,
        chunked: false,
        headers: { 'Content-Type': 'image/jpeg' },
        localAddress: '127.0.0.79',
      },
    );
    expect(announced.status, 'a photo past the site’s budget, before its body').toBe(429);
    const past = await putFrom('127.0.0.79', e);
    expect(past.status, 'a photo past the site’s budget').toBe(429);
    expect(past.message).toContain('Nous avons reçu trop de photos aujourd’hui');

    // The alert goes out on the alert channel (the sheet webhook), once.
    await expect
      .poll(
        async () => {
          await runOutboxOnce();
          const rows = readFileSync(process.env.ATTACK_SHEET_LOG ?? '', 'utf8')
            .split('\n')
            .filter((line) => line.includes('alerte:photos:'));
          return rows.length;
        },
        { message: 'alert rows on the sheet webhook', timeout: 30_000 },
      )
      .toBe(1);
  });

  test('a request older than 24 hours accepts no photo', async () => {
    const db = await business();
    await db.rpc('set_quote_photo_limits', { per_client_per_day: 24, per_site_per_day: 400 });
    const { requestId, urls } = await requestWithUrls(1, '127.0.1.3');
    const [url] = urls;
    if (!url) throw new Error('upload URL missing');
    const aged = await db
      .from('form_submissions')
      .update({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() })
      .eq('request_id', requestId);
    expect(aged.error).toBeNull();
    const answer = await putFrom('127.0.0.80', url);
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('date de plus de 24\u00a0h');
  });
});
