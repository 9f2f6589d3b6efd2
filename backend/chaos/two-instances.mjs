#!/usr/bin/env node
// `npm run instances`: two site servers (shell/dist/server/prod-server.js, the embedded backend)
// on one PostgreSQL 15 cluster this script starts, behind a stand-in load balancer on loopback
// that routes each request to the next ready instance (it polls /__ready) and writes the
// visitor's address in X-Forwarded-For (the servers trust it: TRUST_PROXY=loopback). Then:
//   1. keys: the anon key each instance hands out is the same, and each accepts the other's;
//   2. a burst of quotes alternately to both, one instance SIGKILLed mid-burst, its clients
//      retrying (same request id) through the balancer; every lead stored once, e-mailed and on
//      the sheet within 30 s of the last acknowledgement;
//   3. SIGTERM to the other (run through `npm start`) while quotes keep coming: its /__ready
//      turns 503 (draining), npm and the server exit 0, no server is left behind, nothing lost.
// Prints one table; exits 1 on any failure. Needs the production build and Debian's
// PostgreSQL 15 (missing: skipped, or a failure when REQUIRE_POSTGRES_15=1 as in CI).
// Everything stays on 127.0.0.1 and stops by itself.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from '../test/helpers/smtp-sink.cjs';
import { deliveryEnv, freePort, pool, printTable, sleep, wizardQuote } from './load.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const N = Number(process.env.INSTANCES_N) || 60;
const NOTIFY_WITHIN_S = 30;
const PG_BIN = '/usr/lib/postgresql/15/bin';
const failures = [];
const rows = [];

const serverScript = join(repo, 'shell', 'dist', 'server', 'prod-server.js');
if (!existsSync(serverScript)) {
  console.error('Le site n’est pas construit : lancez « npm run build ».');
  process.exit(2);
}
if (!existsSync(join(PG_BIN, 'initdb'))) {
  const message = 'PostgreSQL 15 absent (apt-get install postgresql-15) : test à deux instances ignoré.';
  if (process.env.REQUIRE_POSTGRES_15 === '1') {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

// ── PostgreSQL 15: a throw-away cluster (as the postgres user when run as root) ─────────────
const root = mkdtempSync(join(tmpdir(), 'parquet-instances-'));
const asRoot = process.getuid?.() === 0;
if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString()), -1);
const asPostgres = (program, args) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args], { stdio: 'ignore' })
    : execFileSync(join(PG_BIN, program), args, { stdio: 'ignore' });
const pgPort = await freePort();
const pgData = join(root, 'data');
let pgStarted = false;
const stopPostgres = () => {
  if (pgStarted) asPostgres('pg_ctl', ['-D', pgData, '-m', 'immediate', 'stop']);
  pgStarted = false;
};

// ── SMTP sink and sheet receiver: first delivery time per lead ──────────────────────────────
const NOTIFY_TO = 'devis@parquet-alsace.example';
const mailed = new Map();
const sheet = new Map();
const smtpPort = await freePort();
// A killed instance resets its SMTP connection: the sink ignores the error.
const smtp = await startSmtpSink(
  ({ to, raw }) => {
    const text = raw.replace(/=\r?\n/g, '').replace(/=C3=A9/g, 'é');
    const lead = /Référence : ([0-9a-f-]{36})/.exec(text)?.[1];
    if (lead && to.includes(NOTIFY_TO) && !mailed.has(lead)) mailed.set(lead, Date.now());
  },
  { port: smtpPort, ignoreErrors: true },
);
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const row = JSON.parse(body);
    if (!sheet.has(row.id)) sheet.set(row.id, Date.now());
    res.writeHead(200).end('ok');
  });
});
await new Promise((resolve) => webhook.listen(0, '127.0.0.1', resolve));

// ── The stand-in load balancer ──────────────────────────────────────────────────────────────
const instances = [];
let turn = 0;
const balancer = createServer((req, res) => {
  const ready = instances.filter((instance) => instance.ready);
  if (ready.length === 0) return res.writeHead(503, { 'Retry-After': '1' }).end();
  const target = ready[turn++ % ready.length];
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.headers['x-visitor'] ?? '203.0.113.1' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // As a proxy without retries does: the visitor sees 502 and sends again.
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(upstream);
});
await new Promise((resolve) => balancer.listen(0, '127.0.0.1', resolve));
const publicUrl = `http://127.0.0.1:${balancer.address().port}`;
// Health checks every 200 ms, as a balancer does (an instance out of rotation when not ready).
const checks = setInterval(() => {
  for (const instance of instances) {
    fetch(`http://127.0.0.1:${instance.port}/__ready`, { signal: AbortSignal.timeout(1000) })
      .then((res) => {
        instance.ready = res.ok && instance.child.exitCode === null;
        return res.body?.cancel();
      })
      .catch(() => {
        instance.ready = false;
      });
  }
}, 200);

