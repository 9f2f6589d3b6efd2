// The outbox end to end: quote → jobs in the same transaction → worker → a real SMTP server
// and a real webhook receiver on loopback, with retries, give-up and no double delivery.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CaughtMail, type MailCatcher, readable, startMailCatcher } from './helpers/mail-catcher.ts';
import { advanceLeadClock } from './helpers/outbox-clock.ts';
import { flatQuote } from './helpers/quotes.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let catcher: MailCatcher;
let mails: CaughtMail[];
const sheetRows: Record<string, unknown>[] = [];
/** Statuses the webhook answers, in order; then `webhook.status` (200 by default). */
const webhookReplies: number[] = [];
const hook = { status: 200, delayMs: 0, hold: null as Promise<void> | null };
const webhookHeaders: Record<string, string | string[] | undefined>[] = [];

let webhook: Server;
let server: TestServer;
const functionEnv: Record<string, string | undefined> = {};

function listen(target: {
  listen: (port: number, host: string, done: () => void) => unknown;
}): Promise<void> {
  return new Promise((resolve) => target.listen(0, '127.0.0.1', resolve));
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  mails = catcher.mails;
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', async () => {
      webhookHeaders.push(req.headers);
      if (hook.hold) await hook.hold;
      if (hook.delayMs) await new Promise((resolve) => setTimeout(resolve, hook.delayMs));
      const status = webhookReplies.shift() ?? hook.status;
      if (status < 300) sheetRows.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(status).end();
    });
  });
  await listen(webhook);
  Object.assign(functionEnv, {
    ...catcher.env,
    NOTIFY_TO: 'devis@parquet-alsace.example',
    SHEET_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sheet`,
    OUTBOX_BACKOFF_BASE_SECONDS: '0',
    PUBLIC_URL: 'https://devis.parquet-alsace.example',
  });
  server = await startTestServer({ functionEnv });
});

afterAll(async () => {
  await server.close();
  await catcher.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

beforeEach(async () => {
  while ((await server.backend.runWorkerOnce()) > 0); // nothing left over from another test
  mails.length = 0;
  sheetRows.length = 0;
  webhookReplies.length = 0;
  webhookHeaders.length = 0;
  Object.assign(hook, { status: 200, delayMs: 0, hold: null });
});

async function submitQuote(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await server.anon.rpc('submit_quote', { payload: flatQuote(overrides) });
  expect(error).toBeNull();
  return data as string;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
      // Marked as text for the spreadsheet (a leading apostrophe): never a number there.
      postalCode: "'67000",
      phone: "'+33612345678",
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

test('the business’s e-mail opens the lead’s page in the back office, at the configured origin', async () => {
  const id = await submitQuote();
  await server.backend.runWorkerOnce();
  const mail = mails.find((message) => message.to.includes('devis@parquet-alsace.example'));
  expect(readable(mail?.raw ?? '')).toContain(
    `Ouvrir la demande : https://devis.parquet-alsace.example/admin/leads/${id}/`,
  );
});

