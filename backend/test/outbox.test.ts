// The outbox end to end: quote → jobs in the same transaction → worker → a real SMTP server
// and a real webhook receiver on loopback, with retries, give-up and no double delivery.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
}

const mails: ReceivedMail[] = [];
const sheetRows: Record<string, unknown>[] = [];
/** Statuses the webhook answers, in order; 200 once the list is empty. */
const webhookReplies: number[] = [];

let smtp: SMTPServer;
let webhook: Server;
let server: TestServer;
const functionEnv: Record<string, string | undefined> = {};

function listen(target: {
  listen: (port: number, host: string, done: () => void) => unknown;
}): Promise<void> {
  return new Promise((resolve) => target.listen(0, '127.0.0.1', resolve));
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await listen(smtp.server);
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const status = webhookReplies.shift() ?? 200;
      if (status < 300) sheetRows.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(status).end();
    });
  });
  await listen(webhook);
  Object.assign(functionEnv, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
    NOTIFY_TO: 'devis@parquet-alsace.example',
    SHEET_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sheet`,
    OUTBOX_BACKOFF_BASE_SECONDS: '0',
    OUTBOX_MAX_ATTEMPTS: '3',
  });
  server = await startTestServer({ functionEnv });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

beforeEach(async () => {
  while ((await server.backend.runWorkerOnce()) > 0); // nothing left over from another test
  mails.length = 0;
  sheetRows.length = 0;
  webhookReplies.length = 0;
});

async function submitQuote(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await server.anon.rpc('submit_quote', {
    payload: {
      requestId: randomUUID(),
      surface: 30,
      propertyType: 'appartement',
      hasElevator: false,
      finition: 'vernisIntensif',
      teinture: true,
      fullName: 'Luc Schmitt',
      phone: '+33 6 12 34 56 78',
      email: 'luc@example.com',
      postalCode: '67 000',
      message: 'Parquet du séjour',
      acceptTerms: true,
      ...overrides,
    },
  });
  expect(error).toBeNull();
  return data as string;
}

async function jobsOf(submissionId: string) {
  const keys = ['quote_email', 'quote_sheet', 'quote_copy'].map((kind) => `${kind}:${submissionId}`);
  const { data } = await server.service
    .from('outbox_jobs')
    .select('kind, status, attempts, last_error')
    .in('dedupe_key', keys)
    .order('kind');
  return data ?? [];
}

test('a quote is e-mailed to the business and posted to the spreadsheet, each once', async () => {
  const id = await submitQuote();
  expect(await server.backend.runWorkerOnce()).toBe(2);

  expect(mails).toHaveLength(1);
  expect(mails[0]?.to).toEqual(['devis@parquet-alsace.example']);
  expect(mails[0]?.raw).toContain('Reply-To: luc@example.com');
  expect(mails[0]?.raw).toContain(id);
  expect(sheetRows).toEqual([
    expect.objectContaining({
      fullName: 'Luc Schmitt',
      email: 'luc@example.com',
      postalCode: '67000',
      surface: 30,
      propertyType: 'appartement',
      hasElevator: 'Non',
      finition: 'vernisIntensif',
      teinture: 'Oui',
      totalPrice: 30 * (42 + 2 + 12) + 80,
      message: 'Parquet du séjour',
      timestamp: expect.any(String),
    }),
  ]);
  expect(await jobsOf(id)).toEqual([
    { kind: 'quote_email', status: 'done', attempts: 1, last_error: null },
    { kind: 'quote_sheet', status: 'done', attempts: 1, last_error: null },
  ]);

  expect(await server.backend.runWorkerOnce()).toBe(0);
  expect(mails).toHaveLength(1);
  expect(sheetRows).toHaveLength(1);
});

test('a failing first delivery is kept with its error, retried, then succeeds', async () => {
  webhookReplies.push(500);
  const id = await submitQuote();
  await server.backend.runWorkerOnce();
  expect(await jobsOf(id)).toContainEqual({
    kind: 'quote_sheet',
    status: 'pending',
    attempts: 1,
    last_error: 'Webhook du tableur : HTTP 500',
  });
  expect(sheetRows).toHaveLength(0);

  expect(await server.backend.runWorkerOnce()).toBe(1);
  expect(sheetRows).toHaveLength(1);
  expect(await jobsOf(id)).toContainEqual({
    kind: 'quote_sheet',
    status: 'done',
    attempts: 2,
    last_error: null,
  });
  expect(mails).toHaveLength(1);
});

test('a delivery that keeps failing is marked failed after OUTBOX_MAX_ATTEMPTS', async () => {
  webhookReplies.push(503, 503, 503, 503);
  const id = await submitQuote();
  for (let run = 0; run < 4; run++) await server.backend.runWorkerOnce();
  expect(await jobsOf(id)).toContainEqual({
    kind: 'quote_sheet',
    status: 'failed',
    attempts: 3,
    last_error: 'Webhook du tableur : HTTP 503',
  });
  expect(webhookReplies).toEqual([503]); // the fourth run did not try again
});

test('a quote sent twice with one request id is stored once, with two jobs only', async () => {
  const requestId = randomUUID();
  const first = await submitQuote({ requestId });
  const second = await submitQuote({ requestId, fullName: 'Luc Schmitt (renvoi)' });
  expect(second).toBe(first);
  const stored = await server.service
    .from('form_submissions')
    .select('id, full_name')
    .eq('request_id', requestId);
  expect(stored.data).toEqual([{ id: first, full_name: 'Luc Schmitt' }]);
  expect((await jobsOf(first)).map((job) => job.kind)).toEqual(['quote_email', 'quote_sheet']);
  await server.backend.runWorkerOnce();
  expect(mails).toHaveLength(1);
  expect(sheetRows).toHaveLength(1);
});

test('two workers running at once deliver each job once', async () => {
  await submitQuote();
  await submitQuote();
  const handled = await Promise.all([server.backend.runWorkerOnce(), server.backend.runWorkerOnce()]);
  expect(handled[0] + handled[1]).toBe(4);
  expect(mails).toHaveLength(2);
  expect(sheetRows).toHaveLength(2);
});

test('send-form-notification after submit_quote does not e-mail twice', async () => {
  const id = await submitQuote();
  await server.anon.functions.invoke('send-form-notification', { body: { id } });
  await server.backend.runWorkerOnce();
  expect(mails).toHaveLength(1);
});

test('a visitor who asked for a copy receives one', async () => {
  const id = await submitQuote({ sendCopy: true, email: 'copie@example.com' });
  await server.backend.runWorkerOnce();
  expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
    'copie@example.com',
    'devis@parquet-alsace.example',
  ]);
  expect((await jobsOf(id)).map((job) => job.status)).toEqual(['done', 'done', 'done']);
});

test('an article contact message is delivered from email_queue and marked sent', async () => {
  const subject = "Contact depuis l'article: Vitrifier ou huiler son parquet ?";
  const { error } = await server.anon.from('email_queue').insert({
    recipient: 'contact@parquet-alsace.example',
    reply_to: 'lectrice@example.com',
    subject,
    body: 'Nom : Lectrice\nMessage : Quelle finition pour une cuisine ?',
  });
  expect(error).toBeNull();
  await server.backend.runWorkerOnce();
  expect(mails).toHaveLength(1);
  expect(mails[0]?.to).toEqual(['contact@parquet-alsace.example']);
  const row = await server.service
    .from('email_queue')
    .select('status, attempts, sent_at')
    .eq('subject', subject)
    .single();
  expect(row.data).toMatchObject({ status: 'sent', attempts: 1, sent_at: expect.any(String) });
});

test('without SHEET_WEBHOOK_URL the spreadsheet job waits with its reason', async () => {
  const url = functionEnv.SHEET_WEBHOOK_URL;
  functionEnv.SHEET_WEBHOOK_URL = undefined;
  try {
    const id = await submitQuote();
    await server.backend.runWorkerOnce();
    expect(await jobsOf(id)).toContainEqual({
      kind: 'quote_sheet',
      status: 'pending',
      attempts: 0,
      last_error: 'SHEET_WEBHOOK_URL non configuré',
    });
  } finally {
    functionEnv.SHEET_WEBHOOK_URL = url;
  }
});

test('without SMTP_HOST, mail is written to MAIL_DIR as .eml files', async () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'parquet-mail-'));
  const host = functionEnv.SMTP_HOST;
  Object.assign(functionEnv, { SMTP_HOST: undefined, MAIL_DIR: mailDir });
  try {
    const id = await submitQuote();
    await server.backend.runWorkerOnce();
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(id);
    expect(readFileSync(join(mailDir, files[0] as string), 'utf8')).toContain(
      'To: devis@parquet-alsace.example',
    );
    expect(mails).toHaveLength(0);
  } finally {
    Object.assign(functionEnv, { SMTP_HOST: host, MAIL_DIR: undefined });
    rmSync(mailDir, { recursive: true, force: true });
  }
});
