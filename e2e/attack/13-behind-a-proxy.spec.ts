import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import WebSocket from 'ws';
import { type StartedServer, startBehindProxy } from './server';
import { firstDocument, quote, rawRequest } from './support';

// 13. One client is one client behind a reverse proxy (TRUST_PROXY) and on IPv6: a server
// deployed behind a proxy on 127.0.0.1 (TRUST_PROXY=127.0.0.1) counts writes and downloads
// per forwarded client, an IPv6 client by its /64, and believes no other peer's header.
// The same server has a short ADMIN_SECRET, which must not enable /__admin/revalidate.

const JWT_SECRET = 'un-secret-de-test-assez-long-pour-hs256-0123456789';
const SHORT_ADMIN_SECRET = 'court-2026';
let server: StartedServer;
let anonKey = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ({ server, anonKey } = await startBehindProxy({
    JWT_SECRET,
    ADMIN_SECRET: SHORT_ADMIN_SECRET,
  }));
});

test.afterAll(async () => {
  await server?.stop();
});

/** A POST through "the proxy" (127.0.0.1) or from another peer, with the X-Forwarded-For given. */
async function post(path: string, body: unknown, forwardedFor: string, from = '127.0.0.1'): Promise<number> {
  const answer = await rawRequest(server.url, {
    method: 'POST',
    path,
    localAddress: from,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify(body),
  });
  return answer.status;
}

/** 61 cheap writes (an empty row for an unknown table: counted, then 400), each from `client(i)`. */
async function writes(client: (i: number) => string, from?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) statuses.push(await post('/rest/v1/table_absente', {}, client(i), from));
  return statuses;
}

test.describe('13. Write limit and downloads behind a proxy', () => {
  test('another client’s 61 writes through the proxy do not get a visitor’s quote a 429', async () => {
    const statuses = await writes(() => '198.51.100.7, 203.0.113.10');
    expect(statuses.at(-1), 'the 61st write of one client').toBe(429);
    const status = await post('/rest/v1/rpc/submit_quote', { payload: quote() }, '203.0.113.11');
    expect(status, 'status of another visitor’s quote').toBe(200);
  });

  test('a peer that is not the proxy is itself, whatever X-Forwarded-For it sends', async () => {
    const statuses = await writes((i) => `203.0.113.${100 + i}`, '127.0.0.2');
    expect(statuses.at(-1), 'the 61st write of 127.0.0.2 with a new forged address each time').toBe(429);
  });

  test('downloads through the proxy count once per forwarded visitor', async () => {
    const db = createClient(server.url, await serviceKey(), {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const document = await firstDocument(db);
    const path = '/rest/v1/rpc/increment_document_download_count';
    for (const visitor of ['203.0.113.20', '203.0.113.21', '203.0.113.20']) {
      expect(await post(path, { document_id: document.id }, visitor)).toBe(204);
    }
    const { data } = await db.from('documents').select('download_count').eq('id', document.id).single();
    expect(data?.download_count, 'two visitors, one of them twice').toBe(document.download_count + 2);
  });
});

test.describe('13. IPv6 clients', () => {
  test('61 addresses of one /64 are one client; another /64 still writes', async () => {
    const statuses = await writes((i) => `2001:db8:6:64::${(i + 1).toString(16)}`);
    expect(statuses.filter((status) => status === 429).length, '429s among 61 writes of one /64').toBe(1);
    const other = await post('/rest/v1/table_absente', {}, '2001:db8:6:65::1');
    expect(other, 'a write from the next /64').not.toBe(429);
  });
});

test.describe('20. Admin revalidate with a short secret', () => {
  test('a secret of 10 characters does not enable /__admin/revalidate', async () => {
    const response = await fetch(`${server.url}/__admin/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SHORT_ADMIN_SECRET}` },
    });
    expect(response.status, 'status with the configured (short) secret').toBe(404);
    expect(server.output(), 'the server says why').toMatch(/ADMIN_SECRET/);
  });
});

async function serviceKey(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign({ role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 }, JWT_SECRET, 'HS256');
}