test('a refused review’s author is e-mailed the reason', async () => {
  const review = '50000000-0000-4000-8000-000000000003';
  const { error } = await server.service
    .from('reviews')
    .update({ status: 'rejected', rejection_reason: 'Avis sans rapport avec nos travaux.' })
    .eq('id', review);
  expect(error).toBeNull();
  expect(await server.backend.runWorkerOnce()).toBe(1);
  expect(mails.map((message) => message.to)).toEqual([['secret@example.com']]);
  expect(readable(mails[0]?.raw ?? '')).toContain('Avis sans rapport avec nos travaux.');
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

test('a delivery that keeps failing is retried until its retry window is over, then failed', async () => {
  hook.status = 503;
  const id = await submitQuote();
  await server.backend.runWorkerOnce();
  expect(await jobsOf(id)).toContainEqual(
    expect.objectContaining({ kind: 'quote_sheet', status: 'pending' }),
  );

  await advanceLeadClock(server.service, id, 8 * 24 * 3600); // past the seven days of retries
  await server.backend.runWorkerOnce();
  expect(await jobsOf(id)).toContainEqual(
    expect.objectContaining({
      kind: 'quote_sheet',
      status: 'failed',
      last_error: 'Webhook du tableur : HTTP 503',
    }),
  );
  const calls = webhookHeaders.length;
  await server.backend.runWorkerOnce();
  expect(webhookHeaders).toHaveLength(calls); // a failed job is not tried again…

  hook.status = 200;
  const retried = await server.service.rpc('retry_failed_outbox_jobs');
  expect(retried.data).toBe(1); // …until the business asks for it, once the cause is fixed
  await server.backend.runWorkerOnce();
  expect(await jobsOf(id)).toContainEqual(expect.objectContaining({ kind: 'quote_sheet', status: 'done' }));
  expect(sheetRows).toHaveLength(1);
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

test('a visitor who asked for a copy receives one', async () => {
  const id = await submitQuote({ sendCopy: true, email: 'copie@example.com' });
  await server.backend.runWorkerOnce();
  expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
    'copie@example.com',
    'devis@parquet-alsace.example',
  ]);
  expect((await jobsOf(id)).map((job) => job.status)).toEqual(['done', 'done', 'done']);
});

test('e-mails follow the company details of the run: the copy’s signature, the sender, the mailbox', async () => {
  const { data: before } = await server.service
    .from('company_details')
    .select('phone, email, siret')
    .single();
  await server.service
    .from('company_details')
    .update({ phone: '03 89 00 11 22', email: 'bureau@parquet-alsace.fr', siret: '123 456 789 00012' })
    .eq('id', 'entreprise');
  try {
    await withEnv({ NOTIFY_TO: undefined, SMTP_FROM: undefined }, async () => {
      await submitQuote({ sendCopy: true, email: 'copie@example.com' });
      await server.backend.runWorkerOnce();
    });
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['bureau@parquet-alsace.fr', 'copie@example.com']);
    const copy = readable(mails.find((mail) => mail.to[0] === 'copie@example.com')?.raw ?? '');
    expect(copy).toContain('Parquet Alsace Rénovation – 03 89 00 11 22');
    expect(copy).toContain('SIRET 123 456 789 00012');
    expect(copy).not.toContain('03 53 01 24 68');
    expect(copy).toMatch(/^From: .*<bureau@parquet-alsace\.fr>$/m);
    expect(copy).toContain('Reply-To: bureau@parquet-alsace.fr');
  } finally {
    await server.service
      .from('company_details')
      .update(before ?? {})
      .eq('id', 'entreprise');
  }
});

test('an article contact message is delivered from email_queue and marked sent', async () => {
  const subject = "Message d'un lecteur : « Vitrifier ou huiler son parquet ? »";
  const { error } = await server.anon.from('email_queue').insert({
    recipient: 'contact@parquet-alsace.example',
    reply_to: 'lectrice@example.com',
    sender_name: 'Lectrice',
    message: 'Quelle finition pour une cuisine ?',
    article_slug: 'vitrifier-ou-huiler',
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

async function withEnv<T>(vars: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, functionEnv[key]]));
  Object.assign(functionEnv, vars);
  try {
    return await work();
  } finally {
    Object.assign(functionEnv, saved);
  }
}

function queueContactMessage(n: number) {
  return server.anon.from('email_queue').insert({
    recipient: 'contact@parquet-alsace.example',
    reply_to: `lecteur${n}@example.com`,
    sender_name: `Lecteur ${n}`,
    message: `Message numéro ${n}`,
    article_slug: 'poncer-un-parquet-ancien',
  });
}

test('a quote e-mail is delivered before a flood of earlier contact messages', async () => {
  for (let n = 0; n < 12; n++) expect((await queueContactMessage(n)).error).toBeNull();
  const id = await submitQuote({ sendCopy: true, email: 'copie@example.com' });
  await withEnv({ OUTBOX_EMAIL_CONCURRENCY: '1', OUTBOX_BATCH_SIZE: '1' }, () =>
    server.backend.runWorkerOnce(),
  );
  expect(mails).toHaveLength(14);
  expect(mails[0]?.raw).toContain(id); // the business's notification first…
  expect(mails[1]?.to).toEqual(['copie@example.com']); // …then the visitor's copy, then messages
});

test('e-mails do not wait for a webhook that hangs', async () => {
  let release = () => {};
  hook.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ids = [await submitQuote(), await submitQuote(), await submitQuote()];
  const run = withEnv({ OUTBOX_SHEET_CONCURRENCY: '1' }, () => server.backend.runWorkerOnce());
  await waitFor(async () => mails.length === 3);
  expect(sheetRows).toHaveLength(0); // the sheet is still on its first row
  release();
  await run;
  expect(sheetRows.map((row) => row.id).sort()).toEqual([...ids].sort());
});

test('a webhook slower than SHEET_WEBHOOK_TIMEOUT_MS is retried, each failure logged with job and channel', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  hook.delayMs = 400;
  try {
    const id = await submitQuote();
    await withEnv({ SHEET_WEBHOOK_TIMEOUT_MS: '100' }, () => server.backend.runWorkerOnce());
    expect(await jobsOf(id)).toContainEqual(
      expect.objectContaining({
        kind: 'quote_sheet',
        status: 'pending',
        last_error: 'Webhook du tableur : pas de réponse en 100 ms',
      }),
    );
    const line = logged.mock.calls
      .map((call) => String(call[0]))
      .find((text) => text.includes('quote_sheet'));
    expect(line).toMatch(/^\[outbox\] échec de livraison \{"job":\d+,"kind":"quote_sheet","channel":"sheet"/);
    // The receiver got the row although we gave up: the repeat carries the same id and key.
    await waitFor(async () => sheetRows.length === 1);
    await server.backend.runWorkerOnce();
    expect(sheetRows.map((row) => row.id)).toEqual([id, id]);
    expect(webhookHeaders.map((headers) => headers['idempotency-key'])).toEqual([
      `quote_sheet:${id}`,
      `quote_sheet:${id}`,
    ]);
  } finally {
    logged.mockRestore();
  }
});

test('a quote whose e-mail is overdue raises one alert on the sheet and is listed as undelivered', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const id = await submitQuote({ fullName: 'Alice Urgent', phone: '+33 6 98 76 54 32' });
    await withEnv({ SMTP_PORT: '1', OUTBOX_ALERT_AFTER_MINUTES: '0' }, async () => {
      await server.backend.runWorkerOnce(); // e-mail fails, the sheet row goes out, an alert is due
      await server.backend.runWorkerOnce(); // the alert goes out on the sheet
      await server.backend.runWorkerOnce(); // not a second one
    });
    const alerts = sheetRows.filter((row) => row.leadId === id);
    expect(alerts).toEqual([
      expect.objectContaining({
        id: `alerte:${id}`,
        leadId: id,
        fullName: 'Alice Urgent',
        phone: "'+33698765432",
        alert: expect.stringContaining("n'est pas parti"),
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      }),
    ]);
    const { data } = await server.service.rpc('undelivered_leads');
    expect(data).toContainEqual(
      expect.objectContaining({
        lead_id: id,
        full_name: 'Alice Urgent',
        email_status: 'pending',
        email_error: expect.stringMatching(/ECONNREFUSED|connect/i),
        sheet_status: 'done',
        alert_status: 'done',
      }),
    );
    await server.backend.runWorkerOnce(); // SMTP is back: the e-mail goes out
    const after = await server.service.rpc('undelivered_leads');
    expect((after.data as { lead_id: string }[]).map((row) => row.lead_id)).not.toContain(id);
  } finally {
    jest.restoreAllMocks();
  }
});

