#!/usr/bin/env node
// `npm run chaos [-- --n 1000]`: fault injection against our own server, end to end.
// Starts the backend (backend/dist) on a free loopback port with a throw-away data folder (or a
// scratch database on DATABASE_URL), its own SMTP sink and sheet webhook receiver, then runs:
// a baseline of N quotes, SMTP down then up, webhook 500 then slow, kill -9 during a burst (the
// browser's retry: same request ids), concurrent doubles, a flood of contact messages then one
// quote, and saturation. Prints one table; exits 1 on any lost lead, duplicate row, unanswered
// connection or missed target. Everything stays on 127.0.0.1 and stops by itself.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { deliveryEnv, freePort, pool, printTable, sleep, wizardQuote } from './load.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const argN = process.argv.indexOf('--n');
const N = Number(argN > 0 ? process.argv[argN + 1] : process.env.CHAOS_N) || 100;
const small = N < 200;
const JWT_SECRET = randomBytes(32).toString('hex');
const NOTIFY_TO = 'devis@parquet-alsace.example';

const { signApiKey } = await import(
  join(repo, 'backend', 'dist', 'backend', 'src', 'auth', 'jwt-keys.js')
).catch(() => {
  console.error('Le backend n’est pas compilé : lancez « npm run build -w backend ».');
  process.exit(2);
});
const anonKey = await signApiKey('anon', JWT_SECRET);
const serviceKey = await signApiKey('service_role', JWT_SECRET);

// ── SMTP sink: business notifications by lead id, contact messages by subject ──────────────
const mail = { byLead: new Map(), contacts: new Map(), at: new Map(), photos: new Map() };
let smtp = null;
const smtpPort = await freePort();
function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        // Quoted-printable: é is =C3=A9 and long lines are cut with a trailing '='.
        const text = raw.replace(/=\r?\n/g, '').replace(/=C3=A9/g, 'é');
        const lead = /Référence : ([0-9a-f-]{36})/.exec(text)?.[1];
        // The database composes a contact message's subject; the visitor's text is quoted.
        const contact = /(Chaos contact \d+)/.exec(text)?.[1];
        if (lead && to.includes(NOTIFY_TO)) {
          mail.byLead.set(lead, (mail.byLead.get(lead) ?? 0) + 1);
          const photos = /Photos \((\d+)\)/.exec(text)?.[1];
          if (photos) mail.photos.set(lead, Number(photos));
          if (!mail.at.has(lead)) mail.at.set(lead, Date.now());
        } else if (contact) mail.contacts.set(contact, (mail.contacts.get(contact) ?? 0) + 1);
        callback();
      });
    },
  });
  // A server killed mid-session resets its connection: expected here, not a crash of the sink.
  smtp.on('error', () => {});
  return new Promise((resolve) => smtp.server.listen(smtpPort, '127.0.0.1', resolve));
}
const stopSmtp = () => new Promise((resolve) => smtp.close(resolve));

// ── Sheet receiver: keeps one row per id, as the README's receiver does ────────────────────
const sheet = { rows: new Map(), calls: 0, mode: 'ok', at: new Map() };
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    sheet.calls++;
    const mode = sheet.mode;
    if (mode === '500') return res.writeHead(500).end();
    if (mode === 'slow') await sleep(2500);
    const row = JSON.parse(body);
    sheet.rows.set(row.id, (sheet.rows.get(row.id) ?? 0) + 1);
    if (!sheet.at.has(row.id)) sheet.at.set(row.id, Date.now());
    res.writeHead(200).end('ok');
  });
});
await new Promise((resolve) => webhook.listen(0, '127.0.0.1', resolve));
await startSmtp();

