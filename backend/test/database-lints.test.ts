// The security checks Supabase's database linter runs on a project, run here on a database
// migrated the way a hosted project is: Supabase's default privileges first (every new table,
// function and sequence of `public` granted to anon and authenticated), then our migrations.
// What passes here is what an anon key can reach in production, not only on the local server.
// PGlite always; PostgreSQL too when DATABASE_URL names a server.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrations.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { createScratchDatabase } from './helpers/postgres-database.ts';
import { testSchemaFiles } from './helpers/template-database.ts';

const targets: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.DATABASE_URL) targets.push(['PostgreSQL', process.env.DATABASE_URL]);

/** What a hosted project grants before any migration runs (Supabase's initial schema). */
const HOSTED_DEFAULT_PRIVILEGES = `
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
-- GraphQL as a project with pg_graphql has it: its schemas and entry function open to visitors.
create schema if not exists graphql;
create schema if not exists graphql_public;
create or replace function graphql_public.graphql(
  "operationName" text default null, query text default null, variables jsonb default null, extensions jsonb default null
) returns jsonb language sql as $$ select '{}'::jsonb $$;
grant usage on schema graphql, graphql_public to public, anon, authenticated, service_role;
grant execute on function graphql_public.graphql(text, text, jsonb, jsonb) to anon, authenticated, service_role;
`;

/**
 * The only functions a visitor may call (PostgREST's /rest/v1/rpc/<name>): a quote, a download
 * counted, a page view's speed (docs/adr-021-field-speed.md), the technical visit's slots,
 * booking, link (and its key for the plain form's answer) and cancellation
 * (docs/adr-022-visit-booking.md).
 */
const VISITOR_RPCS = [
  'public.available_visit_slots',
  'public.book_visit',
  'public.cancel_visit_by_token',
  'public.increment_document_download_count',
  'public.record_web_vitals',
  'public.submit_quote',
  'public.visit_by_token',
  'public.visit_link',
];

/**
 * What a signed-in user may call besides: the staff actions, each refusing whoever is not
 * staff (backend/test/staff-policies.test.ts tries them as a signed-in non-staff user).
 */
const STAFF_RPCS = [
  'public.erase_person',
  'public.export_person',
  'public.resend_outbox_job',
  'public.review_author_email',
  'public.staff_book_visit',
  'public.staff_devis_missing',
  'public.staff_send_devis',
  'public.staff_cancel_visit',
  'public.staff_visit_slots',
];
/**
 * Staff actions and reads that run under the caller's rights (RLS): refused to whoever is not
 * staff, or, for the speed summary, empty for them (policy web_vitals_staff_read).
 */
const STAFF_INVOKER_RPCS = ['public.reorder_gallery_photos', 'public.web_vitals_summary'];
/** Callable by a signed-in user, not security definer: "am I staff?" (the back office's gate). */
const SIGNED_IN_RPCS = ['public.is_staff_member'];
/**
 * Security definer, outside the API's schemas, without arguments: is the caller's own session
 * (its token's `session_id`) alive? auth.sessions stays closed to the API roles.
 */
const SESSION_CHECK = ['private.session_alive'];

/**
 * Everything a visitor may do to a table: read published content and approved reviews, add one
 * review, one newsletter address or one message to the business. Never update, delete, truncate.
 */
const VISITOR_TABLE_RIGHTS = [
  'articles: SELECT',
  'categories: SELECT',
  'company_details: SELECT',
  'documents: SELECT',
  'email_queue: INSERT',
  'gallery_photos: SELECT',
  'newsletter_subscribers: INSERT',
  'redirects: SELECT',
  'review_responses: SELECT',
  'reviews: INSERT, SELECT',
];

/**
 * What the `authenticated` role holds (staff and non-staff users share it): the visitor's
 * rights plus the back office's, every one of the latter bounded by a policy calling
 * private.is_staff() (checked below), so a non-staff user gets no more rows than a visitor.
 */
