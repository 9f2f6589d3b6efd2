// A malformed body on each Storage endpoint that reads one: refused with hosted Storage's shape
// ({ statusCode, error, message }), status 400 and the same message as before the body was read
// through its schema (src/storage/storage-bodies.ts); nothing is created, signed or removed.
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function asService(method: string, path: string, body: string) {
  const key = server.backend.serviceRoleKey;
  return fetch(`${server.url}/storage/v1${path}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body,
  });
}

const SIZE = 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B';
const EXPIRES_IN = 'expiresIn doit être un nombre entier de secondes.';

test.each<[string, string, Record<string, unknown>, string]>([
  ['POST', '/bucket', { id: 'essai-taille', file_size_limit: '20 parsecs' }, SIZE],
  [
    'POST',
    '/bucket',
    { id: 'essai-types', allowed_mime_types: 'image/jpeg' },
    'allowed_mime_types : un tableau de types est attendu.',
  ],
  ['PUT', '/bucket/gallery', { public: 'oui' }, 'public : true ou false est attendu.'],
  ['PUT', '/bucket/gallery', { file_size_limit: 0 }, SIZE],
  [
    'PUT',
    '/bucket/gallery',
    { allowed_mime_types: [1, 2] },
    'allowed_mime_types : un tableau de types est attendu.',
  ],
  ['PUT', '/bucket/gallery', {}, 'public, file_size_limit ou allowed_mime_types attendu.'],
  ['POST', '/object/sign/gallery/photo-960.jpg', { expiresIn: 'une heure' }, EXPIRES_IN],
  ['POST', '/object/sign/gallery/photo-960.jpg', { expiresIn: 1.5 }, EXPIRES_IN],
  [
    'POST',
    '/object/sign/gallery',
    { expiresIn: 60, paths: 'photo-960.jpg' },
    'paths : de 1 à 1000 noms de fichiers attendus.',
  ],
  [
    'POST',
    '/object/sign/gallery',
    { expiresIn: 60, paths: [] },
    'paths : de 1 à 1000 noms de fichiers attendus.',
  ],
  ['POST', '/object/sign/gallery', { expiresIn: 0, paths: ['a.jpg'] }, EXPIRES_IN],
  [
    'DELETE',
    '/object/gallery',
    { prefixes: 'photo-960.jpg' },
    'prefixes : de 1 à 1000 noms de fichiers attendus.',
  ],
  ['DELETE', '/object/gallery', { prefixes: [] }, 'prefixes : de 1 à 1000 noms de fichiers attendus.'],
])('%s %s with %j: 400 InvalidRequest', async (method, path, body, message) => {
  const response = await asService(method, path, JSON.stringify(body));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ statusCode: '400', error: 'InvalidRequest', message });
});

test.each([
  ['POST', '/bucket'],
  ['PUT', '/bucket/gallery'],
  ['POST', '/object/sign/gallery/photo-960.jpg'],
  ['POST', '/object/sign/gallery'],
  ['POST', '/object/list/gallery'],
  ['POST', '/object/list-v2/gallery'],
  ['POST', '/object/move'],
  ['POST', '/object/copy'],
  ['DELETE', '/object/gallery'],
])('%s %s: a body that is not a JSON object is refused (400)', async (method, path) => {
  for (const body of ['{"prefix":', '[1, 2]']) {
    const response = await asService(method, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'Corps JSON invalide.',
    });
  }
});

test('a listing with fields of the wrong type reads them as absent (hosted Storage’s leniency)', async () => {
  for (const path of ['/object/list/gallery', '/object/list-v2/gallery']) {
    const response = await asService(
      'POST',
      path,
      JSON.stringify({ prefix: 7, search: false, sortBy: 'name', limit: 'dix', with_delimiter: 'oui' }),
    );
    expect(response.status).toBe(200);
  }
});
