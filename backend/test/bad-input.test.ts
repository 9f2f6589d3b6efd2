// Hostile or broken requests get a clear PostgREST-shaped 4xx, and the server keeps serving.
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

afterEach(async () => {
  const { data, error } = await server.anon.from('articles').select('id').eq('published', true);
  expect(error).toBeNull();
  expect(data).toHaveLength(3); // still serving, nothing dropped
});

async function expectError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
}

test('a 5 MB body is refused with 413', async () => {
  const huge = JSON.stringify({ email: `${'a'.repeat(5 * 1024 * 1024)}@example.com` });
  const response = await server.request('/rest/v1/newsletter_subscribers', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: huge,
  });
  await expectError(response, 413, 'PGRST413');
  const viaClient = await server.anon
    .from('reviews')
    .insert({ name: 'x', email: 'x@example.com', title: 'x', content: 'x'.repeat(5_000_000), rating: 5 });
  expect(viaClient.status).toBe(413);
});

test('invalid JSON is a 400 PGRST102', async () => {
  const response = await server.request('/rest/v1/newsletter_subscribers', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"email": ',
  });
  await expectError(response, 400, 'PGRST102');
});

test.each([
  [
    'a text rating',
    () =>
      server.anon.from('reviews').insert({
        name: 'A',
        email: 'a@example.com',
        title: 'T',
        content: 'Contenu assez long',
        rating: 'cinq',
      }),
    '22P02',
  ],
  [
    'a non-boolean filter value',
    () => server.anon.from('articles').select('id').eq('published', 'peut-être'),
    '22P02',
  ],
  [
    'a non-uuid document id',
    () => server.anon.rpc('increment_document_download_count', { document_id: 'abc' }),
    '22P02',
  ],
  [
    'a rating out of range',
    () =>
      server.anon
        .from('reviews')
        .insert({ name: 'A', email: 'a@example.com', title: 'T', content: 'Contenu assez long', rating: 9 }),
    '23514',
  ],
  [
    'a review too short',
    () =>
      server.anon
        .from('reviews')
        .insert({ name: 'A', email: 'a@example.com', title: 'T', content: 'court', rating: 3 }),
    '23514',
  ],
  ['a text surface', () => server.anon.rpc('submit_quote', { payload: { surface: 'grand' } }), '23514'],
  ['a payload that is not an object', () => server.anon.rpc('submit_quote', { payload: [1, 2] }), '22023'],
])('wrong types: %s → 400 %s', async (_label, call, code) => {
  const { error, status } = await call();
  expect(status).toBe(400);
  expect(error?.code).toBe(code);
});

test.each(["x' or '1'='1", "'; drop table articles; --", 'poncer-un-parquet-ancien" or 1=1 --'])(
  'SQL in a filter value is only a value: %s',
  async (value) => {
    const eq = await server.anon.from('articles').select('id').eq('slug', value);
    expect(eq.error).toBeNull();
    expect(eq.data).toEqual([]);
    const ilike = await server.anon.from('articles').select('id').ilike('title', `%${value}%`);
    expect(ilike.error).toBeNull();
    expect(ilike.data).toEqual([]);
    const inList = await server.anon.from('articles').select('id').in('slug', [value, 'x']);
    expect(inList.data).toEqual([]);
  },
);

test.each([
  ['/rest/v1/articles?select=title;drop table articles', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&order=title;drop table articles', 400, 'PGRST100'],
  ['/rest/v1/articles?select=pg_sleep(10)', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id,pg_roles(*)', 400, 'PGRST200'],
  ['/rest/v1/articles?select=id,reviews(*)', 400, 'PGRST200'],
  ['/rest/v1/articles?select=mot_de_passe', 400, '42703'],
  ['/rest/v1/articles?select=id&secret=eq.1', 400, '42703'],
  ['/rest/v1/articles?select=id&order=secret.desc', 400, '42703'],
  ['/rest/v1/utilisateurs?select=*', 404, 'PGRST205'],
  ['/rest/v1/pg_roles?select=*', 404, 'PGRST205'],
  ['/rest/v1/articles?select=id&slug=like', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&slug=regex.x', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&limit=-1', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&or=(title.ilike.*x*', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&or=title.eq.x', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&or=(title.nope.x)', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&or=()', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&or=(title)', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&or=(and(title.eq.x,content.eq.y)', 400, 'PGRST100'],
  ['/rest/v1/articles?select=id&slug=in.x,y', 400, 'PGRST100'],
  ['/rest/v1/nulle/part', 404, 'PGRST125'],
])('GET %s → %i %s', async (path, status, code) => {
  await expectError(await server.request(path), status, code);
});

test('an unknown column in an insert is a 400 PGRST204', async () => {
  const { error, status } = await server.anon
    .from('newsletter_subscribers')
    .insert({ email: 'a@example.com', admin: true });
  expect(status).toBe(400);
  expect(error?.code).toBe('PGRST204');
});

test('an unknown function is a 404 PGRST202', async () => {
  const { error, status } = await server.anon.rpc('drop_everything', {});
  expect(status).toBe(404);
  expect(error?.code).toBe('PGRST202');
});

test('an unknown edge function is a 404', async () => {
  expect((await server.request('/functions/v1/inconnue', { method: 'POST' })).status).toBe(404);
});

test('a browser preflight is answered with the headers supabase-js sends', async () => {
  const response = await fetch(`${server.url}/rest/v1/articles`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://devis.parquet-alsace.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers':
        'apikey, authorization, content-type, prefer, x-client-info, content-profile',
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const allowed = response.headers.get('access-control-allow-headers') ?? '';
  for (const header of [
    'apikey',
    'authorization',
    'content-type',
    'prefer',
    'x-client-info',
    'content-profile',
  ]) {
    expect(allowed).toContain(header);
  }
});

describe('write rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '3';
    try {
      limited = await startTestServer();
    } finally {
      delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
    }
  });
  afterAll(() => limited.close());

  test('the fourth write within a minute from one address is a 429 with Retry-After; reads go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { status } = await limited.anon
        .from('newsletter_subscribers')
        .insert({ email: `abonne${i}@example.com` });
      statuses.push(status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const response = await limited.request('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      body: '{"email":"x@example.com"}',
    });
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.anon.from('articles').select('id')).status).toBe(200);
    const service = await limited.service
      .from('newsletter_subscribers')
      .insert({ email: 'admin@example.com' });
    expect(service.status).toBe(201); // back office is not throttled
  });
});
