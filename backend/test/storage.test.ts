// The Storage subset through supabase-js's storage.from(bucket), and the quote photos on it:
// upload through the function's signed URL only, limits held by the database, nothing readable
// by anon, links in the business's e-mail, removal with the lead.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from 'hono/jwt';
import { startTestServer, supabaseClient, TEST_JWT_SECRET, type TestServer } from './helpers/test-server.ts';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7), 0xff, 0xd9]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(500).fill(1)]);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

let server: TestServer;
let mailDir: string;
let sheet: Server;
const sheetRows: Record<string, unknown>[] = [];

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'parquet-photo-mail-'));
  sheet = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      sheetRows.push(JSON.parse(body) as Record<string, unknown>);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => sheet.listen(0, '127.0.0.1', resolve));
  const sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/`;
  server = await startTestServer({
    functionEnv: { MAIL_DIR: mailDir, SMTP_HOST: undefined, SHEET_WEBHOOK_URL: sheetUrl },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => sheet.close(() => resolve()));
  rmSync(mailDir, { recursive: true, force: true });
});

async function submitQuote(photoCount?: number): Promise<{ requestId: string; leadId: string }> {
  const requestId = crypto.randomUUID();
  const { data, error } = await server.anon.rpc('submit_quote', {
    payload: {
      requestId,
      surface: 40,
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: 'Claire Photo',
      phone: '0612345678',
      email: 'claire@example.com',
      postalCode: '67000',
      acceptTerms: true,
      ...(photoCount === undefined ? {} : { photoCount }),
    },
  });
  expect(error).toBeNull();
  return { requestId, leadId: data as string };
}

async function uploadUrl(requestId: string, type = 'image/jpeg') {
  const { data, error } = await server.anon.functions.invoke('quote-photo-upload', {
    body: { requestId, photoId: crypto.randomUUID(), type },
  });
  const status = (error as { context?: Response } | null)?.context?.status ?? 200;
  const message = error
    ? ((await (error as { context: Response }).context.json()) as { error: string }).error
    : null;
  return { data: data as { bucket: string; path: string; token: string } | null, status, message };
}

async function uploadPhoto(requestId: string, bytes: Uint8Array = JPEG, contentType = 'image/jpeg') {
  const signed = await uploadUrl(requestId);
  if (!signed.data) throw new Error(`pas d’URL d’envoi : ${signed.message}`);
  const result = await server.anon.storage
    .from('quote-photos')
    .uploadToSignedUrl(signed.data.path, signed.data.token, bytes, { contentType });
  return { path: signed.data.path, ...result };
}

test('a visitor uploads a photo through the signed URL the function issues for a stored request', async () => {
  const { requestId } = await submitQuote(1);
  const { path, data, error } = await uploadPhoto(requestId);
  expect(error).toBeNull();
  expect(data?.fullPath).toBe(`quote-photos/${path}`);
  expect(path).toMatch(new RegExp(`^${requestId}/[0-9a-f-]{36}\\.jpg$`));

  // The service role (the worker, staff tools) reads it back through a signed link, no key needed.
  const signed = await server.service.storage.from('quote-photos').createSignedUrl(path, 60);
  expect(signed.error).toBeNull();
  const response = await fetch(String(signed.data?.signedUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
});

test('anon can neither list, read, sign nor upload directly in the quote photos', async () => {
  const { requestId } = await submitQuote(1);
  const { path } = await uploadPhoto(requestId);
  const bucket = server.anon.storage.from('quote-photos');

  const listed = await bucket.list(requestId);
  expect(listed.data ?? []).toEqual([]);
  const root = await bucket.list();
  expect(root.data ?? []).toEqual([]);
  const download = await bucket.download(path);
  expect(download.data).toBeNull();
  const signed = await bucket.createSignedUrl(path, 60);
  expect(signed.data).toBeNull();
  const publicRead = await fetch(bucket.getPublicUrl(path).data.publicUrl);
  expect(publicRead.ok).toBe(false);
  const ownUrl = await bucket.createSignedUploadUrl(`${requestId}/${crypto.randomUUID()}.jpg`);
  expect(ownUrl.data).toBeNull();
  const direct = await bucket.upload(`${requestId}/${crypto.randomUUID()}.jpg`, JPEG, {
    contentType: 'image/jpeg',
  });
  expect(direct.data).toBeNull();

  // A download token is not an upload token, and a token is for one name only.
  const serviceSigned = await server.service.storage.from('quote-photos').createSignedUrl(path, 60);
  const token = new URL(String(serviceSigned.data?.signedUrl)).searchParams.get('token') ?? '';
  const reused = await bucket.uploadToSignedUrl(path, token, JPEG);
  expect(reused.data).toBeNull();
  const other = await fetch(String(serviceSigned.data?.signedUrl).replace(path, `${requestId}/autre.jpg`));
  expect(other.status).toBe(400);
});

test('only images, checked on the content, at most 10 MB, with a French message', async () => {
  const { requestId } = await submitQuote();
  for (const bytes of [HTML, SVG]) {
    const refused = await uploadPhoto(requestId, bytes);
    expect(refused.data).toBeNull();
    expect(refused.error?.message).toBe(
      'Ce fichier n’est pas accepté : seules les images JPEG, PNG ou WebP le sont.',
    );
  }
  const png = await uploadPhoto(requestId, PNG, 'image/png');
  expect(png.error).toBeNull();

  const huge = new Uint8Array(10 * 1024 * 1024 + 1);
  huge.set([0xff, 0xd8, 0xff]);
  const tooLarge = await uploadPhoto(requestId, huge);
  expect(tooLarge.data).toBeNull();
  expect(tooLarge.error?.message).toBe('Le fichier dépasse la taille maximale autorisée (10\u00a0Mo).');

  const listed = await server.service.storage.from('quote-photos').list(requestId);
  expect(listed.data?.map((entry) => entry.metadata?.mimetype)).toEqual(['image/png']);
});

test('no upload URL for an unknown request; at most 8 photos per request, held by the database', async () => {
  const unknown = await uploadUrl(crypto.randomUUID());
  expect(unknown).toMatchObject({
    data: null,
    status: 404,
    message: expect.stringContaining('Demande de devis inconnue'),
  });
  const invalid = await uploadUrl('../../etc/passwd');
  expect(invalid.status).toBe(400);

  const { requestId } = await submitQuote(8);
  // Eight URLs asked at once (a race the function alone could not stop)…
  const urls = await Promise.all(Array.from({ length: 9 }, () => uploadUrl(requestId)));
  const results = await Promise.all(
    urls.map((url) =>
      url.data
        ? server.anon.storage
            .from('quote-photos')
            .uploadToSignedUrl(url.data.path, url.data.token, JPEG, { contentType: 'image/jpeg' })
        : Promise.resolve({ data: null, error: { message: String(url.message) } }),
    ),
  );
  expect(results.filter((result) => result.data).length).toBe(8);
  expect(results.find((result) => !result.data)?.error?.message).toBe(
    '8\u00a0photos au maximum par demande de devis.',
  );
  const ninth = await uploadUrl(requestId);
  expect(ninth).toMatchObject({ status: 409, message: '8\u00a0photos au maximum par demande de devis.' });
});

test('staff list, read and sign links to the photos; another signed-in user sees none; neither uploads nor removes', async () => {
  const { requestId } = await submitQuote(1);
  const { path } = await uploadPhoto(requestId);
  const now = Math.floor(Date.now() / 1000);
  // A signed-in user's access token, as the Auth subset issues it.
  const signedIn = async (sub: string) => ({
    token: await sign(
      { role: 'authenticated', aud: 'authenticated', sub, iat: now, exp: now + 600 },
      TEST_JWT_SECRET,
      'HS256',
    ),
  });
  const created = await server.service.auth.admin.createUser({
    email: `chef-${crypto.randomUUID()}@example.com`,
    password: 'un mot de passe assez long',
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const staffId = String(created.data.user?.id);
  expect(
    (await server.service.rpc('staff_member_add', { member_id: staffId, member_email: 'chef@example.com' }))
      .error,
  ).toBeNull();
  // Staff rights go with a live session (docs/adr-007-auth-subset.md): the member signs in.
  const staffSession = await supabaseClient(server.url, server.backend.anonKey).auth.signInWithPassword({
    email: String(created.data.user?.email),
    password: 'un mot de passe assez long',
  });
  expect(staffSession.error).toBeNull();
  const staff = { token: String(staffSession.data.session?.access_token) };
  const outsider = await signedIn(crypto.randomUUID());
  const call = (who: { token: string }, route: string, init: RequestInit = {}) =>
    fetch(`${server.url}/storage/v1/object/${route}`, {
      ...init,
      headers: {
        apikey: server.backend.anonKey,
        Authorization: `Bearer ${who.token}`,
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string>),
      },
    });

  const staffList = await call(staff, 'list/quote-photos', {
    method: 'POST',
    body: JSON.stringify({ prefix: requestId }),
  });
  expect(
    ((await staffList.json()) as { name: string }[]).map((entry) => `${requestId}/${entry.name}`),
  ).toEqual([path]);
  expect((await call(staff, `authenticated/quote-photos/${path}`)).status).toBe(200);
  expect(
    (await call(staff, `sign/quote-photos/${path}`, { method: 'POST', body: '{"expiresIn":60}' })).status,
  ).toBe(200);
  const staffRemove = await call(staff, 'quote-photos', {
    method: 'DELETE',
    body: JSON.stringify({ prefixes: [path] }),
  });
  expect(await staffRemove.json()).toEqual([]);
  const staffUpload = await call(staff, `quote-photos/${requestId}/${crypto.randomUUID()}.jpg`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg' },
    body: JPEG,
  });
  expect(staffUpload.status).toBe(403);

  const outsiderList = await call(outsider, 'list/quote-photos', {
    method: 'POST',
    body: JSON.stringify({ prefix: requestId }),
  });
  expect(await outsiderList.json()).toEqual([]);
  expect((await call(outsider, `authenticated/quote-photos/${path}`)).status).toBe(404);
  expect(
    (await call(outsider, `sign/quote-photos/${path}`, { method: 'POST', body: '{"expiresIn":60}' })).status,
  ).toBe(404);
});

test('path tricks in names are refused before anything is stored', async () => {
  const bucket = server.service.storage.from('quote-photos');
  for (const name of [
    '../escape.jpg',
    'a/../../b.jpg',
    'a//b.jpg',
    'a/./b.jpg',
    'a\\b.jpg',
    '%2e%2e/x.jpg',
  ]) {
    const { data, error } = await bucket.createSignedUploadUrl(name);
    expect({ name, data }).toEqual({ name, data: null });
    expect(error).not.toBeNull();
  }
  // The database takes only `<request id>/<photo id>.<ext>` in this bucket, even from the service role.
  const { requestId } = await submitQuote();
  const odd = await bucket.createSignedUploadUrl(`${requestId}/<img onerror=x>.jpg`);
  expect(odd.data).toBeNull();
});

test('the business e-mail waits for the announced photos and links each for 7 days; the sheet counts them', async () => {
  const { requestId, leadId } = await submitQuote(2);
  await server.backend.runWorkerOnce();
  const mailsFor = () =>
    readdirSync(mailDir)
      .map((file) => readFileSync(join(mailDir, file), 'utf8'))
      .filter((mail) => mail.includes(leadId) && mail.includes('Nouvelle demande'));
  expect(mailsFor()).toEqual([]); // two photos announced, none arrived yet
  expect(sheetRows.filter((row) => row.id === leadId)).toEqual([]);

  await uploadPhoto(requestId);
  await server.backend.runWorkerOnce();
  expect(mailsFor()).toEqual([]);
  await uploadPhoto(requestId);
  await server.backend.runWorkerOnce();
  const [mail] = mailsFor();
  const text = mail
    ?.replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  const links = [
    ...String(text).matchAll(/https?:\/\/\S+\/storage\/v1\/object\/sign\/quote-photos\/\S+/g),
  ].map((m) => m[0]);
  expect(links).toHaveLength(2);
  expect(sheetRows.filter((row) => row.id === leadId).map((row) => row.photos)).toEqual([2]);
  for (const link of links) {
    // Built on the configured public origin; fetched here from the test server.
    const { pathname, search } = new URL(link);
    const response = await fetch(`${server.url}${pathname}${search}`);
    expect(response.status).toBe(200);
    const token = new URL(link).searchParams.get('token') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  }
});

test('a thumbnail goes beside its stored photo only, in its own bucket: the 8 photos and the e-mail ignore it, the lead takes it along', async () => {
  const { requestId, leadId } = await submitQuote(8);
  const thumbs = server.anon.storage.from('quote-photo-thumbs');
  const thumbUrl = async (photoId: string) => {
    const { data, error } = await server.anon.functions.invoke('quote-photo-upload', {
      body: { requestId, photoId, type: 'image/jpeg', variant: 'thumb' },
    });
    const status = (error as { context?: Response } | null)?.context?.status ?? 200;
    return { data: data as { bucket: string; path: string; token: string } | null, status };
  };
  // No thumbnail before its photo: the function says so, the database refuses a direct upload.
  expect((await thumbUrl(crypto.randomUUID())).status).toBe(409);
  const orphan = await server.service.storage
    .from('quote-photo-thumbs')
    .upload(`${requestId}/${crypto.randomUUID()}.jpg`, JPEG, { contentType: 'image/jpeg' });
  expect(orphan.error?.message).toContain('envoyez d’abord la photo');

  const paths: string[] = [];
  for (let n = 0; n < 8; n++) {
    const { path } = await uploadPhoto(requestId);
    paths.push(path);
    const signed = await thumbUrl((path.split('/')[1] ?? '').replace('.jpg', ''));
    expect(signed.data).toMatchObject({ bucket: 'quote-photo-thumbs', path });
    const stored = await thumbs.uploadToSignedUrl(path, String(signed.data?.token), JPEG.slice(0, 500), {
      contentType: 'image/jpeg',
    });
    expect(stored.error).toBeNull();
  }
  // Anon reads none; staff's policy is tested with the photos'; a ninth photo is still refused.
  expect((await thumbs.list(requestId)).data ?? []).toEqual([]);
  expect((await server.service.storage.from('quote-photo-thumbs').list(requestId)).data).toHaveLength(8);
  expect((await uploadUrl(requestId)).status).toBe(409);

  const photos = await server.service.rpc('quote_photos', { lead_id: leadId });
  expect([...(photos.data?.[0]?.names ?? [])].sort()).toEqual([...paths].sort());
  await server.backend.runWorkerOnce();
  const mail = readdirSync(mailDir)
    .map((file) => readFileSync(join(mailDir, file), 'utf8'))
    .find((text) => text.includes(leadId) && text.includes('Nouvelle demande'));
  expect(mail).not.toContain('quote-photo-thumbs');

  await server.service.from('form_submissions').delete().eq('id', leadId);
  await server.backend.runWorkerOnce();
  expect((await server.service.storage.from('quote-photo-thumbs').list(requestId)).data).toEqual([]);
  expect((await server.service.storage.from('quote-photos').list(requestId)).data).toEqual([]);
});

test('deleting a lead queues the removal of its photos, which the worker carries out', async () => {
  const { requestId, leadId } = await submitQuote(1);
  const { path } = await uploadPhoto(requestId);
  const deleted = await server.service.from('form_submissions').delete().eq('id', leadId);
  expect(deleted.error).toBeNull();
  await server.backend.runWorkerOnce();
  const listed = await server.service.storage.from('quote-photos').list(requestId);
  expect(listed.data).toEqual([]);
  const gone = await server.service.storage.from('quote-photos').download(path);
  expect(gone.data).toBeNull();
});

test('a public bucket: anyone reads through getPublicUrl; remove and list for the service role', async () => {
  const storage = server.service.storage;
  const created = await storage.createBucket('test-public', {
    public: true,
    fileSizeLimit: 1024 * 1024,
    allowedMimeTypes: ['image/*'],
  });
  expect(created.error).toBeNull();
  const anonCreate = await server.anon.storage.createBucket('anon-bucket', { public: true });
  expect(anonCreate.data).toBeNull();

  const bucket = storage.from('test-public');
  const uploaded = await bucket.upload('galerie/parquet.png', PNG, { contentType: 'image/png' });
  expect(uploaded.error).toBeNull();
  const svg = await bucket.upload('galerie/logo.jpg', SVG, { contentType: 'image/jpeg' });
  expect(svg.error?.message).toContain('seules les images');

  const publicUrl = server.anon.storage.from('test-public').getPublicUrl('galerie/parquet.png')
    .data.publicUrl;
  const response = await fetch(publicUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

  expect((await bucket.list()).data?.map((entry) => [entry.name, entry.id === null])).toEqual([
    ['galerie', true],
  ]);
  expect((await bucket.list('galerie')).data?.map((entry) => entry.name)).toEqual(['parquet.png']);
  const removed = await bucket.remove(['galerie/parquet.png']);
  expect(removed.data?.map((entry) => entry.name)).toEqual(['galerie/parquet.png']);
  expect((await fetch(publicUrl)).ok).toBe(false);
});
