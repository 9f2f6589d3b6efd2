// Hosted scheduling's guard, on real PostgreSQL 15 servers this test starts itself: the
// migrations apply everywhere, and pg_cron jobs appear only where pg_cron is usable in that
// database (PGlite, the other path, is every other backend test). Needs Debian's PostgreSQL
// 15 and postgresql-15-cron (.ci/run installs them); skipped with a message when missing.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { resolvePaths } from '../src/config.ts';
import { migrate } from '../src/db/migrations.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { MINIMAL_SEED } from './helpers/template-database.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const available =
  existsSync(join(BIN, 'initdb')) && existsSync('/usr/share/postgresql/15/extension/pg_cron.control');
const asRoot = process.getuid?.() === 0;

function asPostgres(command: string, args: string[]): void {
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

interface Cluster {
  url(database: string): string;
  stop(): void;
}

function startCluster(root: string, name: string, port: number, conf: string): Cluster {
  const dir = join(root, name);
  asPostgres(join(BIN, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  writeFileSync(join(dir, 'postgresql.conf'), `\n${conf}\n`, { flag: 'a' });
  asPostgres(join(BIN, 'pg_ctl'), [
    '-D',
    dir,
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
    '-l',
    join(root, `${name}.log`),
    '-w',
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => asPostgres(join(BIN, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']),
  };
}

async function sql(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function migrateDatabase(url: string): Promise<void> {
  const db = await openPostgresDatabase(url);
  try {
    await migrate(db, { ...resolvePaths(tmpdir()), seedFile: MINIMAL_SEED });
  } finally {
    await db.close();
  }
}

const cronJobs = (url: string) =>
  sql(url, `select jobname, schedule, command from cron.job order by jobname`).then((rows) =>
    rows.map((row) => `${row.jobname} ${row.schedule}`),
  );

const maybe = available ? describe : describe.skip;
if (!available) console.warn('PostgreSQL 15 + pg_cron absents : test de planification ignoré');

maybe('scheduling on PostgreSQL 15', () => {
  let root: string;
  let preloaded: Cluster;
  let plain: Cluster;
  const port = 20_000 + (process.pid % 20_000);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'parquet-pgcron-'));
    chmodSync(root, 0o777);
    preloaded = startCluster(
      root,
      'preloaded',
      port,
      "shared_preload_libraries = 'pg_cron'\ncron.database_name = 'cron_home'",
    );
    plain = startCluster(root, 'plain', port + 1, '');
  }, 120_000);

  afterAll(() => {
    preloaded?.stop();
    plain?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('pg_cron installed but not preloaded: migrations apply, nothing is scheduled', async () => {
    await sql(plain.url('postgres'), 'create database site');
    await migrateDatabase(plain.url('site'));
    expect(
      await sql(plain.url('site'), `select extname from pg_extension where extname = 'pg_cron'`),
    ).toEqual([]);
    expect(await sql(plain.url('site'), `select private.extension_usable('pg_cron') as usable`)).toEqual([
      { usable: false },
    ]);
  }, 120_000);

  test('pg_cron preloaded for another database: migrations apply, nothing is scheduled', async () => {
    await sql(preloaded.url('postgres'), 'create database other');
    await migrateDatabase(preloaded.url('other'));
    expect(
      await sql(preloaded.url('other'), `select extname from pg_extension where extname = 'pg_cron'`),
    ).toEqual([]);
  }, 120_000);

  test('pg_cron usable but no pg_net: only the daily purge is scheduled', async () => {
    await sql(preloaded.url('postgres'), 'create database cron_home');
    await migrateDatabase(preloaded.url('cron_home'));
    expect(await cronJobs(preloaded.url('cron_home'))).toEqual(['purge-expired-leads 17 3 * * *']);
  }, 120_000);

  test('a Supabase-shaped database: the worker every minute, called with the Vault secrets', async () => {
    const url = preloaded.url('cron_home');
    // What a Supabase project has before our migrations: an extensions schema, pg_net's
    // http_post (recorded here instead of sent) and Vault's decrypted view.
    await sql(
      url,
      `create schema if not exists extensions;
       create schema net;
       create table net.calls (url text, headers jsonb, timeout integer);
       create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
         headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
         language sql as $$ insert into net.calls values (url, headers, timeout_milliseconds); select 1::bigint $$;
       create schema vault;
       create view vault.decrypted_secrets as select * from (values
         ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'the-service-key')) as s(name, decrypted_secret);
       delete from supabase_migrations.schema_migrations where version = '20261123002100';`,
    );
    await migrateDatabase(url);
    expect(await cronJobs(url)).toEqual(['outbox-worker * * * * *', 'purge-expired-leads 17 3 * * *']);

    const [job] = await sql(url, `select command from cron.job where jobname = 'outbox-worker'`);
    await sql(url, String(job?.command));
    expect(await sql(url, 'select url, headers from net.calls')).toEqual([
      {
        url: 'https://ref.supabase.co/functions/v1/outbox-worker',
        headers: {
          'Content-Type': 'application/json',
          apikey: 'the-service-key',
          Authorization: 'Bearer the-service-key',
        },
      },
    ]);
  }, 120_000);

  test('the bookkeeping has the Supabase CLI’s shape', async () => {
    const url = preloaded.url('cron_home');
    const columns = await sql(
      url,
      `select table_name, column_name from information_schema.columns
        where table_schema = 'supabase_migrations' order by table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'schema_migrations.version',
      'schema_migrations.statements',
      'schema_migrations.name',
      'seed_files.path',
      'seed_files.hash',
    ]);
    expect(
      await sql(
        url,
        `select count(*)::int as n from supabase_migrations.schema_migrations where version !~ '^\\d+$'`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