// ── The instances ───────────────────────────────────────────────────────────────────────────
const JWT_SECRET = randomBytes(32).toString('base64url');
/** An instance: the server itself, or through `npm start` as an operator runs it (`viaNpm`). */
async function startInstance(name, { viaNpm = false } = {}) {
  const port = await freePort();
  // The back office's origin (its own listener) on another free port.
  const adminPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `parquet-instance-${name}-`));
  const [command, args] = viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, [serverScript]];
  const child = spawn(command, args, {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      DATABASE_POOL_SIZE: '8',
      JWT_SECRET,
      TRUST_PROXY: 'loopback',
      SEED_FILE: join(repo, 'backend', 'test', 'fixtures', 'minimal-seed.sql'),
      ...deliveryEnv({ smtpPort, notifyTo: NOTIFY_TO, sheetPort: webhook.address().port }),
      SHUTDOWN_DELAY_MS: '1500',
      SUPABASE_URL: '',
      ADMIN_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = { name, port, dataDir, child, ready: false, log: '' };
  const keep = (chunk) => {
    instance.log = (instance.log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  instances.push(instance);
  return instance;
}
async function untilReady(instance) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`${instance.name} s’est arrêtée :\n${instance.log}`);
    const res = await fetch(`http://127.0.0.1:${instance.port}/__ready`).catch(() => null);
    if (res?.ok) return;
    await sleep(200);
  }
  throw new Error(`${instance.name} n’est pas prête :\n${instance.log}`);
}
const exited = (instance) =>
  instance.child.exitCode !== null || instance.child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => instance.child.once('exit', resolve));
process.on('exit', () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
});

// ── Visitors: the browser's submission (same request id on every retry), each its address ──
async function keyOf(instance) {
  const res = await fetch(`http://127.0.0.1:${instance.port}/site-config.json`);
  return (await res.json()).supabaseAnonKey;
}
let anonKey = '';
async function submit(requestId, n) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const res = await fetch(`${publicUrl}/rest/v1/rpc/submit_quote`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        'X-Visitor': `198.51.100.${n % 250}`,
      },
      body: JSON.stringify({ payload: wizardQuote('Instances', requestId, n) }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (res?.status === 200) return { requestId, leadId: await res.json(), at: Date.now() };
    const text = res ? await res.text() : '';
    if (res && res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      throw new Error(`demande refusée (${res.status}) : ${text}`);
    }
    await sleep(300 + Math.random() * 500);
  }
  return { requestId, leadId: null, at: Date.now() };
}
/** Waits until every acknowledged lead is mailed and on the sheet (or the bound), then counts. */
async function settle(name, requestIds, acks, serviceKey, through) {
  const leadIds = acks.map((ack) => ack.leadId).filter(Boolean);
  const lastAck = Math.max(...acks.map((ack) => ack.at));
  const until = lastAck + (NOTIFY_WITHIN_S + 30) * 1000;
  const done = () => leadIds.every((id) => mailed.has(id) && sheet.has(id));
  while (!done() && Date.now() < until) await sleep(200);
  const res = await fetch(
    `http://127.0.0.1:${through.port}/rest/v1/form_submissions?select=id,request_id&request_id=in.(${requestIds.join(',')})`,
    { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } },
  );
  if (!res.ok) throw new Error(`lecture des demandes : HTTP ${res.status} ${await res.text()}`);
  const stored = await res.json();
  const delivered = new Set(
    stored.filter((row) => mailed.has(row.id) && sheet.has(row.id)).map((row) => row.request_id),
  );
  const last = Math.max(
    ...leadIds.flatMap((id) => [mailed.get(id) ?? Number.NaN, sheet.get(id) ?? Number.NaN]),
  );
  const row = {
    name,
    submitted: requestIds.length,
    stored: stored.length,
    mailed: leadIds.filter((id) => mailed.has(id)).length,
    sheet: leadIds.filter((id) => sheet.has(id)).length,
    lost: requestIds.filter((id) => !delivered.has(id)).length,
    duplicates: stored.length - new Set(stored.map((r) => r.request_id)).size,
    seconds: Number.isFinite(last) ? Math.max(0, (last - lastAck) / 1000) : Number.NaN,
  };
  rows.push(row);
  if (row.lost || row.duplicates)
    failures.push(`${name} : ${row.lost} perdue(s), ${row.duplicates} doublon(s)`);
  if (!(row.seconds <= NOTIFY_WITHIN_S)) {
    failures.push(`${name} : dernière notification ${row.seconds.toFixed(1)} s après le dernier accusé`);
  }
}

const { signApiKey } = await import(join(repo, 'backend', 'dist', 'backend', 'src', 'auth', 'jwt-keys.js'));
const serviceKey = await signApiKey('service_role', JWT_SECRET);

