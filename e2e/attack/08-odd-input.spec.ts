import { expect, test } from '@playwright/test';
import { asVisitor, postJson, site, visitorKey } from './support';

// 8. Odd input answers a 4xx (or the not-found page), never a 500.

const deep = (key: string) => `{"${key}":${'['.repeat(5000)}1${']'.repeat(5000)}}`;

test.describe('8. Odd input', () => {
  for (const [path, key] of [
    ['/rest/v1/newsletter_subscribers', 'email'],
    ['/rest/v1/rpc/submit_quote', 'payload'],
    ['/functions/v1/outbox-worker', 'jobs'],
  ] as const) {
    test(`JSON nested 5 000 deep to ${path} is a 4xx`, async () => {
      const response = await postJson(path, deep(key));
      expect(response.status, 'status').toBeGreaterThanOrEqual(400);
      expect(response.status, 'status').toBeLessThan(500);
    });
  }

  test('select= with 2 000 columns is a 4xx', async () => {
    const select = Array.from({ length: 2000 }, () => 'slug').join(',');
    const response = await asVisitor(`/rest/v1/categories?select=${select}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    test(`/remotes/${name}/x.js is a 404`, async () => {
      expect((await fetch(`${site.url}/remotes/${name}/x.js`)).status, 'status').toBe(404);
    });
  }

  test('names of Object members are unknown functions, tables and rpcs (404)', async () => {
    const answers = await Promise.all([
      postJson('/functions/v1/constructor', {}),
      asVisitor('/rest/v1/__proto__'),
      asVisitor('/rest/v1/constructor'),
      postJson('/rest/v1/rpc/toString', {}),
    ]);
    expect(
      answers.map((response) => response.status),
      'statuses',
    ).toEqual([404, 404, 404, 404]);
  });

  test('malformed paths, encodings and headers never answer 500', async () => {
    const attempts: [string, RequestInit?][] = [
      ['/%'],
      ['/%E0%A4%A'],
      ['/blog/%00/'],
      ['/media/..%2f..%2fpackage.json'],
      ['/remotes/blog/..%2f..%2f..%2fpackage.json'],
      ['/rest/v1/articles?select=*&order=title.sideways'],
      ['/rest/v1/articles?select=(((('],
      ['/rest/v1/articles?id=eq.not-a-uuid'],
      ['/rest/v1/articles?select=slug', { headers: { Range: 'items=9-1' } }],
      ['/rest/v1/articles?select=slug', { headers: { Accept: 'application/vnd.pgrst.object+json' } }],
      ['/', { headers: { 'Accept-Encoding': 'br;q=abc, gzip;q=-1' } }],
    ];
    const statuses: Record<string, number> = {};
    const key = await visitorKey();
    for (const [path, init] of attempts) {
      const response = await fetch(`${site.url}${path}`, {
        ...init,
        headers: { apikey: key, ...(init?.headers as Record<string, string>) },
      });
      statuses[path] = response.status;
    }
    expect(
      Object.entries(statuses).filter(([, status]) => status >= 500),
      'answers of 500 or more',
    ).toEqual([]);
  });
});
