import { expect, test } from '@playwright/test';
import { asVisitor, business, postJson, quote, site, startOnFreshWriteWindow, visitorKey } from './support';

// 22. Quote photos: a visitor uploads only through the signed URL the function issues for a
// stored request, at most 8 photos, images only; no visitor lists, reads or names a photo.

const JPEG = new Uint8Array(
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 7), Buffer.from([0xff, 0xd9])]),
);

async function storedRequest(photoCount = 0): Promise<string> {
  const payload = quote(photoCount ? { photoCount } : {});
  const response = await postJson('/rest/v1/rpc/submit_quote', { payload });
  expect(response.status).toBe(200);
  return String(payload.requestId);
}

async function uploadUrl(requestId: string, photoId: string = crypto.randomUUID()) {
  const response = await postJson('/functions/v1/quote-photo-upload', {
    requestId,
    photoId,
    type: 'image/jpeg',
  });
  const body = (await response.json()) as { path?: string; token?: string; error?: string };
  return { status: response.status, ...body };
}

const put = (path: string, token: string, body: Uint8Array<ArrayBuffer> | string) =>
  fetch(`${site.url}/storage/v1/object/upload/sign/quote-photos/${path}?token=${encodeURIComponent(token)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg' },
    body,
  });

// The cases before this one use most of the suite's write window: this one starts on its own.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startOnFreshWriteWindow();
});

test.describe('22. Quote photos', () => {
  test('no upload URL without a stored request, and none forged by the visitor', async () => {
    const unknown = await uploadUrl(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.error).toContain('Demande de devis inconnue');
    // The visitor's own key cannot sign an upload, even for a real request.
    const requestId = await storedRequest();
    const own = await postJson(
      `/storage/v1/object/upload/sign/quote-photos/${requestId}/${crypto.randomUUID()}.jpg`,
      {},
    );
    expect(own.status).toBe(403);
    const direct = await asVisitor(
      `/storage/v1/object/quote-photos/${requestId}/${crypto.randomUUID()}.jpg`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg' },
        body: JPEG,
      },
    );
    expect(direct.status).toBe(403);
  });

  test('a ninth photo is refused, by the function and by the database', async () => {
    const requestId = await storedRequest(8);
    const urls = [];
    for (let i = 0; i < 9; i++) urls.push(await uploadUrl(requestId));
    // Nine URLs could be asked before any upload: the database still stores eight.
    const answers = await Promise.all(urls.map((url) => put(String(url.path), String(url.token), JPEG)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(8);
    const refused = answers.find((answer) => !answer.ok);
    const refusal = refused ? ((await refused.json()) as { message: string }) : null;
    expect(refusal?.message).toBe('8\u00a0photos au maximum par demande de devis.');
    const tenth = await uploadUrl(requestId);
    expect(tenth.status).toBe(409);
  });

  test('an HTML page or an SVG named .jpg is refused on its content; so is a file over 10 MB', async () => {
    const requestId = await storedRequest(3);
    for (const body of [
      '<!doctype html><script>alert(document.cookie)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ]) {
      const url = await uploadUrl(requestId);
      const answer = await put(String(url.path), String(url.token), body);
      expect(answer.status).toBe(415);
      expect(((await answer.json()) as { message: string }).message).toContain(
        'seules les images JPEG, PNG ou WebP',
      );
    }
    const url = await uploadUrl(requestId);
    const huge = new Uint8Array(11 * 1024 * 1024).fill(1);
    huge.set([0xff, 0xd8, 0xff]);
    const answer = await put(String(url.path), String(url.token), huge);
    expect(answer.status).toBe(413);
  });

  test('no visitor lists or reads a lead’s photos, not with another lead’s token either', async () => {
    const mine = await storedRequest(1);
    const theirs = await storedRequest(1);
    const theirUrl = await uploadUrl(theirs);
    expect((await put(String(theirUrl.path), String(theirUrl.token), JPEG)).ok).toBe(true);
    const myUrl = await uploadUrl(mine);
    // An upload token names one object: it neither reads nor writes another lead's photo.
    expect((await put(String(theirUrl.path), String(myUrl.token), JPEG)).status).toBe(400);
    const read = await fetch(
      `${site.url}/storage/v1/object/sign/quote-photos/${theirUrl.path}?token=${encodeURIComponent(String(myUrl.token))}`,
    );
    expect(read.status).toBe(400);
    for (const path of [
      `/storage/v1/object/quote-photos/${theirUrl.path}`,
      `/storage/v1/object/authenticated/quote-photos/${theirUrl.path}`,
      `/storage/v1/object/public/quote-photos/${theirUrl.path}`,
    ]) {
      expect((await asVisitor(path)).status, path).toBe(404);
    }
    const listed = await postJson('/storage/v1/object/list/quote-photos', { prefix: theirs, limit: 100 });
    expect(await listed.json()).toEqual([]);
    const signed = await postJson(`/storage/v1/object/sign/quote-photos/${theirUrl.path}`, { expiresIn: 60 });
    expect(signed.status).toBe(404);
    const removed = await asVisitor('/storage/v1/object/quote-photos', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: [theirUrl.path] }),
    });
    expect(await removed.json()).toEqual([]);
    const db = await business();
    const { data } = await db.storage.from('quote-photos').list(theirs);
    expect(data).toHaveLength(1);
  });

  test('path tricks in names never reach the disk', async () => {
    const requestId = await storedRequest(1);
    const key = await visitorKey();
    for (const photoId of ['../../../etc/passwd', `${crypto.randomUUID()}/../x`, '%2e%2e%2fx']) {
      expect((await uploadUrl(requestId, photoId)).status, photoId).toBe(400);
    }
    for (const path of [
      '../../etc/passwd',
      `${requestId}/..%2f..%2fpasswd.jpg`,
      `${requestId}/%00.jpg`,
      `a\\..\\b.jpg`,
    ]) {
      const answer = await fetch(`${site.url}/storage/v1/object/upload/sign/quote-photos/${path}?token=x`, {
        method: 'PUT',
        headers: { apikey: key, 'Content-Type': 'image/jpeg' },
        body: JPEG,
      });
      // 400 (name refused) or 404 (the URL resolved outside the bucket): never stored.
      expect([400, 404], path).toContain(answer.status);
    }
    const db = await business();
    const { data } = await db.storage.from('quote-photos').list(requestId);
    expect(data).toEqual([]);
  });
});