// ── The server under test ───────────────────────────────────────────────────────────────────
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parquet-chaos-'));
let scratch = null;
if (process.env.DATABASE_URL) {
  const name = `parquet_chaos_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  scratch = { name, url: url.toString() };
}
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: scratch?.url ?? '',
  JWT_SECRET,
  SEED_FILE: join(repo, 'backend', 'test', 'fixtures', 'minimal-seed.sql'),
  ...deliveryEnv({ smtpPort, notifyTo: NOTIFY_TO, sheetPort: webhook.address().port }),
  SHEET_WEBHOOK_TIMEOUT_MS: '1500',
  OUTBOX_BACKOFF_BASE_SECONDS: '1',
  OUTBOX_BACKOFF_MAX_SECONDS: '3',
  OUTBOX_LEASE_SECONDS: '20',
  OUTBOX_DELIVERY_TIMEOUT_MS: '4000',
  // One client address sends everything here: the per-visitor write limit is not under test.
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
};
let child = null;
let serverLog = '';
process.on('exit', () => child?.kill('SIGKILL')); // never leave a server behind
async function startServer() {
  child = spawn(process.execPath, [join(repo, 'backend', 'dist', 'backend', 'src', 'server.js')], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    serverLog = (serverLog + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté :\n${serverLog}`);
    try {
      const res = await fetch(`${base}/rest/v1/categories?select=id&limit=1`, {
        headers: { apikey: anonKey },
      });
      if (res.ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`le serveur ne répond pas :\n${serverLog}`);
}
function kill9() {
  const dying = child;
  return new Promise((resolve) => {
    dying.once('exit', resolve);
    dying.kill('SIGKILL');
  });
}

// ── The browser's submission: same body, same retry policy (same request id) ───────────────
const stats = { answered503: 0, unanswered: 0 };
async function post(path, body, timeoutMs = 10_000) {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (res.status === 503) stats.answered503++;
    return { status: res.status, text, retryAfter: Number(res.headers.get('retry-after')) || 0 };
  } catch (error) {
    if (error?.name === 'TimeoutError') stats.unanswered++;
    return { status: 0, text: String(error) };
  }
}
/** Sends until stored (like the browser's kept request), within a deadline. */
async function submitWithRetry(requestId, n, deadlineMs = 180_000, photoCount = 0) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const res = await post('/rest/v1/rpc/submit_quote', {
      payload: wizardQuote('Chaos', requestId, n, photoCount),
    });
    if (res.status === 200) return { requestId, leadId: JSON.parse(res.text), at: Date.now() };
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      throw new Error(`demande refusée (${res.status}) : ${res.text}`);
    }
    await sleep(res.retryAfter ? res.retryAfter * 1000 + Math.random() * 1000 : 300 + Math.random() * 700);
  }
  return { requestId, leadId: null, at: Date.now() };
}
/** A small JPEG (its first bytes are what the bucket checks). */
const PHOTO = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  randomBytes(40_000),
  Buffer.from([0xff, 0xd9]),
]);
/** One photo as the browser sends it: a signed URL from the function, then the PUT; retried. */
async function uploadWithRetry(requestId, photoId, deadlineMs = 180_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const signed = await post('/functions/v1/quote-photo-upload', { requestId, photoId, type: 'image/jpeg' });
    if (signed.status === 200) {
      const target = JSON.parse(signed.text);
      if (target.stored) return true;
      try {
        const res = await fetch(
          `${base}/storage/v1/object/upload/sign/${target.bucket}/${target.path}?token=${encodeURIComponent(target.token)}`,
          {
            method: 'PUT',
            headers: { 'Content-Type': 'image/jpeg' },
            body: PHOTO,
            signal: AbortSignal.timeout(10_000),
          },
        );
        await res.body?.cancel();
        if (res.ok || res.status === 409) return true;
        if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
          throw new Error(`photo refusée (${res.status})`);
        }
      } catch (error) {
        if (String(error?.message).startsWith('photo refusée')) throw error;
      }
    } else if (
      signed.status >= 400 &&
      signed.status < 500 &&
      signed.status !== 408 &&
      signed.status !== 429
    ) {
      throw new Error(`URL d’envoi refusée (${signed.status}) : ${signed.text}`);
    }
    await sleep(300 + Math.random() * 700);
  }
  return false;
}
/** Photos stored for a request (service role, Storage list). */
async function storedPhotos(requestId) {
  const res = await fetch(`${base}/storage/v1/object/list/quote-photos`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ prefix: requestId, limit: 100 }),
  });
  if (!res.ok) throw new Error(`liste des photos : HTTP ${res.status}`);
  return (await res.json()).length;
}

