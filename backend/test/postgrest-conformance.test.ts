// The REST subset against PostgREST's documented behaviour (docs.postgrest.org, references/api),
// driven through supabase-js as the site and the back office call it, on PGlite and on
// PostgreSQL 15. Each test names the behaviour it pins. Where this server does not implement a
// feature it must answer PostgREST's 4xx with its code, never a silent success, and a write the
// client is told failed must have changed nothing. Test-only tables: fixtures/conformance.sql.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import pg from 'pg';
import WebSocket from 'ws';
import { migrate } from '../src/db/migrations.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from '../tools/postgres-cluster.ts';
import { copyTemplateDatabase, MINIMAL_SEED, testSchemaFiles } from './helpers/template-database.ts';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from './helpers/test-server.ts';

const FIXTURE = readFileSync(join(__dirname, 'fixtures', 'conformance.sql'), 'utf8');

interface Target {
  server: TestServer;
  close(): Promise<void>;
}

async function onPglite(): Promise<Target> {
  const dataDir = copyTemplateDatabase();
  const db = await openPgliteDatabase(join(dataDir, 'pglite'));
  await db.transaction((tx) => tx.exec(FIXTURE));
  await db.close();
  const server = await startTestServer({ dataDir });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let cluster: Cluster | null = null;
async function onPostgres15(): Promise<Target> {
  cluster ??= await startPostgres15();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database conformance');
  await admin.end();
  const url = cluster.url('conformance');
  const db = await openPostgresDatabase(url);
  await migrate(db, testSchemaFiles());
  await db.transaction((tx) => tx.exec(FIXTURE));
  await db.close();
  const server = await startTestServer({ databaseUrl: url, seedFile: MINIMAL_SEED });
  return { server, close: () => server.close() };
}

const targets: [string, () => Promise<Target>][] = [['PGlite', onPglite]];
if (postgres15Available) targets.push(['PostgreSQL 15', onPostgres15]);
else if (postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
} else console.warn('PostgreSQL 15 absent : conformité REST vérifiée sur PGlite seulement');

afterAll(() => cluster?.stop());

/** supabase-js types maxAffected() for clients declared against PostgREST 13 only; the call is the same. */
function maxAffected<T>(builder: T, rows: number): T {
  return (builder as unknown as { maxAffected(rows: number): T }).maxAffected(rows);
}

describe.each(targets)('PostgREST conformance on %s', (_label, open) => {
  let target: Target;
  let server: TestServer;
  /** Staff: the service role (RLS bypassed, no write rate limit). */
  let staff: SupabaseClient;
  /** A signed-in user: role `authenticated` in a JWT, as Supabase Auth issues it. */
  let member: SupabaseClient;

  beforeAll(async () => {
    target = await open();
    server = target.server;
    staff = server.service;
    const token = await sign(
      {
        role: 'authenticated',
        sub: '6f1c2b9e-0000-4000-8000-000000000001',
        iss: 'supabase',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      TEST_JWT_SECRET,
      'HS256',
    );
    member = createClient(server.url, server.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: WebSocket as never },
    });
  }, 120_000);
  afterAll(() => target?.close());

  const userStatus = async (id: number) =>
    (await staff.from('conformance_users').select('status').eq('id', id).single()).data?.status;
  const leadNames = async (ids: number[]) =>
    ((await staff.from('conformance_leads').select('name').in('id', ids).order('id')).data ?? []).map(
      (row) => row.name,
    );

  describe('tx=rollback (Prefer: tx=rollback, a dry run)', () => {
    test('an insert answers its rows and keeps none', async () => {
      const { data, error, status } = await staff
        .from('conformance_leads')
        .insert({ id: 500, name: 'Essai' })
        .select('id, name')
        .rollback();
      expect({ error, status, data }).toEqual({
        error: null,
        status: 201,
        data: [{ id: 500, name: 'Essai' }],
      });
      expect(await leadNames([500])).toEqual([]);
    });

    test('an update and a delete answer as usual and change nothing', async () => {
      const update = await staff
        .from('conformance_users')
        .update({ status: 'gone' })
        .eq('id', 3)
        .select('status')
        .rollback();
      expect(update.data).toEqual([{ status: 'gone' }]);
      const removal = await staff.from('conformance_attempts').delete().eq('id', 200).rollback();
      expect(removal.error).toBeNull();
      expect(await userStatus(3)).toBe('away');
      expect((await staff.from('conformance_attempts').select('id').eq('id', 200)).data).toEqual([
        { id: 200 },
      ]);
    });

    test("an rpc's writes are rolled back too", async () => {
      const { data, error } = await staff
        .rpc('conformance_set_status', { old_status: 'away', new_status: 'gone' })
        .select('id')
        .rollback();
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 3 }]);
      expect(await userStatus(3)).toBe('away');
    });
  });

  describe('max-affected (Prefer: handling=strict, max-affected=n; PGRST124)', () => {
    test('an update touching more rows than allowed fails and changes nothing', async () => {
      const { error, status } = await maxAffected(
        staff.from('conformance_users').update({ bio: 'écrasé' }).eq('status', 'active'),
        1,
      );
      expect({ status, code: error?.code, details: error?.details }).toEqual({
        status: 400,
        code: 'PGRST124',
        details: 'The query affects 2 rows',
      });
      const { data } = await staff.from('conformance_users').select('bio').eq('status', 'active');
      expect(data?.map((row) => row.bio)).not.toContain('écrasé');
    });

    test('a delete touching more rows than allowed fails and deletes nothing', async () => {
      const { error } = await maxAffected(
        staff.from('conformance_attempts').delete().eq('delivery_id', 11),
        1,
      );
      expect(error?.code).toBe('PGRST124');
      const { data } = await staff.from('conformance_attempts').select('id').eq('delivery_id', 11);
      expect(data).toHaveLength(2);
    });

    test('within the bound the write happens', async () => {
      const { error, status } = await maxAffected(
        staff.from('conformance_users').update({ age: 28 }).eq('id', 3),
        1,
      );
      expect({ error, status }).toEqual({ error: null, status: 204 });
      expect((await staff.from('conformance_users').select('age').eq('id', 3).single()).data?.age).toBe(28);
    });

    test('an rpc returning more rows than allowed is rolled back', async () => {
      const { error } = await maxAffected(
        staff.rpc('conformance_set_status', { old_status: 'active', new_status: 'gone' }),
        1,
      );
      expect(error?.code).toBe('PGRST124');
      expect(await userStatus(1)).toBe('active');
    });
  });

  describe('singular answers (Accept: application/vnd.pgrst.object+json; PGRST116)', () => {
    test('update…select().single() matching several rows is a 406 and changes nothing', async () => {
      const { data, error, status } = await staff
        .from('conformance_users')
        .update({ bio: 'un seul ?' })
        .in('id', [1, 2])
        .select()
        .single();
      expect({ data, status, code: error?.code }).toEqual({ data: null, status: 406, code: 'PGRST116' });
      const { data: rows } = await staff.from('conformance_users').select('bio').in('id', [1, 2]);
      expect(rows?.map((row) => row.bio)).not.toContain('un seul ?');
    });

    test('delete…select().single() matching several rows is a 406 and deletes nothing', async () => {
      const { status } = await staff
        .from('conformance_attempts')
        .delete()
        .eq('delivery_id', 11)
        .select()
        .single();
      expect(status).toBe(406);
      expect((await staff.from('conformance_attempts').select('id').eq('delivery_id', 11)).data).toHaveLength(
        2,
      );
    });

    test('update…select().single() matching one row answers that object', async () => {
      const { data, error } = await staff
        .from('conformance_profiles')
        .update({ website: 'https://alice.example/atelier' })
        .eq('user_id', 1)
        .select('website')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ website: 'https://alice.example/atelier' });
    });

    test('rpc().single() on a set of several rows is a 406 and its writes are rolled back', async () => {
      const { status, error } = await staff
        .rpc('conformance_set_status', { old_status: 'active', new_status: 'gone' })
        .single();
      expect({ status, code: error?.code }).toEqual({ status: 406, code: 'PGRST116' });
      expect(await userStatus(2)).toBe('active');
    });

    test('rpc().single() on a set of one row answers the object', async () => {
      const { data, error } = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'banned' })
        .select('username')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ username: 'david' });
    });
  });

  describe('schemas (Accept-Profile / Content-Profile; PGRST106)', () => {
    test('reading another schema is refused, not answered from public', async () => {
      const { data, error, status } = await server.anon
        .schema('conformance_private')
        .from('conformance_users')
        .select('username');
      expect({ data, status, code: error?.code }).toEqual({ data: null, status: 406, code: 'PGRST106' });
    });

    test('writing to another schema is refused and writes nothing in public', async () => {
      const { status, error } = await staff
        .schema('conformance_private')
        .from('conformance_users')
        .insert({ id: 98, username: 'ailleurs' });
      expect({ status, code: error?.code }).toEqual({ status: 406, code: 'PGRST106' });
      expect((await staff.from('conformance_users').select('id').eq('id', 98)).data).toEqual([]);
    });

    test('naming public explicitly is served', async () => {
      const { data, error } = await server.anon
        .schema('public')
        .from('conformance_users')
        .select('username')
        .eq('id', 1);
      expect({ data, error }).toEqual({ data: [{ username: 'alice' }], error: null });
    });
  });

  describe("rpc query string (a function's rows read like its table)", () => {
    test('select picks columns of the rows', async () => {
      const { data, error } = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'active' })
        .select('username');
      expect(error).toBeNull();
      expect(data).toEqual([{ username: 'alice' }, { username: 'bruno' }]);
    });

    test('filters, order and limit apply to the rows', async () => {
      const filtered = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'active' })
        .select('username')
        .gt('age', 40);
      expect(filtered.data).toEqual([{ username: 'bruno' }]);
      const ordered = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'active' })
        .select('id')
        .order('id', { ascending: false })
        .limit(1);
      expect(ordered.data).toEqual([{ id: 2 }]);
    });

    test('an embed from the returned rows, and a single row function answering an object', async () => {
      const { data } = await server.anon
        .rpc('conformance_user', { user_id: 1 })
        .select('username, profile:conformance_profiles(website)');
      expect(data).toEqual({ username: 'alice', profile: { website: expect.any(String) } });
    });

    test('on a function that does not return table rows, a query string is refused (PGRST127)', async () => {
      const { status, error } = await server.anon.rpc('conformance_numbers', { upto: 3 }).gt('x', 1);
      expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST127' });
      const plain = await server.anon.rpc('conformance_add', { a: 2, b: 3 });
      expect(plain.data).toBe(5);
      const array = await server.anon.rpc('conformance_pair', { a: 4 });
      expect(array.data).toEqual([4, 5]);
    });

    test('GET and HEAD call a function with its arguments in the query string, read-only', async () => {
      const { data } = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'active' }, { get: true })
        .select('username')
        .lt('id', 10);
      expect(data).toEqual([{ username: 'alice' }, { username: 'bruno' }]);
      const head = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'active' }, { head: true, count: 'exact' })
        .lt('id', 10);
      expect({ data: head.data, count: head.count, status: head.status }).toEqual({
        data: null,
        count: 2,
        status: 200,
      });
      const writes = await staff.rpc(
        'conformance_set_status',
        { old_status: 'away', new_status: 'gone' },
        { get: true },
      );
      expect({ status: writes.status, code: writes.error?.code }).toEqual({ status: 405, code: '25006' });
      expect(await userStatus(3)).toBe('away');
    });
  });

  describe('embeds (resource embedding)', () => {
    test('a one-to-one relationship (foreign key that is also the primary key) embeds an object', async () => {
      const { data, error } = await server.anon
        .from('conformance_users')
        .select('username, conformance_profiles(website)')
        .in('id', [2, 3])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { username: 'bruno', conformance_profiles: { website: 'https://bruno.example' } },
        { username: 'chloe', conformance_profiles: null },
      ]);
    });

    test('one-to-many embeds an array, many-to-one an object', async () => {
      const { data } = await server.anon
        .from('conformance_users')
        .select('username, conformance_messages(channel)')
        .eq('id', 1);
      expect(data?.[0]?.conformance_messages).toHaveLength(2);
      const messages = await server.anon
        .from('conformance_messages')
        .select('channel, author:conformance_users(username)')
        .eq('user_id', 3);
      expect(messages.data).toEqual([{ channel: 'support', author: { username: 'chloe' } }]);
    });

    test('an empty embed adds no key', async () => {
      const { data } = await server.anon
        .from('conformance_users')
        .select('username, conformance_profiles()')
        .eq('id', 1);
      expect(data).toEqual([{ username: 'alice' }]);
    });

    test('a table embedded in itself lists the rows that point at it (an array, as PostgREST)', async () => {
      const byName = await server.anon
        .from('conformance_folders')
        .select('id, conformance_folders(id, name)')
        .eq('id', 1)
        .single();
      const byColumn = await server.anon
        .from('conformance_folders')
        .select('id, conformance_folders!parent_id(id)')
        .in('id', [1, 2])
        .order('id');
      const byConstraint = await server.anon
        .from('conformance_folders')
        .select('id, conformance_folders!conformance_folders_parent_fkey(id)');
      expect(byName.data).toEqual({
        id: 1,
        conformance_folders: [
          { id: 2, name: 'Colmar' },
          { id: 3, name: 'Mulhouse' },
        ],
      });
      expect(byColumn.data).toEqual([
        { id: 1, conformance_folders: [{ id: 2 }, { id: 3 }] },
        { id: 2, conformance_folders: [] },
      ]);
      expect({ status: byConstraint.status, code: byConstraint.error?.code }).toEqual({
        status: 400,
        code: 'PGRST200',
      });
    });

    test('the same relation twice without aliases is refused; with aliases both are served', async () => {
      const twice = await server.anon
        .from('conformance_users')
        .select('id, conformance_messages(id), conformance_messages(body)');
      expect({ status: twice.status, code: twice.error?.code }).toEqual({ status: 400, code: 'PGRST100' });
      const { data, error } = await server.anon
        .from('conformance_users')
        .select('id, general:conformance_messages(body), support:conformance_messages(body)')
        .eq('id', 1)
        .eq('general.channel', 'general')
        .eq('support.channel', 'support');
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          id: 1,
          general: [{ body: 'the oak floor was sanded twice' }],
          support: [{ body: 'which varnish for a kitchen floor' }],
        },
      ]);
    });
  });

  describe('media types (Accept; PGRST107)', () => {
    test('CSV, GeoJSON and plans are refused with 406', async () => {
      const csv = await server.anon.from('conformance_users').select('username').csv();
      expect({ status: csv.status, code: csv.error?.code }).toEqual({ status: 406, code: 'PGRST107' });
      const geo = await server.anon.from('conformance_users').select('username').geojson();
      expect(geo.status).toBe(406);
      const plan = await server.anon.from('conformance_users').select('username').explain();
      expect(plan.status).toBe(406);
    });

    test('stripNulls() drops null fields, in arrays and in one object', async () => {
      const list = await server.anon
        .from('conformance_users')
        .select('username, age, profile:conformance_profiles(website)')
        .in('id', [1, 4])
        .order('id')
        .stripNulls();
      expect(list.data).toEqual([
        { username: 'alice', age: 31, profile: { website: expect.any(String) } },
        { username: 'david' },
      ]);
      const one = await server.anon
        .from('conformance_users')
        .select('username, age')
        .eq('id', 4)
        .single()
        .stripNulls();
      expect(one.data).toEqual({ username: 'david' });
    });

    test('a CSV body is refused with 415 and stores nothing', async () => {
      const response = await server.request('/rest/v1/conformance_messages', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: 'user_id,body\n1,csv',
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST107');
      expect((await staff.from('conformance_messages').select('id').eq('body', 'csv')).data).toEqual([]);
    });

    test('JSON, and any type, are served', async () => {
      for (const accept of ['application/json', '*/*', 'text/csv;q=0.5, application/json']) {
        const response = await server.request('/rest/v1/conformance_users?select=id&id=eq.1', {
          headers: { Accept: accept },
        });
        expect(response.status).toBe(200);
      }
    });
  });

  describe('counts and preferences (Prefer: count=…, handling=strict)', () => {
    test.each(['planned', 'estimated'] as const)(
      'count=%s is refused (PGRST127), never ignored',
      async (count) => {
        const { data, status, error } = await server.anon.from('conformance_users').select('id', { count });
        expect({ data, status, code: error?.code }).toEqual({ data: null, status: 400, code: 'PGRST127' });
      },
    );

    test('count=exact on a read gives the total beside a page', async () => {
      const { data, count, status } = await server.anon
        .from('conformance_users')
        .select('id', { count: 'exact' })
        .lt('id', 10)
        .order('id')
        .range(0, 1);
      expect({ rows: data?.length, count, status }).toEqual({ rows: 2, count: 4, status: 200 });
      const all = await server.anon.from('conformance_users').select('id', { count: 'exact' }).lt('id', 10);
      expect({ count: all.count, status: all.status }).toEqual({ count: 4, status: 200 });
      const past = await server.anon
        .from('conformance_users')
        .select('id', { count: 'exact' })
        .lt('id', 10)
        .range(10, 11);
      expect({ status: past.status, code: past.error?.code }).toEqual({ status: 416, code: 'PGRST103' });
      const head = await server.anon
        .from('conformance_users')
        .select('*', { count: 'exact', head: true })
        .lt('id', 10);
      expect({ data: head.data, count: head.count }).toEqual({ data: null, count: 4 });
    });

    test('timezone=… reads timestamps in that zone; an unknown zone is a 400', async () => {
      const read = (zone: string) =>
        server.anon
          .rpc('conformance_instant')
          .setHeader('Prefer', `timezone=${zone}`)
          .then((result) => ({ data: result.data, status: result.status }));
      expect(await read('Europe/Paris')).toEqual({ data: '2026-07-01T14:00:00+02:00', status: 200 });
      expect(await read('UTC')).toEqual({ data: '2026-07-01T12:00:00+00:00', status: 200 });
      expect((await read('Mars/Olympus')).status).toBe(400);
    });

    test('an unknown preference under handling=strict is refused (PGRST122)', async () => {
      const response = await server.request('/rest/v1/conformance_users?select=id', {
        headers: { Prefer: 'handling=strict, params=single-object' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST122');
    });
  });

  describe('upsert (on_conflict, Prefer: resolution=merge-duplicates|ignore-duplicates)', () => {
    test('a new key is inserted, an existing key is updated', async () => {
      const first = await staff
        .from('conformance_leads')
        .upsert([
          { id: 60, name: 'Marc' },
          { id: 61, name: 'Nina' },
        ])
        .select('id, name');
      expect(first.status).toBe(201);
      const second = await staff.from('conformance_leads').upsert({ id: 60, name: 'Marc B.' }).select('name');
      expect({ error: second.error, data: second.data }).toEqual({
        error: null,
        data: [{ name: 'Marc B.' }],
      });
      expect(await leadNames([60, 61])).toEqual(['Marc B.', 'Nina']);
    });

    test('ignoreDuplicates keeps the existing row and answers only the new ones', async () => {
      await staff.from('conformance_leads').insert({ id: 62, name: 'Odile' });
      const { data, error } = await staff
        .from('conformance_leads')
        .upsert(
          [
            { id: 62, name: 'Remplacée' },
            { id: 63, name: 'Pierre' },
          ],
          { ignoreDuplicates: true },
        )
        .select('id');
      expect({ data, error }).toEqual({ data: [{ id: 63 }], error: null });
      expect(await leadNames([62, 63])).toEqual(['Odile', 'Pierre']);
    });

    test('onConflict names another unique column', async () => {
      await staff
        .from('conformance_users')
        .upsert({ id: 71, username: 'eve', age: 20 }, { onConflict: 'username' });
      await staff
        .from('conformance_users')
        .upsert({ id: 71, username: 'eve', age: 21 }, { onConflict: 'username' });
      const { data } = await staff.from('conformance_users').select('id, age').eq('username', 'eve');
      expect(data).toEqual([{ id: 71, age: 21 }]);
    });

    test('an upsert needs the right to update: anon cannot overwrite an existing row', async () => {
      const { status, error } = await server.anon
        .from('conformance_messages')
        .upsert({ id: 1, user_id: 1, body: 'réécrit par un visiteur' });
      expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
      const { data } = await staff.from('conformance_messages').select('body').eq('id', 1).single();
      expect(data?.body).toBe('the oak floor was sanded twice');
    });

    test('an upsert that only updates answers 200, one that creates a row 201 (as PostgREST)', async () => {
      await staff.from('conformance_leads').insert({ id: 64, name: 'Quentin' });
      const updatedOnly = await staff.from('conformance_leads').upsert({ id: 64, name: 'Quentin R.' });
      const updatedByName = await staff
        .from('conformance_users')
        .upsert({ id: 1, username: 'alice', age: 32 }, { onConflict: 'username' })
        .select('age');
      const created = await staff.from('conformance_leads').upsert([
        { id: 64, name: 'Quentin' },
        { id: 65, name: 'Rose' },
      ]);
      expect([updatedOnly.status, updatedByName.status, updatedByName.data, created.status]).toEqual([
        200,
        200,
        [{ age: 32 }],
        201,
      ]);
      expect(await leadNames([64, 65])).toEqual(['Quentin', 'Rose']);
    });

    test('an unknown conflict column is a 400 PGRST204; without resolution a duplicate is a 409', async () => {
      const unknown = await staff
        .from('conformance_leads')
        .upsert({ id: 60, name: 'x' }, { onConflict: 'nope' });
      expect(unknown.error?.code).toBe('PGRST204');
      const duplicate = await staff.from('conformance_leads').insert({ id: 60, name: 'x' });
      expect({ status: duplicate.status, code: duplicate.error?.code }).toEqual({
        status: 409,
        code: '23505',
      });
    });
  });

  describe('embedded filters, order and joins (!inner, !left)', () => {
    test('a filter on an embed filters the embedded rows only', async () => {
      const { data } = await staff
        .from('conformance_leads')
        .select('name, conformance_deliveries(channel)')
        .in('id', [1, 2, 3])
        .eq('conformance_deliveries.status', 'failed')
        .order('id');
      expect(data).toEqual([
        { name: 'Jeanne', conformance_deliveries: [] },
        { name: 'Paul', conformance_deliveries: [{ channel: 'email' }] },
        { name: 'Inès', conformance_deliveries: [] },
      ]);
    });

    test('!inner keeps only parents with a matching embedded row; !left keeps all', async () => {
      const inner = await staff
        .from('conformance_leads')
        .select('name, conformance_deliveries!inner(channel)')
        .eq('conformance_deliveries.status', 'failed');
      expect(inner.data).toEqual([{ name: 'Paul', conformance_deliveries: [{ channel: 'email' }] }]);
      const left = await staff
        .from('conformance_leads')
        .select('name, conformance_deliveries!left(channel)', { count: 'exact' })
        .in('id', [1, 2, 3])
        .eq('conformance_deliveries.status', 'failed');
      expect(left.count).toBe(3);
    });

    test('!inner counts only the kept parents, and works through a to-one embed', async () => {
      const { count } = await staff
        .from('conformance_leads')
        .select('id, conformance_deliveries!inner()', { count: 'exact', head: true })
        .eq('conformance_deliveries.channel', 'sheet');
      expect(count).toBe(1);
      const { data } = await server.anon
        .from('conformance_messages')
        .select('body, conformance_users!inner(status)')
        .eq('conformance_users.status', 'away');
      expect(data).toEqual([{ body: 'sanded floor looks patchy', conformance_users: { status: 'away' } }]);
    });

    test('an embed tested for null: parents without (or with) embedded rows', async () => {
      const without = await staff
        .from('conformance_leads')
        .select('name, conformance_deliveries()')
        .in('id', [1, 2, 3])
        .is('conformance_deliveries', null);
      expect(without.data).toEqual([{ name: 'Inès' }]);
      const wrong = await staff
        .from('conformance_leads')
        .select('name, conformance_deliveries()')
        .eq('conformance_deliveries', 'x');
      expect(wrong.error?.code).toBe('PGRST120');
    });

    test('order and limit inside an embed', async () => {
      const { data } = await staff
        .from('conformance_leads')
        .select('conformance_deliveries(id)')
        .eq('id', 1)
        .order('id', { referencedTable: 'conformance_deliveries', ascending: false })
        .limit(1, { referencedTable: 'conformance_deliveries' });
      expect(data).toEqual([{ conformance_deliveries: [{ id: 11 }] }]);
    });

    test('order parents by a column of a to-one embed; a to-many one is refused (PGRST118)', async () => {
      const { data } = await server.anon
        .from('conformance_messages')
        .select('id, conformance_users(username)')
        .in('user_id', [1, 2, 3])
        .order('conformance_users(username)', { ascending: false })
        .order('id');
      expect(data?.map((row) => (row.conformance_users as unknown as { username: string }).username)).toEqual(
        ['chloe', 'bruno', 'alice', 'alice'],
      );
      const toMany = await server.anon
        .from('conformance_users')
        .select('id, conformance_messages(id)')
        .order('conformance_messages(id)');
      expect(toMany.error?.code).toBe('PGRST118');
    });

    test('a filter on a resource that is not embedded is refused (PGRST108)', async () => {
      const { status, error } = await staff
        .from('conformance_leads')
        .select('name')
        .eq('conformance_deliveries.status', 'x');
      expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST108' });
    });
  });

  describe('columns= on an update', () => {
    test('only the listed keys of the body are written', async () => {
      const response = await fetch(`${server.url}/rest/v1/conformance_users?id=eq.4&columns=bio`, {
        method: 'PATCH',
        headers: {
          apikey: server.backend.serviceRoleKey,
          Authorization: `Bearer ${server.backend.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ bio: 'seule', status: 'jamais' }),
      });
      expect(response.status).toBe(204);
      const row = await staff.from('conformance_users').select('bio, status').eq('id', 4).single();
      expect(row.data).toEqual({ bio: 'seule', status: 'banned' });
    });
  });

  describe('counts on writes (Prefer: count=exact)', () => {
    test('insert, update and delete report how many rows they touched', async () => {
      const inserted = await staff.from('conformance_leads').insert(
        [
          { id: 70, name: 'Un' },
          { id: 71, name: 'Deux' },
        ],
        { count: 'exact' },
      );
      expect({ status: inserted.status, count: inserted.count }).toEqual({ status: 201, count: 2 });
      const updated = await staff
        .from('conformance_leads')
        .update({ name: 'Trois' }, { count: 'exact' })
        .in('id', [70, 71])
        .select('id');
      expect({ count: updated.count, rows: updated.data?.length }).toEqual({ count: 2, rows: 2 });
      const deleted = await staff.from('conformance_leads').delete({ count: 'exact' }).in('id', [70, 71]);
      expect({ status: deleted.status, count: deleted.count }).toEqual({ status: 204, count: 2 });
    });

    test('an rpc returning one value reports a count of 1 on POST, GET and HEAD', async () => {
      const post = await server.anon.rpc('conformance_add', { a: 2, b: 3 }, { count: 'exact' });
      const get = await server.anon.rpc('conformance_add', { a: 2, b: 3 }, { count: 'exact', get: true });
      const head = await server.anon.rpc('conformance_add', { a: 2, b: 3 }, { count: 'exact', head: true });
      expect([post, get, head].map(({ data, count, status }) => ({ data, count, status }))).toEqual([
        { data: 5, count: 1, status: 200 },
        { data: 5, count: 1, status: 200 },
        { data: null, count: 1, status: 200 },
      ]);
    });

    test('overloads the argument names cannot tell apart are refused (300 PGRST203), never guessed', async () => {
      const { data, error, status } = await server.anon.rpc('conformance_pick', { a: 1 });
      expect({ data, status, code: error?.code }).toEqual({ data: null, status: 300, code: 'PGRST203' });
    });

    test('an rpc reports the total of its rows beside a page', async () => {
      const { data, count } = await server.anon
        .rpc('conformance_users_with_status', { wanted: 'active' }, { count: 'exact' })
        .select('id')
        .lt('id', 10)
        .limit(1);
      expect({ data, count }).toEqual({ data: [{ id: 1 }], count: 2 });
    });
  });

  describe('full-text search (fts, plfts, phfts, wfts) and like/ilike(any|all)', () => {
    const bodies = async (query: PromiseLike<{ data: { id: number }[] | null }>) =>
      ((await query).data ?? []).map((row) => row.id);

    test('fts on a tsvector column (to_tsquery)', async () => {
      expect(
        await bodies(
          server.anon
            .from('conformance_messages')
            .select('id')
            .textSearch('search', 'sanded & floor', { config: 'simple' })
            .order('id'),
        ),
      ).toEqual([1, 4]);
    });

    test('plfts, phfts and wfts on a text column with a configuration', async () => {
      const search = (query: string, type: 'plain' | 'phrase' | 'websearch') =>
        bodies(
          server.anon
            .from('conformance_messages')
            .select('id')
            .textSearch('body', query, { config: 'simple', type })
            .order('id'),
        );
      expect(await search('floor sanded', 'plain')).toEqual([1, 4]);
      expect(await search('sanded twice', 'phrase')).toEqual([1]);
      expect(await search('"oak floor" or pine', 'websearch')).toEqual([1, 3]);
      expect(await search('floor -oak', 'websearch')).toEqual([2, 4]);
    });

    test('like(any), ilike(all) and their negation', async () => {
      const names = async (query: PromiseLike<{ data: { username: string }[] | null }>) =>
        ((await query).data ?? []).map((row) => row.username);
      const users = () => server.anon.from('conformance_users').select('username').lt('id', 10).order('id');
      expect(await names(users().likeAnyOf('username', ['a%', 'b*']))).toEqual(['alice', 'bruno']);
      expect(await names(users().ilikeAllOf('bio', ['%PARQUET%', '%chêne%']))).toEqual(['alice']);
      expect(await names(users().not('username', 'like(any)', '{a*,b*}'))).toEqual(['chloe', 'david']);
    });
  });

  describe('several rows per insert, missing=default', () => {
    test('a signed-in user inserts several rows in one request', async () => {
      const { error, status } = await member.from('conformance_leads').insert([
        { id: 80, name: 'Lot 1' },
        { id: 81, name: 'Lot 2' },
      ]);
      expect({ error, status }).toEqual({ error: null, status: 201 });
      expect(await leadNames([80, 81])).toEqual(['Lot 1', 'Lot 2']);
    });

    test('anon still inserts one row at a time', async () => {
      const several = await server.anon.from('conformance_messages').insert([
        { user_id: 1, body: 'anon 1' },
        { user_id: 1, body: 'anon 2' },
      ]);
      expect({ status: several.status, code: several.error?.code }).toEqual({ status: 400, code: '23514' });
      const one = await server.anon.from('conformance_messages').insert({ user_id: 1, body: 'anon 1' });
      expect(one.status).toBe(201);
      expect((await staff.from('conformance_messages').select('body').like('body', 'anon %')).data).toEqual([
        { body: 'anon 1' },
      ]);
    });

    test('anon inserts several rows where the database has no one-row rule (grants and policies decide)', async () => {
      const { status, error } = await server.anon.from('conformance_notes').insert([
        { id: 1, body: 'premier' },
        { id: 2, body: 'second' },
      ]);
      expect({ status, error }).toEqual({ status: 201, error: null });
      const { data } = await staff.from('conformance_notes').select('id').order('id');
      expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    });

    test('missing=default computes the defaults for every row, as PostgREST (a given id still draws the sequence)', async () => {
      const { data, error } = await staff
        .from('conformance_tags')
        .insert([{ id: 100, label: 'donné' }, { label: 'suivant' }, {}], { defaultToNull: false })
        .select('id, label');
      expect({ data, error }).toEqual({
        data: [
          { id: 100, label: 'donné' },
          { id: 2, label: 'suivant' },
          { id: 3, label: 'sans titre' },
        ],
        error: null,
      });
    });

    test('missing=default: a key absent from one row takes the column default, not null', async () => {
      const { data, error } = await staff
        .from('conformance_messages')
        .insert(
          [
            { user_id: 2, body: 'défaut' },
            { user_id: 2, channel: 'support', body: 'explicite' },
          ],
          { defaultToNull: false },
        )
        .select('channel, body');
      expect(error).toBeNull();
      expect(data).toEqual([
        { channel: 'general', body: 'défaut' },
        { channel: 'support', body: 'explicite' },
      ]);
      const asNull = await staff.from('conformance_messages').insert([
        { user_id: 2, body: 'nul' },
        { user_id: 2, channel: 'support', body: 'explicite' },
      ]);
      expect(asNull.error?.code).toBe('23502'); // PostgREST's default: absent keys are null
    });
  });

  describe('embeds two levels deep, within a row bound', () => {
    test('a lead with its deliveries and their attempts', async () => {
      const { data, error } = await staff
        .from('conformance_leads')
        .select('name, deliveries:conformance_deliveries(channel, attempts:conformance_attempts(outcome))')
        .eq('id', 1)
        .order('id', { referencedTable: 'deliveries' })
        .limit(20, { referencedTable: 'deliveries' })
        .limit(50, { referencedTable: 'deliveries.attempts' })
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        name: 'Jeanne',
        deliveries: [
          { channel: 'email', attempts: [{ outcome: 'sent' }] },
          { channel: 'sheet', attempts: [{ outcome: 'timeout' }, { outcome: 'timeout' }] },
        ],
      });
    });

    test('a page of leads two levels deep is served when every level is bounded', async () => {
      const { data, error } = await staff
        .from('conformance_leads')
        .select('id, conformance_deliveries(id, conformance_attempts(id))')
        .in('id', [1, 2, 3])
        .order('id')
        .limit(10)
        .limit(10, { referencedTable: 'conformance_deliveries' })
        .limit(10, { referencedTable: 'conformance_deliveries.conformance_attempts' });
      expect(error).toBeNull();
      expect(data?.map((lead) => lead.conformance_deliveries.length)).toEqual([2, 1, 0]);
    });

    test('unbounded lists two levels deep, or a third level, are refused before any SQL', async () => {
      const unbounded = await staff
        .from('conformance_leads')
        .select('id, conformance_deliveries(id, conformance_attempts(id))')
        .eq('id', 1);
      expect({ status: unbounded.status, code: unbounded.error?.code }).toEqual({
        status: 400,
        code: 'PGRST100',
      });
      expect(unbounded.error?.hint).toMatch(/limit/);
      const third = await staff
        .from('conformance_attempts')
        .select('id, conformance_deliveries(id, conformance_leads(id, conformance_deliveries(id)))');
      expect(third.error?.message).toMatch(/nests embeds 3 deep/);
    });
  });
});
