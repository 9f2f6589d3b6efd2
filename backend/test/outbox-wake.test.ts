// The server's worker is woken by the database (LISTEN on `outbox_jobs`), whoever enqueued the
// job: here a writer the server's routes know nothing of (rows written straight into the
// outbox, as another server on the same database or a tool would), with an interval of an hour
// that never comes. On PGlite and on PostgreSQL 15 (a connection of its own listens).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { migrate } from '../src/db/migrations.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import type { BackendOptions } from '../src/index.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from '../tools/postgres-cluster.ts';
import { MINIMAL_SEED, testSchemaFiles } from './helpers/template-database.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const sheetRows: Record<string, unknown>[] = [];
let sheet: Server;
const interval = process.env.OUTBOX_INTERVAL_MS;

let cluster: Cluster | null = null;
async function onPostgres15(): Promise<BackendOptions> {
  cluster ??= await startPostgres15();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database wake');
  await admin.end();
  const url = cluster.url('wake');
  const db = await openPostgresDatabase(url);
  await migrate(db, testSchemaFiles());
  await db.close();
  return { databaseUrl: url, seedFile: MINIMAL_SEED };
}

const targets: [string, () => Promise<BackendOptions>][] = [['PGlite', async () => ({})]];
if (postgres15Available) targets.push(['PostgreSQL 15', onPostgres15]);
else if (postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
}

beforeAll(async () => {
  sheet = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      sheetRows.push(JSON.parse(body) as Record<string, unknown>);
      res.end();
    });
  });
  await new Promise<void>((resolve) => sheet.listen(0, '127.0.0.1', resolve));
  process.env.OUTBOX_INTERVAL_MS = String(60 * 60 * 1000);
});

afterAll(async () => {
  cluster?.stop();
  await new Promise<void>((resolve) => sheet.close(() => resolve()));
  if (interval === undefined) delete process.env.OUTBOX_INTERVAL_MS;
  else process.env.OUTBOX_INTERVAL_MS = interval;
});

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(targets)('on %s', (_label, options) => {
  let server: TestServer;
  beforeAll(async () => {
    sheetRows.length = 0;
    server = await startTestServer({
      ...(await options()),
      worker: true,
      functionEnv: { SHEET_WEBHOOK_URL: `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/` },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function enqueueAlert(name: string): Promise<void> {
    const { error } = await server.service.from('outbox_jobs').insert({
      kind: 'quote_alert',
      payload: { id: `alerte:${name}`, alert: `ALERTE : ${name}`, timestamp: new Date().toISOString() },
      dedupe_key: `quote_alert:${name}`,
    });
    expect(error).toBeNull();
  }

  const posted = (name: string) => sheetRows.some((row) => row.id === `alerte:${name}`);

  test('a job written into the outbox by any writer is delivered at once, not at the next interval', async () => {
    await enqueueAlert('premier');
    await waitFor(() => posted('premier'));
    // The worker has gone back to sleep (its run found nothing more): only the database wakes it.
    await waitFor(async () => {
      const { data } = await server.service.from('outbox_jobs').select('status').eq('status', 'pending');
      return (data ?? []).length === 0;
    });
    await enqueueAlert('second');
    await waitFor(() => posted('second'));
  });

  test('a job made due again (handed back, resent) wakes the worker too', async () => {
    const { error } = await server.service.from('outbox_jobs').insert({
      kind: 'quote_alert',
      payload: { id: 'alerte:plus-tard', alert: 'ALERTE : plus tard', timestamp: new Date().toISOString() },
      dedupe_key: 'quote_alert:plus-tard',
      next_attempt_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    expect(error).toBeNull();
    const due = await server.service
      .from('outbox_jobs')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('dedupe_key', 'quote_alert:plus-tard');
    expect(due.error).toBeNull();
    await waitFor(() => posted('plus-tard'));
  });
});