async function storedRows(requestIds) {
  const rows = [];
  for (let i = 0; i < requestIds.length; i += 200) {
    const chunk = requestIds.slice(i, i + 200);
    const res = await fetch(
      `${base}/rest/v1/form_submissions?select=id,request_id&request_id=in.(${chunk.join(',')})`,
      { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } },
    );
    if (!res.ok) throw new Error(`lecture des demandes : HTTP ${res.status} ${await res.text()}`);
    rows.push(...(await res.json()));
  }
  return rows;
}

/** Waits until every lead is mailed and on the sheet (or the deadline), then measures. */
async function settle(name, requestIds, acks, deadlineMs, extra = {}) {
  const leadIds = [...new Set(acks.map((a) => a.leadId).filter(Boolean))];
  const lastAck = Math.max(...acks.map((a) => a.at));
  const until = Date.now() + deadlineMs;
  const done = () =>
    leadIds.every((id) => mail.byLead.has(id) && sheet.rows.has(id)) && (extra.done?.() ?? true);
  while (!done() && Date.now() < until) await sleep(200);
  if (!done() && process.env.CHAOS_DEBUG)
    console.log({ mails: mail.byLead.size, rows: sheet.rows.size, log: serverLog.slice(-3000) });
  const rows = await storedRows(requestIds);
  const distinct = new Set(rows.map((r) => r.request_id));
  const mailed = leadIds.filter((id) => mail.byLead.has(id)).length;
  const webhooked = leadIds.filter((id) => sheet.rows.has(id)).length;
  const lastNotice = Math.max(
    ...leadIds.flatMap((id) => [mail.at.get(id) ?? Number.NaN, sheet.at.get(id) ?? Number.NaN]),
  );
  const delivered = new Set(
    rows.filter((r) => mail.byLead.has(r.id) && sheet.rows.has(r.id)).map((r) => r.request_id),
  );
  return {
    name,
    submitted: requestIds.length,
    acknowledged: acks.filter((a) => a.leadId).length,
    stored: rows.length,
    mailed,
    webhooked,
    lost: requestIds.filter((id) => !delivered.has(id)).length,
    duplicated: rows.length - distinct.size,
    resent: leadIds.reduce((sum, id) => sum + Math.max(0, (mail.byLead.get(id) ?? 1) - 1), 0),
    seconds: Number.isFinite(lastNotice) ? Math.max(0, (lastNotice - lastAck) / 1000) : Number.NaN,
    ...extra.columns,
  };
}

const ids = (n) => Array.from({ length: n }, () => randomUUID());
const results = [];
const failures = [];

// CHAOS_CASES=saturation,doublons runs only the cases whose name contains one of the words.
const cases = process.env.CHAOS_CASES?.split(',').filter(Boolean);