test('with MAIL_API_KEY, mail goes to the HTTP mail API with an idempotency key', async () => {
  const id = await submitQuote();
  await withEnv(
    {
      MAIL_API_KEY: 're_test_key',
      MAIL_API_URL: functionEnv.SHEET_WEBHOOK_URL?.replace('/sheet', '/emails'),
      SHEET_WEBHOOK_URL: undefined,
    },
    () => server.backend.runWorkerOnce(),
  );
  expect(mails).toHaveLength(0);
  expect(sheetRows).toEqual([
    expect.objectContaining({ to: ['devis@parquet-alsace.example'], reply_to: 'luc@example.com' }),
  ]);
  expect(webhookHeaders[0]).toMatchObject({
    authorization: 'Bearer re_test_key',
    'idempotency-key': `quote_email:${id}`,
  });
});

test('save-quote and send-form-notification are gone (submit_quote and the outbox do their work)', async () => {
  for (const name of ['save-quote', 'send-form-notification']) {
    expect((await server.request(`/functions/v1/${name}`, { method: 'POST', body: '{}' })).status).toBe(404);
  }
});

test('an e-mail failing for hours raises one alert, is retried at least hourly for days, then stays listed', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const id = await submitQuote({ fullName: 'Marc Patient', phone: '+33 6 55 44 33 22' });
    const emailJob = async () => {
      const { data } = await server.service
        .from('outbox_jobs')
        .select('id, status, attempts, last_error, next_attempt_at')
        .eq('dedupe_key', `quote_email:${id}`)
        .single();
      return data as {
        id: number;
        status: string;
        attempts: number;
        last_error: string;
        next_attempt_at: string;
      };
    };
    const alertRows = () => sheetRows.filter((row) => row.id === `alerte:${id}`);

    // The production timings (backoff from 30 s up to hourly, alert after 15 min, seven days of
    // retries) against an SMTP server that never answers; the clock moves, nobody waits.
    const attemptsAt: number[] = [];
    let alertAt: number | null = null;
    let elapsed = 0;
    await withEnv({ SMTP_PORT: '1', OUTBOX_BACKOFF_BASE_SECONDS: undefined }, async () => {
      while (elapsed <= 6 * 3600) {
        const before = (await emailJob()).attempts;
        await server.backend.runWorkerOnce();
        const job = await emailJob();
        expect(job.status).toBe('pending');
        if (job.attempts > before) attemptsAt.push(elapsed);
        if (alertAt === null && alertRows().length > 0) alertAt = elapsed;
        // On to the next attempt, five minutes at most at a time (a hosted worker runs every
        // minute; this is enough to see when the alert goes).
        const dueIn = (Date.parse(job.next_attempt_at) - Date.now()) / 1000 + 1;
        const step = Math.min(300, Math.max(1, Math.ceil(dueIn)));
        await advanceLeadClock(server.service, id, step);
        elapsed += step;
      }

      // One alert on the sheet, once the e-mail was 15 min late, with what the business needs.
      expect(alertAt).toBeGreaterThanOrEqual(15 * 60);
      expect(alertAt).toBeLessThanOrEqual(30 * 60);
      expect(alertRows()).toEqual([
        expect.objectContaining({
          leadId: id,
          fullName: 'Marc Patient',
          phone: "'+33655443322",
          alert: expect.stringContaining('Rappelez le client'),
          lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
        }),
      ]);

      // Retried all along: quickly at first, then about hourly, never more than an hour apart.
      const gaps = attemptsAt.slice(1).map((at, i) => at - (attemptsAt[i] as number));
      expect(gaps[0]).toBeLessThan(5 * 60);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(3600 + 60);
      expect(gaps.slice(-3).every((gap) => gap >= 30 * 60)).toBe(true);
      expect(attemptsAt.filter((at) => at >= 3 * 3600).length).toBeGreaterThanOrEqual(3);

      // Every failed attempt is one log line naming the job and its channel.
      const job = await emailJob();
      const lines = logged.mock.calls
        .map((call) => String(call[0]))
        .filter((text) => text.startsWith(`[outbox] échec de livraison {"job":${job.id},`));
      expect(lines).toHaveLength(job.attempts);
      expect(lines.every((text) => text.includes('"kind":"quote_email","channel":"email"'))).toBe(true);

      // Seven days on it is marked failed — and still listed for the business, with its error.
      await advanceLeadClock(server.service, id, 7 * 24 * 3600);
      await server.backend.runWorkerOnce();
      expect((await emailJob()).status).toBe('failed');
      const { data } = await server.service.rpc('undelivered_leads');
      expect(data).toContainEqual(
        expect.objectContaining({
          lead_id: id,
          email_status: 'failed',
          email_error: expect.stringMatching(/ECONNREFUSED|connect/i),
          alert_status: 'done',
        }),
      );
    });

    // The cause fixed, relaunched: the e-mail goes out and the lead leaves the list.
    expect((await server.service.rpc('retry_failed_outbox_jobs')).data).toBeGreaterThanOrEqual(1);
    await server.backend.runWorkerOnce();
    expect(mails.filter((mail) => mail.raw.includes(id))).toHaveLength(1);
    const after = await server.service.rpc('undelivered_leads');
    expect((after.data as { lead_id: string }[]).map((row) => row.lead_id)).not.toContain(id);
  } finally {
    jest.restoreAllMocks();
  }
});

