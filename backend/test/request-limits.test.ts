// What one anonymous request may ask of the REST layer: too much is a 400 in PostgREST's shape
// before any SQL runs, and the server keeps answering everybody else.
import { nestedSelect } from './helpers/nested-select.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const DOCUMENT = '40000000-0000-4000-8000-000000000003';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

afterEach(async () => {
  const { data, error } = await server.anon.from('categories').select('slug');
  expect(error).toBeNull();
  expect(data?.length).toBeGreaterThan(0); // still serving
});

async function expectLimit(response: Response, words: RegExp): Promise<void> {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: 'PGRST100' });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(String(body.message)).toMatch(words);
}

test("the site's own embed (one level) is served", async () => {
  const { data, error } = await server.anon
    .from('articles')
    .select('slug,category:categories(name,slug)')
    .eq('published', true);
  expect(error).toBeNull();
  expect(data?.[0]).toHaveProperty('category.slug');
});

test.each([3, 6, 13])('embeds nested %i deep are refused at once', async (depth) => {
  const response = await server.request(`/rest/v1/categories?select=${nestedSelect(depth)}`);
  await expectLimit(response, depth > 4 ? /nests brackets too deeply/ : /nests embeds 3 deep/);
});

test('two levels deep, the rows each level may bring must multiply to at most REST_MAX_EMBED_ROWS', async () => {
  // 1000 categories × 1000 articles each × one category each: refused before any SQL.
  const unbounded = await server.request('/rest/v1/categories?select=slug,articles(slug,categories(slug))');
  await expectLimit(unbounded, /two levels deep may return 1000000 rows/);
  // 5 × 10 × 1: served.
  const { data, error } = await server.anon
    .from('categories')
    .select('slug,articles(slug,categories(slug))')
    .order('slug')
    .limit(5)
    .limit(10, { referencedTable: 'articles' });
  expect(error).toBeNull();
  expect(data?.[0]?.articles[0]).toHaveProperty('categories.slug', data?.[0]?.slug);
});

test('more embeds than allowed in one request are refused', async () => {
  const select = ['slug', ...Array.from({ length: 4 }, (_, i) => `a${i}:articles(slug)`)].join(',');
  await expectLimit(await server.request(`/rest/v1/categories?select=${select}`), /4 embeds/);
});

test('2 000 selected columns are a 400, not a database error', async () => {
  const select = Array.from({ length: 2000 }, () => 'slug').join(',');
  await expectLimit(await server.request(`/rest/v1/categories?select=${select}`), /too many columns/);
});

test('a star counts as every column of its table', async () => {
  const select = Array.from({ length: 5 }, () => '*').join(',');
  await expectLimit(await server.request(`/rest/v1/articles?select=${select}`), /too many columns/);
});

test('a URL longer than allowed is refused', async () => {
  const ids = Array.from({ length: 400 }, (_, i) => `50000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const response = await server.request(`/rest/v1/review_responses?review_id=in.(${ids.join(',')})`);
  await expectLimit(response, /URL of \d+ characters is too long/);
});

test.each([
  [
    'too many conditions',
    `or=(${Array.from({ length: 41 }, (_, i) => `slug.eq.s${i}`).join(',')})`,
    /41 filter conditions/,
  ],
  [
    'a long in list',
    `slug=in.(${Array.from({ length: 301 }, (_, i) => `s${i}`).join(',')})`,
    /in list of 301 values/,
  ],
  ['a long filter value', `slug=eq.${'x'.repeat(1001)}`, /too long/],
  ['deeply nested logic', 'or=(and(or(and(or(slug.eq.a)))))', /nests brackets too deeply/],
  ['many order terms', `order=${Array.from({ length: 9 }, () => 'slug').join(',')}`, /order has 9 terms/],
])('%s is refused', async (_label, search, words) => {
  await expectLimit(await server.request(`/rest/v1/categories?${search}`), words);
});

describe('with REST_MAX_ROWS=1', () => {
  let small: TestServer;
  beforeAll(async () => {
    process.env.REST_MAX_ROWS = '1';
    try {
      small = await startTestServer();
    } finally {
      delete process.env.REST_MAX_ROWS;
    }
  });
  afterAll(() => small.close());

  test('a response has at most that many rows, whatever the limit asked', async () => {
    for (const search of ['select=title', 'select=title&limit=100000']) {
      const response = await small.request(`/rest/v1/documents?${search}`, {
        headers: { Prefer: 'count=exact' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(1);
      // The total still says what exists, as PostgREST's db-max-rows does.
      expect(response.headers.get('content-range')).toBe('0-0/3');
    }
  });

  test('so has each embedded list', async () => {
    // "renovation" has two published articles.
    const { data, error } = await small.anon
      .from('categories')
      .select('slug,articles(slug)')
      .eq('slug', 'renovation');
    expect(error).toBeNull();
    expect(data?.[0]?.articles).toHaveLength(1);
  });
});

test.each([
  ['a REST insert', '/rest/v1/newsletter_subscribers', 'email'],
  ['an rpc argument', '/rest/v1/rpc/submit_quote', 'payload'],
  ['an edge function body', '/functions/v1/outbox-worker', 'anything'],
])('JSON nested 5 000 deep in %s is a 400, not a 500', async (_label, path, key) => {
  const deep = `{"${key}":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
  const response = await server.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: deep,
  });
  await expectLimit(response, /nests arrays or objects too deeply/);
});

test.each(['constructor', '__proto__', 'toString'])(
  '/functions/v1/%s is an unknown function (404)',
  async (name) => {
    const response = await server.request(`/functions/v1/${name}`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  },
);

test('a client-sent address header never reaches the database as the visitor', async () => {
  const before = await server.service.from('documents').select('download_count').eq('id', DOCUMENT).single();
  for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
    const response = await server.request('/rest/v1/rpc/increment_document_download_count', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forged, 'CF-Connecting-IP': forged },
      body: JSON.stringify({ document_id: DOCUMENT }),
    });
    expect(response.status).toBe(204);
  }
  const after = await server.service.from('documents').select('download_count').eq('id', DOCUMENT).single();
  expect(after.data?.download_count).toBe((before.data?.download_count ?? 0) + 1);
});

test("a visitor's insert of many rows is refused before the database adds any", async () => {
  // 25 000 addresses (under the 1 MiB body limit): inserted then rolled back by the database's
  // one-row rule, they held PGlite for seconds and ended in "out of shared memory" (a 5xx).
  const rows = Array.from({ length: 25_000 }, (_, i) => ({ email: `lot-${i}@example.com` }));
  const response = await server.request('/rest/v1/newsletter_subscribers', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rows),
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: '23514' });
  expect(String(body.message)).toContain('visitor_one_row_per_request');
  const { count } = await server.service
    .from('newsletter_subscribers')
    .select('*', { count: 'exact', head: true })
    .like('email', 'lot-%');
  expect(count).toBe(0);
});

test('the business (service role) still inserts several rows at once through the server', async () => {
  const { error } = await server.service
    .from('newsletter_subscribers')
    .insert([{ email: 'import-1@example.com' }, { email: 'import-2@example.com' }]);
  expect(error).toBeNull();
  const { count } = await server.service
    .from('newsletter_subscribers')
    .select('*', { count: 'exact', head: true })
    .like('email', 'import-%');
  expect(count).toBe(2);
});
