// Hosted scheduling's guard, on real PostgreSQL 15 servers this test starts itself: the
// migrations apply everywhere, and pg_cron jobs appear only where pg_cron is usable in that
// database. The PGlite path is checked here too (and is every other backend test). Needs
// Debian's PostgreSQL 15 and postgresql-15-cron: .ci/run installs them and sets
// REQUIRE_POSTGRES_15=1, so there a missing server fails; elsewhere the PostgreSQL part is
// skipped with a message.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { resolvePaths } from '../src/config.ts';
import { migrate } from '../src/db/migrations.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { copyTemplateDatabase, MINIMAL_SEED } from './helpers/template-database.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const SHARE = '/usr/share/postgresql/15';
const available = existsSync(join(BIN, 'initdb')) && existsSync(join(SHARE, 'extension', 'pg_cron.control'));
const required = process.env.REQUIRE_POSTGRES_15 === '1';
const asRoot = process.getuid?.() === 0;

const BOOKKEEPING_COLUMNS = `select table_name, column_name from information_schema.columns
  where table_schema = 'supabase_migrations' order by table_name, ordinal_position`;
// What the Supabase CLI creates (supabase_migrations.schema_migrations and seed_files).
const CLI_BOOKKEEPING = [
  'schema_migrations.version',
  'schema_migrations.statements',
  'schema_migrations.name',
  'seed_files.path',
  'seed_files.hash',
];
const MIGRATION_FILES = readdirSync(resolvePaths(tmpdir()).migrationsDir).filter((name) =>
  /^\d+_[a-z0-9_]+\.sql$/.test(name),
).length;