async function sheetJobsOf(ids: string[]) {
  const { data } = await server.service
    .from('outbox_jobs')
    .select('dedupe_key, status, attempts, next_attempt_at')
    .in(
      'dedupe_key',
      ids.map((id) => `quote_sheet:${id}`),
    );
  return data ?? [];
}

test('a worker told to stop hands back the jobs it has not started, and another delivers them at once', async () => {
  let release = () => {};
  hook.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ids = [await submitQuote(), await submitQuote(), await submitQuote()];
  const stop = new AbortController();
  const run = withEnv({ OUTBOX_SHEET_CONCURRENCY: '1', OUTBOX_BATCH_SIZE: '4' }, () =>
    server.backend.runWorkerOnce(stop.signal),
  );
  await waitFor(async () => webhookHeaders.length === 1); // one row under way, two waiting
  stop.abort();
  release();
  await run;
  expect(sheetRows).toHaveLength(1);
  const handedBack = (await sheetJobsOf(ids)).filter((job) => job.status === 'pending');
  expect(handedBack).toHaveLength(2);
  for (const job of handedBack) {
    expect(job.attempts).toBe(0); // the claim that never delivered is not an attempt
    expect(Date.parse(job.next_attempt_at)).toBeLessThanOrEqual(Date.now() + 1000);
  }
  await server.backend.runWorkerOnce();
  expect(sheetRows.map((row) => row.id).sort()).toEqual([...ids].sort());
});

test('a claimed job is leased briefly, and the lease is renewed while its delivery runs', async () => {
  let release = () => {};
  hook.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const [id] = [await submitQuote()];
  const run = withEnv({ OUTBOX_LEASE_SECONDS: '8' }, () => server.backend.runWorkerOnce());
  await waitFor(async () => webhookHeaders.length === 1);
  const [claimed] = await sheetJobsOf([id as string]);
  const firstLease = Date.parse(claimed?.next_attempt_at ?? '');
  expect(firstLease - Date.now()).toBeLessThanOrEqual(8_000);
  // The worker is alive: before the first lease ends, it pushes the lease further.
  await waitFor(async () => {
    const [job] = await sheetJobsOf([id as string]);
    return Date.parse(job?.next_attempt_at ?? '') > firstLease;
  });
  expect(Date.now()).toBeLessThan(firstLease);
  // Meanwhile another worker finds nothing to take.
  expect(await server.backend.runWorkerOnce()).toBe(0);
  release();
  await run;
  expect(sheetRows).toHaveLength(1);
});
