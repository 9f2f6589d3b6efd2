import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import WebSocket from 'ws';

/** The server global setup started (server.ts). */
export const site = {
  get url(): string {
    const url = process.env.ATTACK_URL;
    if (!url) throw new Error('ATTACK_URL absent : lancez la suite par « npm run attack ».');
    return url;
  },
};

let anonKey: string | undefined;
/** The anon key every visitor gets in the page. */
export async function visitorKey(): Promise<string> {
  anonKey ??= ((await (await fetch(`${site.url}/site-config.json`)).json()) as { supabaseAnonKey: string })
    .supabaseAnonKey;
  return anonKey;
}

/**
 * The loopback address a case's visitor calls come from (127.0.2.<case number>): each case has
 * the server's per-client write budget to itself, as a visitor of its own would, so that the
 * writes of the cases before it never spend it.
 */
function caseClient(): string {
  const file = test.info().file.split('/').pop() ?? '';
  const number = Number(/^(\d+)-/.exec(file)?.[1] ?? '0');
  return `127.0.2.${Math.min(254, Math.max(1, number))}`;
}

/** A raw call as an anonymous visitor (any header or body can be sent), from the case's client. */
export async function asVisitor(path: string, init: RequestInit = {}): Promise<Response> {
  const key = await visitorKey();
  const headers: Record<string, string> = {
    apikey: key,
    Authorization: `Bearer ${key}`,
    ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    ...(init.headers as Record<string, string>),
  };
  const raw = init.body;
  const body = typeof raw === 'string' ? raw : raw instanceof Uint8Array ? Buffer.from(raw) : undefined;
  if (raw != null && body === undefined) throw new Error('asVisitor : corps ni texte ni octets');
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  const { hostname, port } = new URL(site.url);
  const response = await new Promise<Response>((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: init.method ?? 'GET', localAddress: caseClient(), headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, one);
          }
          const status = res.statusCode ?? 0;
          const empty = status === 204 || status === 304 || init.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  // The suite stays under the default write limit; a 429 would make a case meaningless.
  expect(response.status, 'limite d’écritures atteinte : la suite écrit trop').not.toBe(429);
  return response;
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  asVisitor(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

async function serviceKey(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    { role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 },
    process.env.ATTACK_JWT_SECRET ?? '',
    'HS256',
  );
}

/** The business's view (service role): what was stored, what was sent. */
export async function business(): Promise<SupabaseClient> {
  return createClient(site.url, await serviceKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** The first document by title, with its download count as stored now. */
export async function firstDocument(db: SupabaseClient): Promise<{ id: string; download_count: number }> {
  const { data } = await db.from('documents').select('id, download_count').order('title').limit(1);
  const document = data?.[0];
  expect(document).toBeTruthy();
  return document as { id: string; download_count: number };
}

/** A browser's supabase-js with the anon key, no session kept between runs. */
export async function visitorClient(url = site.url): Promise<SupabaseClient> {
  return createClient(url, await visitorKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A staff member as `npm run staff -- add` leaves one: an Auth user and a staff row; its id. */
export async function addStaffMember(email: string, password: string | null): Promise<string> {
  const service = await business();
  const created = await service.auth.admin.createUser({
    email,
    ...(password ? { password } : {}),
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const id = created.data.user?.id as string;
  expect((await service.rpc('staff_member_add', { member_id: id, member_email: email })).error).toBeNull();
  return id;
}

/** A new staff member, signed in with their password in a browser of their own. */
export async function staffSession(email: string, password: string): Promise<SupabaseClient> {
  await addStaffMember(email, password);
  const client = await visitorClient();
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

/**
 * The suite writes as one client (60 writes a minute). A case that needs a whole window of its
 * own spends what is left of the current one on a request that stores nothing, then waits the
 * time the server names.
 */
export async function startOnFreshWriteWindow(): Promise<void> {
  const key = await visitorKey();
  for (let probe = 0; probe <= 60; probe++) {
    const response = await fetch(`${site.url}/rest/v1/rpc/submit_quote`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    await response.body?.cancel();
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after') ?? '60');
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      return;
    }
  }
}

/** One run of the outbox worker, as the schedule would run it; the number of jobs it took. */
export async function runOutboxOnce(): Promise<number> {
  const key = await serviceKey();
  const response = await fetch(`${site.url}/functions/v1/outbox-worker`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { claimed: number }).claimed;
}

/**
 * Waits until the outbox has settled the e-mails of these quote requests (none left pending:
 * the server's own worker may be delivering them while a case asks), running it meanwhile.
 */
export async function settleQuoteJobs(quoteIds: string[]): Promise<void> {
  const db = await business();
  await expect
    .poll(
      async () => {
        await runOutboxOnce();
        const { data } = await db
          .from('outbox_jobs')
          .select('status, payload')
          .eq('status', 'pending')
          .in('kind', ['quote_email', 'quote_copy']);
        return (data ?? []).filter((job) => quoteIds.includes((job.payload as { id?: string }).id ?? ''))
          .length;
      },
      { message: 'quote jobs still pending', timeout: 30_000 },
    )
    .toBe(0);
}

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  reply_to?: string;
  reference: string;
  /** When the mail API received it (ms since the epoch). */
  at: number;
}

/** Every mail the outbox handed to the mail API, in the order it was sent. */
export function sentMails(): SentMail[] {
  let log = '';
  try {
    log = readFileSync(process.env.ATTACK_MAIL_LOG ?? '', 'utf8');
  } catch {
    return [];
  }
  return log
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as SentMail);
}

let requestCounter = 0;
/** A valid quote request; `overrides` replaces fields (the attacker's choices). */
export function quote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  requestCounter++;
  return {
    requestId: crypto.randomUUID(),
    surface: 30 + requestCounter,
    propertyType: 'maison',
    finition: 'poncageVitrification',
    teinture: false,
    fullName: 'Camille Martin',
    phone: '06 12 34 56 78',
    email: 'camille.martin@example.com',
    postalCode: '67000',
    city: 'Strasbourg',
    acceptTerms: true,
    source: 'wizard',
    ...overrides,
  };
}

/** What a raw request got back: status, headers and body as text. */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request sent exactly as written, with any header and from any loopback address (fetch
 * normalises the path, will not send Host and cannot choose the client's address).
 */
export function rawRequest(
  baseUrl: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: string | Uint8Array;
    localAddress?: string;
  },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const sent = body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method, localAddress, headers: { ...headers, ...sent } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET sent exactly as written, with any header: status, headers and body. */
export const rawGet = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(site.url, { path: target, headers });

/**
 * A visitor's POST from another loopback address (127.0.0.2…): another client as far as the
 * server's per-address write limit is concerned, as an attacker with several addresses would be.
 */
export async function postJsonFrom(localAddress: string, path: string, body: unknown): Promise<number> {
  return (await postJsonAnsweredFrom(localAddress, path, body)).status;
}

/** The same POST, with the answer's body: a case that needs what the server answered. */
export async function postJsonAnsweredFrom(
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const key = await visitorKey();
  const answer = await rawRequest(site.url, {
    method: 'POST',
    path,
    localAddress,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, text: answer.body };
}

/**
 * What the server printed while `act` ran. The suite's setup rewrites the log file every
 * 200 ms, so this waits for a copy made after `act` ended before reading it.
 */
export async function serverLogDuring(act: () => Promise<void>): Promise<string> {
  const file = process.env.ATTACK_SERVER_LOG ?? '';
  const before = readFileSync(file, 'utf8').length;
  await act();
  const ended = Date.now();
  await expect.poll(() => statSync(file).mtimeMs).toBeGreaterThan(ended + 250);
  return readFileSync(file, 'utf8').slice(before);
}
