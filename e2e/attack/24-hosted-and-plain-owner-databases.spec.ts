import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, postgres15Available, startPostgres15 } from '../../backend/tools/postgres-cluster';

// 24. GraphQL on a hosted project: where pg_graphql is enabled, one /graphql/v1 request with N
// aliased mutations runs N statements, so the one-row-per-statement rule would let N reviews
// through. The migrations leave anon and authenticated without GraphQL.
// And migrations on a plain owner: PostgreSQL where the database belongs to an ordinary role
// (no superuser, no right to read server settings), as backend/README.md allows.
// Both on one PostgreSQL 15 server, the database migrated by the local server as that owner.

const OWNER = 'proprietaire';
const SETUP = [
  // The API roles as a hosted project has them, and an owner that is a member of them, nothing more.
  `create role anon nologin noinherit`,
  `create role authenticated nologin noinherit`,
  `create role service_role nologin noinherit bypassrls`,
  `create role authenticator nologin noinherit`,
  `grant anon, authenticated, service_role to authenticator`,
  `create role ${OWNER} login nosuperuser nocreaterole nocreatedb`,
  `grant anon, authenticated, service_role, authenticator to ${OWNER} with admin option`,
  `create database site owner ${OWNER}`,
];
/** The GraphQL entry points a project with pg_graphql has, open to visitors (as its owner sees them). */
const GRAPHQL_SHAPE = [
  `create schema graphql`,
  `create schema graphql_public`,
  `create function graphql_public.graphql(query text default null) returns jsonb language sql as $$ select '{}'::jsonb $$`,
  `grant usage on schema graphql, graphql_public to public, anon, authenticated, service_role`,
  `grant execute on function graphql_public.graphql(text) to anon, authenticated, service_role`,
];

let cluster: Cluster | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  test.skip(!postgres15Available, 'PostgreSQL 15 absent');
  cluster = await startPostgres15();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  for (const sql of SETUP) await admin.query(sql);
  await admin.end();
  const owner = new pg.Client({ connectionString: cluster.url('site').replace('postgres@', `${OWNER}@`) });
  await owner.connect();
  for (const sql of GRAPHQL_SHAPE) await owner.query(sql);
  await owner.end();
});

test.afterAll(() => cluster?.stop());

test.describe('24. Migrations on a plain owner role', () => {
  test('every migration applies on PostgreSQL 15 as an owner that is not superuser', async () => {
    test.setTimeout(120_000);
    // The backend's build, there once `npm test` has built it (after the type-check, which must
    // not need it): a specifier the compiler does not resolve.
    const backendPackage: string = '@parquet-alsace/backend';
    const { createBackend } = (await import(backendPackage)) as {
      createBackend: (options: object) => Promise<{ close(): Promise<void> }>;
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'parquet-owner-'));
    try {
      const backend = await createBackend({
        databaseUrl: cluster?.url('site').replace('postgres@', `${OWNER}@`),
        dataDir,
        jwtSecret: 'un-secret-de-test-assez-long-pour-hs256-0123456789',
        worker: false,
        seedFile: join(dataDir, 'pas-de-graines.sql'),
      });
      await backend.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const db = new pg.Client({ connectionString: cluster?.url('site') });
    await db.connect();
    const { rows } = await db.query(`select count(*)::int as n from supabase_migrations.schema_migrations`);
    await db.end();
    const files = readdirSync(join(__dirname, '..', '..', 'supabase', 'migrations')).filter((file) =>
      file.endsWith('.sql'),
    );
    expect(rows[0]?.n, 'migrations recorded').toBe(files.length);
  });
});

test.describe('24. Hosted GraphQL', () => {
  test('after the migrations, anon and authenticated reach no GraphQL schema or function', async () => {
    const db = new pg.Client({ connectionString: cluster?.url('site') });
    await db.connect();
    const { rows } = await db.query(`
      select r.role || ' → ' || n.nspname as reach
        from pg_namespace n cross join unnest(array['anon', 'authenticated']) r(role)
       where n.nspname in ('graphql', 'graphql_public') and has_schema_privilege(r.role, n.oid, 'usage')`);
    await db.end();
    expect(rows.map((row) => row.reach)).toEqual([]);
  });
});