async function scenario(name, run) {
  if (cases && !cases.some((word) => name.includes(word))) return;
  const started = Date.now();
  process.stdout.write(`… ${name}\n`);
  try {
    const result = await run();
    results.push(result);
    if (result.lost || result.duplicated)
      failures.push(`${name} : ${result.lost} perdu(s), ${result.duplicated} doublon(s)`);
    if (result.target && !result.target.ok) failures.push(`${name} : ${result.target.text}`);
  } catch (error) {
    failures.push(`${name} : ${error.message}`);
  }
  process.stdout.write(`  (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

try {
  await startServer();

  await scenario(`baseline (${N})`, async () => {
    const requestIds = ids(N);
    const acks = await pool(requestIds, 16, (id, n) => submitWithRetry(id, n));
    const result = await settle(`baseline (${N})`, requestIds, acks, 240_000);
    result.target = {
      ok: result.seconds <= 120,
      text: `dernière notification après ${result.seconds.toFixed(1)} s (> 120 s)`,
    };
    return result;
  });

  const n = Math.max(10, Math.round(N / 10));
  await scenario('SMTP coupé puis rétabli', async () => {
    await stopSmtp();
    const requestIds = ids(n);
    const acks = await pool(requestIds, 8, (id, i) => submitWithRetry(id, i));
    await sleep(small ? 3000 : 8000);
    await startSmtp();
    return settle('SMTP coupé puis rétabli', requestIds, acks, 120_000);
  });

  await scenario('webhook 500 puis lent', async () => {
    const callsBefore = sheet.calls;
    sheet.mode = '500';
    const requestIds = ids(n);
    const acks = await pool(requestIds, 8, (id, i) => submitWithRetry(id, i));
    await sleep(3000);
    sheet.mode = 'slow';
    await sleep(small ? 4000 : 8000);
    sheet.mode = 'ok';
    const result = await settle('webhook 500 puis lent', requestIds, acks, 120_000);
    result.notes = `${sheet.calls - callsBefore} appels webhook`;
    return result;
  });

  await scenario('kill -9 pendant une rafale', async () => {
    const requestIds = ids(Math.max(20, Math.round(N / 2)));
    const burst = pool(requestIds, 16, (id, i) => submitWithRetry(id, i));
    for (let k = 0; k < 3; k++) {
      await sleep(small ? 700 : 1500);
      await kill9();
      await startServer();
    }
    const acks = await burst;
    const result = await settle('kill -9 pendant une rafale', requestIds, acks, 180_000);
    result.notes = '3 × SIGKILL';
    return result;
  });

  await scenario('devis avec photos, kill -9 pendant les envois', async () => {
    const perQuote = 2;
    const requestIds = ids(Math.max(10, Math.round(N / 10)));
    const acks = await pool(requestIds, 8, (id, i) => submitWithRetry(id, i, 180_000, perQuote));
    const uploads = pool(
      requestIds.flatMap((id) => Array.from({ length: perQuote }, () => [id, randomUUID()])),
      8,
      ([id, photoId]) => uploadWithRetry(id, photoId),
    );
    await sleep(small ? 500 : 1500);
    await kill9();
    await startServer();
    const uploaded = (await uploads).filter(Boolean).length;
    const leadIds = acks.map((a) => a.leadId).filter(Boolean);
    const result = await settle('devis avec photos, kill -9 pendant les envois', requestIds, acks, 180_000, {
      done: () => leadIds.every((id) => mail.photos.get(id) === perQuote),
    });
    const stored = (await Promise.all(requestIds.map(storedPhotos))).reduce((sum, count) => sum + count, 0);
    const inMails = leadIds.reduce((sum, id) => sum + (mail.photos.get(id) ?? 0), 0);
    const expected = requestIds.length * perQuote;
    result.lost += expected - Math.min(stored, inMails);
    result.notes = `photos : ${uploaded}/${expected} envoyées, ${stored} stockées, ${inMails} dans les e-mails ; 1 × SIGKILL`;
    return result;
  });

  await scenario('doublons simultanés', async () => {
    const requestIds = ids(Math.max(10, Math.round(N / 5)));
    const acks = (
      await pool(requestIds, 16, (id, i) => Promise.all([submitWithRetry(id, i), submitWithRetry(id, i)]))
    ).map(([a, b]) => {
      if (a.leadId !== b.leadId) failures.push(`doublons : deux ids pour ${a.requestId}`);
      return a;
    });
    return settle('doublons simultanés', requestIds, acks, 120_000);
  });

  await scenario('300 messages puis un devis', async () => {
    const subjects = Array.from({ length: 300 }, (_, i) => `Chaos contact ${i}`);
    await pool(subjects, 16, async (subject) => {
      for (;;) {
        const res = await post('/rest/v1/email_queue', {
          recipient: 'contact@parquet-alsace.example',
          reply_to: 'lecteur@example.com',
          sender_name: 'Lecteur Chaos',
          message: `${subject} : une question sur le parquet.`,
          article_slug: 'poncer-un-parquet-ancien',
        });
        if (res.status === 201) return;
        // A refusal is final (as in the browser): fail the case, never retry it forever.
        if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
          throw new Error(`message refusé (${res.status}) : ${res.text}`);
        }
        await sleep(res.retryAfter ? res.retryAfter * 1000 : 300);
      }
    });
    const [requestId] = ids(1);
    const ack = await submitWithRetry(requestId, 1);
    const result = await settle('300 messages puis un devis', [requestId], [ack], 60_000, {
      done: () => subjects.every((s) => mail.contacts.has(s)),
    });
    const quoteMailed = ((mail.at.get(ack.leadId) ?? Number.NaN) - ack.at) / 1000;
    const contactsLost = subjects.filter((s) => !mail.contacts.has(s)).length;
    result.lost += contactsLost;
    result.notes = `e-mail du devis en ${quoteMailed.toFixed(1)} s ; ${300 - contactsLost}/300 messages`;
    result.target = {
      ok: quoteMailed <= 10,
      text: `e-mail du devis après ${quoteMailed.toFixed(1)} s (> 10 s)`,
    };
    return result;
  });

  for (const concurrent of small ? [64] : [256, 1024]) {
    const name = `saturation (${concurrent} connexions)`;
    await scenario(name, async () => {
      const requestIds = ids(concurrent);
      const wave = await new Promise((resolve, reject) => {
        const payloads = JSON.stringify(requestIds.map((id, i) => wizardQuote('Chaos', id, i)));
        const clients = spawn(process.execPath, [
          join(here, 'saturate.mjs'),
          base,
          anonKey,
          String(concurrent),
        ]);
        clients.stdin.end(payloads);
        let out = '';
        clients.stdout.on('data', (chunk) => (out += chunk));
        clients.on('exit', (code) =>
          code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`clients : code ${code}`)),
        );
      });
      const result = await settle(name, requestIds, wave.acks, 180_000);
      const unanswered = wave.unanswered;
      result.notes = `503 : ${wave.answered503}, sans réponse : ${unanswered}`;
      result.target = { ok: unanswered === 0, text: `${unanswered} connexion(s) sans réponse en 10 s` };
      return result;
    });
  }
} catch (error) {
  failures.push(error.message);
} finally {
  if (child && child.exitCode === null) await kill9().catch(() => {});
  process.removeAllListeners('exit');
  await stopSmtp().catch(() => {});
  await new Promise((resolve) => webhook.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (scratch) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${scratch.name} with (force)`);
    await admin.end();
  }
}

const header = [
  'cas',
  'soumis',
  'acquittés',
  'stockés',
  'envoyés',
  'tableur',
  'perdus',
  'doublons',
  'renvois',
  'dernière notif.',
  'notes',
];
const table = results.map((r) => [
  r.name,
  r.submitted,
  r.acknowledged,
  r.stored,
  r.mailed,
  r.webhooked,
  r.lost,
  r.duplicated,
  r.resent,
  Number.isFinite(r.seconds) ? `${r.seconds.toFixed(1)} s` : '—',
  r.notes ?? '',
]);
console.log(`\nChaos — ${scratch ? 'PostgreSQL' : 'PGlite'}, N = ${N}`);
printTable(header, table);
if (failures.length) {
  console.log(`\nÉCHEC :\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else console.log('\nAucune demande perdue ni dupliquée, tous les objectifs tenus.');
