import { expect, test } from '@playwright/test';
import { business, postJson, quote, site, staffSession } from './support';

// 31. Stored objects: the server sets the type and the cache policy of what it serves; a
// visitor's cache-control (a year, public, or a value with a line break) never reaches a staff
// member's view of the photo, and a declared type that contradicts the bytes (a JPEG sent as
// text/html) is refused (415) before anything is stored. Signed links made in the back office live at most
// 1 hour, links the server puts in e-mails at most 7 days; longer is refused.

const JPEG = new Uint8Array(
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7), Buffer.from([0xff, 0xd9])]),
);
const PASSWORD = 'Attaque-Parquet-Objets-2026';

const signedInStaff = (email: string) => staffSession(email, PASSWORD);

/** A stored request with `count` photos announced, and one upload URL per photo. */
async function uploadUrls(count: number): Promise<{ path: string; token: string }[]> {
  const payload = quote({ photoCount: count });
  expect((await postJson('/rest/v1/rpc/submit_quote', { payload })).status).toBe(200);
  const urls = [];
  for (let i = 0; i < count; i++) {
    const response = await postJson('/functions/v1/quote-photo-upload', {
      requestId: payload.requestId,
      photoId: crypto.randomUUID(),
      type: 'image/jpeg',
    });
    expect(response.status).toBe(200);
    urls.push((await response.json()) as { path: string; token: string });
  }
  return urls;
}

const uploadTo = (url: { path: string; token: string }, init: RequestInit) =>
  fetch(
    `${site.url}/storage/v1/object/upload/sign/quote-photos/${url.path}?token=${encodeURIComponent(url.token)}`,
    { method: 'PUT', ...init },
  );

test.describe('31. Stored objects', () => {
  test('a visitor’s cache-control never reaches a staff member’s view of the photo; a lying type is refused', async () => {
    const [asForm, asBody] = await uploadUrls(2);
    if (!asForm || !asBody) throw new Error('upload URLs missing');
    // A JPEG declared text/html, in a form as supabase-js sends a file, then as a raw body.
    const lying = new FormData();
    lying.append('', new Blob([JPEG], { type: 'text/html' }), 'photo.html');
    expect((await uploadTo(asForm, { body: lying })).status).toBe(415);
    expect((await uploadTo(asBody, { body: JPEG, headers: { 'Content-Type': 'text/html' } })).status).toBe(
      415,
    );
    // A form with its cacheControl field (here with a line break).
    const form = new FormData();
    form.append('cacheControl', '31536000\r\nX-Injecte: oui');
    form.append('', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
    expect((await uploadTo(asForm, { body: form })).status).toBe(200);
    // Metadata of the visitor's choosing is refused, not stored without it.
    const metadata = await uploadTo(asBody, {
      body: JPEG,
      headers: {
        'Content-Type': 'image/jpeg',
        'x-metadata': Buffer.from(JSON.stringify({ mimetype: 'text/html' })).toString('base64'),
      },
    });
    expect(metadata.status).toBe(400);
    // As a raw body, with the cache policy a visitor chose.
    const raw = await uploadTo(asBody, {
      body: JPEG,
      headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    expect(raw.status).toBe(200);

    const staff = await signedInStaff(`objets.${crypto.randomUUID().slice(0, 8)}@example.com`);
    for (const { path } of [asForm, asBody]) {
      const { data, error } = await staff.storage.from('quote-photos').createSignedUrl(path, 600);
      expect(error).toBeNull();
      const view = await fetch(String(data?.signedUrl));
      expect(view.status, `staff view of ${path}`).toBe(200);
      expect(view.headers.get('content-type')).toBe('image/jpeg');
      const cache = view.headers.get('cache-control') ?? '';
      expect(cache).not.toMatch(/public|31536000|immutable/);
      expect(cache).toMatch(/private/);
      expect(view.headers.get('x-injecte')).toBeNull();
    }
  });

  test('a back-office link lives at most 1 hour, an e-mail link at most 7 days', async () => {
    const [url] = await uploadUrls(1);
    if (!url) throw new Error('upload URL missing');
    expect((await uploadTo(url, { body: JPEG, headers: { 'Content-Type': 'image/jpeg' } })).status).toBe(200);
    const staff = await signedInStaff(`liens.${crypto.randomUUID().slice(0, 8)}@example.com`);
    const photos = staff.storage.from('quote-photos');
    const tooLong = await photos.createSignedUrl(url.path, 3601);
    expect(tooLong.data, 'a back-office link of 1 hour and 1 second').toBeNull();
    expect(tooLong.error?.message).toContain('au plus 1\u00a0heure');
    const yearLong = await photos.createSignedUrl(url.path, 365 * 24 * 3600);
    expect(yearLong.data, 'a back-office link of a year').toBeNull();
    expect((await photos.createSignedUrl(url.path, 3600)).error).toBeNull();

    const server = (await business()).storage.from('quote-photos');
    const eightDays = await server.createSignedUrl(url.path, 8 * 24 * 3600);
    expect(eightDays.data, 'an e-mail link of 8 days').toBeNull();
    expect(eightDays.error?.message).toContain('au plus 7\u00a0jours');
    expect((await server.createSignedUrl(url.path, 7 * 24 * 3600)).error).toBeNull();
  });
});