const SIGNED_IN_TABLE_RIGHTS = [
  'articles: DELETE, INSERT, SELECT, UPDATE',
  'audit_log: SELECT',
  'categories: SELECT',
  'company_details: SELECT, UPDATE',
  'devis: INSERT, SELECT, UPDATE',
  'devis_acceptances: SELECT',
  'devis_versions: SELECT',
  'documents: DELETE, INSERT, SELECT, UPDATE',
  'email_queue: INSERT',
  'form_submissions: SELECT, UPDATE',
  'gallery_photos: DELETE, INSERT, SELECT, UPDATE',
  'lead_notes: INSERT, SELECT',
  'newsletter_subscribers: INSERT',
  'outbox_jobs: SELECT',
  'redirects: SELECT',
  'review_responses: DELETE, INSERT, SELECT, UPDATE',
  'reviews: INSERT, SELECT, UPDATE',
  'visit_closures: DELETE, INSERT, SELECT, UPDATE',
  'visit_hours: DELETE, INSERT, SELECT, UPDATE',
  'visit_settings: DELETE, INSERT, SELECT, UPDATE',
  'visits: SELECT',
  'web_vitals: SELECT',
];

/** Schemas the linter leaves alone (Supabase's own and extensions'). */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'auth', 'extensions', 'supabase_migrations',
  'storage', 'realtime', 'graphql', 'graphql_public', 'vault', 'cron', 'net', 'pgsodium')`;

describe.each(targets)('database lints on %s, with hosted default privileges', (_label, serverUrl) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const work = mkdtempSync(join(tmpdir(), 'parquet-lints-'));
    const files = testSchemaFiles();
    const compatSqlFile = join(work, 'hosted-compat.sql');
    writeFileSync(
      compatSqlFile,
      `${readFileSync(files.compatSqlFile, 'utf8')}\n${HOSTED_DEFAULT_PRIVILEGES}`,
    );
    let drop = async () => {};
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      db = await openPostgresDatabase(scratch.url);
      drop = scratch.drop;
    } else {
      db = await openPgliteDatabase(join(work, 'pglite'));
    }
    cleanup = async () => {
      await db.close();
      await drop();
      rmSync(work, { recursive: true, force: true });
    };
    await migrate(db, { ...files, compatSqlFile });
  }, 120_000);
  afterAll(() => cleanup());

  const rows = async (sql: string) =>
    (await db.transaction((tx) => tx.query(sql))).rows as Record<string, unknown>[];
  const names = async (sql: string) => (await rows(sql)).map((row) => String(row.name));

  test('the migrations really ran under the hosted default privileges', async () => {
    // Without this, every check below could pass on a database that never granted anything.
    const granted = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public'
         and case when c.relkind = 'S' then has_sequence_privilege('anon', c.oid, 'usage') else false end`);
    expect(granted).toContain('outbox_jobs_id_seq');
  });

  test('every table outside Supabase’s own schemas has row level security', async () => {
    const withoutRls = await names(`
      select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ${SYSTEM_SCHEMAS} and not c.relrowsecurity`);
    expect(withoutRls).toEqual([]);
  });

  test('no view, materialized view or foreign table in the API (none could carry RLS)', async () => {
    const exposed = await names(`
      select c.relname || ' (' || c.relkind::text || ')' as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('v', 'm', 'f')`);
    expect(exposed).toEqual([]);
  });

  test('a visitor may only read content and add one review, address or message', async () => {
    for (const [role, expected] of [
      ['anon', VISITOR_TABLE_RIGHTS],
      ['authenticated', SIGNED_IN_TABLE_RIGHTS],
    ] as const) {
      const rights = await names(`
        select c.relname || ': ' || string_agg(p.privilege, ', ' order by p.privilege) as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(privilege)
         where n.nspname = 'public' and c.relkind in ('r', 'p')
           and (has_table_privilege('${role}', c.oid, p.privilege)
                or (p.privilege in ('SELECT', 'INSERT', 'UPDATE')
                    and has_any_column_privilege('${role}', c.oid, p.privilege)))
         group by c.relname order by c.relname`);
      expect({ role, rights }).toEqual({ role, rights: expected });
    }
  });

  test('every right a signed-in user has beyond a visitor’s goes through a staff-only policy', async () => {
    // For each back-office table and command: the policies that let `authenticated` through
    // but do not require private.is_staff() must be exactly the visitor's ones.
    const open = await names(`
      select tablename || ' ' || cmd || ' ' || policyname as name from pg_policies
       where schemaname = 'public' and 'authenticated' = any (roles)
         and coalesce(qual, '') not like '%is_staff()%' and coalesce(with_check, '') not like '%is_staff()%'
       order by 1`);
    expect(open).toEqual([
      'articles SELECT articles_read_published',
      'categories SELECT categories_read',
      'company_details SELECT company_details_read',
      'documents SELECT documents_read',
      'email_queue INSERT email_queue_to_business_only',
      'gallery_photos SELECT gallery_photos_read',
      'newsletter_subscribers INSERT newsletter_subscribers_sign_up',
      'redirects SELECT redirects_read',
      'review_responses SELECT review_responses_read_of_approved',
      'reviews INSERT reviews_submit_pending',
      'reviews SELECT reviews_read_approved',
    ]);
  });

  test('a visitor may call submit_quote, the download counter and the speed record, no other function', async () => {
    const forAnon = await names(`
      select distinct n.nspname || '.' || p.proname as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
         and has_function_privilege('anon', p.oid, 'execute')
       order by 1`);
    expect(forAnon).toEqual(VISITOR_RPCS);
    const callable = await names(`
      select distinct n.nspname || '.' || p.proname as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
         and (has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('authenticated', p.oid, 'execute'))
       order by 1`);
    expect(callable).toEqual(
      [...VISITOR_RPCS, ...STAFF_RPCS, ...STAFF_INVOKER_RPCS, ...SIGNED_IN_RPCS].sort(),
    );
  });

  test('no security-definer function a visitor can execute, in any schema, but those three (and staff’s, and the session check)', async () => {
    // The linter's "security definer function executable by anon": a trigger function counts
    // too, although it cannot be called directly.
    const definers = await names(`
      select distinct n.nspname || '.' || p.proname as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef and n.nspname not in ${SYSTEM_SCHEMAS}
         and (has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('authenticated', p.oid, 'execute'))
       order by 1`);
    expect(definers).toEqual([...VISITOR_RPCS, ...STAFF_RPCS, ...SESSION_CHECK].sort());
  });

  test('every function of ours fixes its search_path', async () => {
    const mutable = await names(`
      select n.nspname || '.' || p.proname as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg\\_%'
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(mutable).toEqual([]);
  });

  test('no GraphQL for visitors: no right on the graphql schemas or their functions', async () => {
    const reachable = await names(`
      select r.role || ' → ' || n.nspname as name
        from pg_namespace n cross join unnest(array['anon', 'authenticated']) r(role)
       where n.nspname in ('graphql', 'graphql_public') and has_schema_privilege(r.role, n.oid, 'usage')
      union all
      select r.role || ' → ' || n.nspname || '.' || p.proname
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join unnest(array['anon', 'authenticated']) r(role)
       where n.nspname in ('graphql', 'graphql_public') and has_schema_privilege(r.role, n.oid, 'usage')
         and has_function_privilege(r.role, p.oid, 'execute')`);
    expect(reachable).toEqual([]);
    // The service role keeps what it had: only visitors lose GraphQL.
    expect(
      await names(
        `select 'service_role' as name where has_schema_privilege('service_role', 'graphql_public', 'usage')`,
      ),
    ).toEqual(['service_role']);
  });

  test('no extension installed in public', async () => {
    expect(
      await names(`select extname as name from pg_extension where extnamespace = 'public'::regnamespace`),
    ).toEqual([]);
  });

  test('no write policy for visitors that lets everything through', async () => {
    const permissive = await rows(`
      select tablename, policyname, cmd, qual, with_check from pg_policies
       where schemaname = 'public' and permissive = 'PERMISSIVE'
         and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
         and (roles && array['anon', 'authenticated', 'public']::name[])
         and ((cmd <> 'INSERT' and coalesce(replace(qual, ' ', ''), 'true') in ('true', '(true)'))
              or replace(with_check, ' ', '') in ('true', '(true)')
              or (with_check is null and cmd = 'INSERT'))`);
    expect(permissive).toEqual([]);
  });
});