try {
  asPostgres('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres']);
  asPostgres('pg_ctl', [
    '-D',
    pgData,
    '-o',
    `-p ${pgPort} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=40`,
    '-l',
    join(root, 'postgres.log'),
    '-w',
    'start',
  ]);
  pgStarted = true;

  // Both at once on an empty database: the migrations are applied once (advisory lock).
  const [a, b] = [await startInstance('A'), await startInstance('B', { viaNpm: true })];
  await Promise.all([untilReady(a), untilReady(b)]);
  console.log(`Deux instances prêtes (ports ${a.port} et ${b.port}) derrière ${publicUrl}`);

  // 1. Keys.
  const [keyA, keyB] = [await keyOf(a), await keyOf(b)];
  anonKey = keyA;
  const crossed = await fetch(`http://127.0.0.1:${b.port}/rest/v1/categories?select=id&limit=1`, {
    headers: { apikey: keyA, Authorization: `Bearer ${keyA}` },
  });
  if (keyA !== keyB) failures.push('clés : les deux instances ne donnent pas la même clé anon');
  if (!crossed.ok) failures.push(`clés : la clé de A est refusée par B (HTTP ${crossed.status})`);
  console.log(
    `Clés : ${keyA === keyB ? 'identiques' : 'DIFFÉRENTES'}, clé de A sur B : HTTP ${crossed.status}`,
  );

  // 2. A burst through the balancer, A killed a third of the way.
  {
    const requestIds = Array.from({ length: N }, () => randomUUID());
    let acknowledged = 0;
    const burst = pool(requestIds, 8, async (id, n) => {
      const ack = await submit(id, n);
      acknowledged++;
      return ack;
    });
    while (acknowledged < N / 3) await sleep(20);
    a.child.kill('SIGKILL');
    await exited(a);
    console.log(`A tuée (SIGKILL) après ${acknowledged} accusés`);
    const acks = await burst;
    await settle(`rafale de ${N}, A tuée (SIGKILL)`, requestIds, acks, serviceKey, b);
  }

  // 3. A new instance, then SIGTERM to B while quotes keep coming.
  {
    const c = await startInstance('C');
    await untilReady(c);
    while (!c.ready) await sleep(50); // in the balancer's rotation
    const requestIds = Array.from({ length: Math.round(N / 2) }, () => randomUUID());
    let acknowledged = 0;
    const burst = pool(requestIds, 4, async (id, n) => {
      const ack = await submit(id, N + n);
      acknowledged++;
      return ack;
    });
    while (acknowledged < requestIds.length / 4) await sleep(20);
    const stoppedAt = Date.now();
    b.child.kill('SIGTERM');
    let sawDraining = false;
    while (b.child.exitCode === null && b.child.signalCode === null) {
      const res = await fetch(`http://127.0.0.1:${b.port}/__ready`).catch(() => null);
      if (res?.status === 503 && (await res.json()).draining === true) sawDraining = true;
      await sleep(100);
    }
    await exited(b);
    const seconds = (Date.now() - stoppedAt) / 1000;
    console.log(
      `B (SIGTERM à npm start) : /__ready ${sawDraining ? '503 « draining »' : 'jamais 503'}, sortie ${b.child.exitCode} en ${seconds.toFixed(1)} s`,
    );
    // B runs under `npm start`: the signal went through npm and scripts/start.mjs to the server.
    const orphan = await fetch(`http://127.0.0.1:${b.port}/__health`).then(
      () => true,
      () => false,
    );
    if (!sawDraining) failures.push('arrêt : /__ready de B n’a jamais répondu 503 pendant la vidange');
    if (b.child.exitCode !== 0) failures.push(`arrêt : B est sortie avec le code ${b.child.exitCode}`);
    if (orphan) failures.push('arrêt : le serveur de B répond encore après la sortie de « npm start »');
    const acks = await burst;
    await settle(`${requestIds.length} pendant l’arrêt de B (SIGTERM)`, requestIds, acks, serviceKey, c);
  }
} catch (error) {
  failures.push(error.message);
} finally {
  clearInterval(checks);
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGKILL');
      await exited(instance);
    }
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  process.removeAllListeners('exit');
  stopPostgres();
  rmSync(root, { recursive: true, force: true });
  await smtp.close();
  await new Promise((resolve) => webhook.close(resolve));
  balancer.closeAllConnections();
  await new Promise((resolve) => balancer.close(resolve));
}

const header = [
  'cas',
  'soumises',
  'stockées',
  'e-mails',
  'tableur',
  'perdues',
  'doublons',
  'dernière notif.',
];
const table = rows.map((r) => [
  r.name,
  r.submitted,
  r.stored,
  r.mailed,
  r.sheet,
  r.lost,
  r.duplicates,
  Number.isFinite(r.seconds) ? `${r.seconds.toFixed(1)} s` : '—',
]);
console.log('\nDeux instances sur un PostgreSQL 15, derrière un répartiteur (TRUST_PROXY=loopback)');
printTable(header, table);
if (failures.length) {
  for (const instance of instances)
    console.log(`\n— journal de ${instance.name} —\n${instance.log.slice(-3000)}`);
  console.log(`\nÉCHEC :\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nAucune demande perdue ni dupliquée, toutes notifiées en moins de ${NOTIFY_WITHIN_S} s, clés communes, vidange sur SIGTERM.`,
  );
}