function asPostgres(command: string, args: string[]): void {
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

interface Cluster {
  url(database: string): string;
  stop(): void;
}

function startCluster(root: string, name: string, port: number, conf: string, bin = BIN): Cluster {
  const dir = join(root, name);
  asPostgres(join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  writeFileSync(join(dir, 'postgresql.conf'), `\n${conf}\n`, { flag: 'a' });
  asPostgres(join(bin, 'pg_ctl'), [
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
    stop: () => asPostgres(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']),
  };
}

/**
 * Debian's PostgreSQL 15 as it is without the postgresql-15-cron package: the server finds its
 * share/ and lib/ folders relative to its own executable, so a copy of the programs beside links
 * to every installed file except pg_cron's is that installation. Returns its bin folder.
 */
function installationWithoutPgCron(root: string): string {
  const prefix = join(root, 'without-pg-cron', 'usr');
  const bin = join(prefix, 'lib', 'postgresql', '15', 'bin');
  mkdirSync(bin, { recursive: true });
  for (const program of ['postgres', 'initdb', 'pg_ctl']) {
    copyFileSync(join(BIN, program), join(bin, program));
    chmodSync(join(bin, program), 0o755);
  }
  symlinkSync(join(BIN, '..', 'lib'), join(prefix, 'lib', 'postgresql', '15', 'lib'));
  const share = join(prefix, 'share', 'postgresql', '15');
  mkdirSync(join(share, 'extension'), { recursive: true });
  for (const entry of readdirSync(SHARE)) {
    if (entry !== 'extension') symlinkSync(join(SHARE, entry), join(share, entry));
  }
  for (const file of readdirSync(join(SHARE, 'extension'))) {
    if (!/^pg_cron[.-]/.test(file))
      symlinkSync(join(SHARE, 'extension', file), join(share, 'extension', file));
  }
  return bin;
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

test('on PGlite: every migration applies, nothing is scheduled, the bookkeeping is the CLI’s', async () => {
  const dataDir = copyTemplateDatabase();
  const db = await openPgliteDatabase(join(dataDir, 'pglite'));
  try {
    const rows = (text: string) => db.transaction(async (tx) => (await tx.query(text)).rows);
    expect(await rows(`select to_regnamespace('cron') is null as unscheduled`)).toEqual([
      { unscheduled: true },
    ]);
    expect((await rows(BOOKKEEPING_COLUMNS)).map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      CLI_BOOKKEEPING,
    );
    expect(await rows(`select count(*)::int as n from supabase_migrations.schema_migrations`)).toEqual([
      { n: MIGRATION_FILES },
    ]);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

if (!available && required) {
  test('PostgreSQL 15 and pg_cron are installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error(`PostgreSQL 15 (${BIN}) ou postgresql-15-cron manquant : installez-les (.ci/run)`);
  });
} else if (!available) {
  console.warn(
    'PostgreSQL 15 + pg_cron absents : tests de planification sur PostgreSQL ignorés (installés par .ci/run)',
  );
}
const maybe = available ? describe : describe.skip;

maybe('scheduling on PostgreSQL 15', () => {
  let root: string;
  let preloaded: Cluster;
  let plain: Cluster;
  let withoutPackage: Cluster;
  let supabase: Cluster;
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
    withoutPackage = startCluster(root, 'without', port + 2, '', installationWithoutPgCron(root));
    // As on a Supabase project: pg_cron preloaded for the project's database, `postgres`.
    supabase = startCluster(
      root,
      'supabase',
      port + 3,
      "shared_preload_libraries = 'pg_cron'\ncron.database_name = 'postgres'",
    );
  }, 180_000);

  afterAll(() => {
    for (const cluster of [preloaded, plain, withoutPackage, supabase]) cluster?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('without the pg_cron package: migrations apply, nothing is scheduled', async () => {
    const url = withoutPackage.url('postgres');
    expect(await sql(url, `select name from pg_available_extensions where name = 'pg_cron'`)).toEqual([]);
    await migrateDatabase(url);
    expect(await sql(url, `select private.extension_usable('pg_cron') as usable`)).toEqual([
      { usable: false },
    ]);
    expect(await sql(url, `select to_regnamespace('cron') is null as unscheduled`)).toEqual([
      { unscheduled: true },
    ]);
    expect(await sql(url, `select count(*)::int as n from supabase_migrations.schema_migrations`)).toEqual([
      { n: MIGRATION_FILES },
    ]);
  }, 120_000);

  test('pg_cron installed but not preloaded: migrations apply, nothing is scheduled', async () => {
    await sql(plain.url('postgres'), 'create database site');
    expect(
      await sql(plain.url('site'), `select name from pg_available_extensions where name = 'pg_cron'`),
    ).toEqual([{ name: 'pg_cron' }]);
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

  test('pg_cron usable but no pg_net: only the daily purges are scheduled', async () => {
    await sql(preloaded.url('postgres'), 'create database cron_home');
    await migrateDatabase(preloaded.url('cron_home'));
    expect(await cronJobs(preloaded.url('cron_home'))).toEqual([
      'purge-expired-leads 17 3 * * *',
      'purge-old-web-vitals 27 3 * * *',
    ]);
  }, 120_000);

  test('a Supabase-shaped database: every migration applies, the worker is called every minute with the Vault secrets', async () => {
    const url = supabase.url('postgres');
    // What a Supabase project has before our migrations: its API roles, an extensions schema
    // with extensions in it, pg_net's http_post (recorded here instead of sent) and Vault's
    // decrypted view.
    await sql(
      url,
      `create role anon nologin noinherit;
       create role authenticated nologin noinherit;
       create role service_role nologin noinherit bypassrls;
       create role authenticator login noinherit;
       grant anon, authenticated, service_role to authenticator;
       create schema extensions;
       grant usage on schema extensions to anon, authenticated, service_role;
       create extension pgcrypto with schema extensions;
       create extension "uuid-ossp" with schema extensions;
       create schema net;
       create table net.calls (url text, headers jsonb, timeout integer);
       create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
         headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
         language sql as $$ insert into net.calls values (url, headers, timeout_milliseconds); select 1::bigint $$;
       create schema vault;
       create view vault.decrypted_secrets as select * from (values
         ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'the-service-key')) as s(name, decrypted_secret);`,
    );
    await migrateDatabase(url);
    expect(await sql(url, `select count(*)::int as n from supabase_migrations.schema_migrations`)).toEqual([
      { n: MIGRATION_FILES },
    ]);
    expect(await cronJobs(url)).toEqual([
      'outbox-worker * * * * *',
      'purge-expired-leads 17 3 * * *',
      'purge-old-web-vitals 27 3 * * *',
    ]);

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
    // The project's own API roles got the site's grants.
    expect(
      await sql(
        url,
        `select has_table_privilege('anon', 'public.categories', 'select') as anon_reads,
                has_table_privilege('anon', 'public.outbox_jobs', 'select') as anon_reads_outbox,
                has_function_privilege('service_role', 'public.undelivered_leads()', 'execute') as service_lists`,
      ),
    ).toEqual([{ anon_reads: true, anon_reads_outbox: false, service_lists: true }]);
  }, 120_000);

  test('the bookkeeping has the Supabase CLI’s shape', async () => {
    for (const url of [preloaded.url('cron_home'), supabase.url('postgres')]) {
      const columns = await sql(url, BOOKKEEPING_COLUMNS);
      expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(CLI_BOOKKEEPING);
      expect(
        await sql(
          url,
          `select count(*)::int as n from supabase_migrations.schema_migrations where version !~ '^\\d+$'`,
        ),
      ).toEqual([{ n: 0 }]);
    }
  });
});
