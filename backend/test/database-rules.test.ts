// The visitor rules that live in the migrations, tried on the database itself, the way a hosted
// project's PostgREST runs a request: one transaction with the role and request.headers set
// locally, then one statement. No local REST server is involved, so what passes here holds on
// hosted Supabase. PGlite always; PostgreSQL too when DATABASE_URL names a server.
import type { Database, Queryable } from '../src/db/database.ts';
import { openRulesDatabase, ruleTargets } from './helpers/rules-database.ts';

const targets = ruleTargets();

const DOCUMENT = '40000000-0000-4000-8000-000000000001';
const CONTACT = 'contact@parquet-alsace.example';

describe.each(targets)('database rules on %s', (_label, serverUrl) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await openRulesDatabase(serverUrl));
  });
  afterAll(() => cleanup());

  /** One request as PostgREST runs it: role, claims and headers local to the transaction. */
  function request<T>(
    role: 'anon' | 'service_role',
    headers: Record<string, string>,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.headers', $3, true)`,
        [role, JSON.stringify({ role }), JSON.stringify(headers)],
      );
      return work(tx);
    });
  }

  /** PostgREST's statement for `POST /rest/v1/<table>` with a JSON body (object or array). */
  function insertAs(role: 'anon' | 'service_role', table: string, rows: Record<string, unknown>[]) {
    const columns = Object.keys(rows[0] ?? {}).map((name) => `"${name}"`);
    return request(role, { 'x-forwarded-for': '203.0.113.7' }, (tx) =>
      tx.query(
        `insert into public.${table} (${columns.join(', ')})
         select ${columns.map((c) => `pgrst_body.${c}`).join(', ')}
           from json_populate_recordset(null::public.${table}, $1::json) pgrst_body`,
        [JSON.stringify(rows)],
      ),
    );
  }

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.transaction((tx) => tx.query(sql, params))).rows[0]?.n);

  const review = (n: number) => ({
    name: `Client ${n}`,
    email: `client${n}@example.com`,
    title: `Avis ${n}`,
    content: 'Un travail soigné, merci beaucoup.',
    rating: 5,
  });
  const message = (n: number) => ({
    recipient: CONTACT,
    reply_to: `lecteur${n}@example.com`,
    sender_name: `Lecteur ${n}`,
    message: 'Bonjour, une question sur votre article.',
    article_slug: 'poncer-un-parquet-ancien',
  });

  describe('a visitor inserts one row per request', () => {
    test.each([
      ['reviews', [review(1), review(2)]],
      ['newsletter_subscribers', [{ email: 'un@example.com' }, { email: 'deux@example.com' }]],
      ['email_queue', [message(1), message(2), message(3)]],
    ])('several rows into %s are refused and none is stored', async (table, rows) => {
      const before = await count(`select count(*) as n from public.${table}`);
      await expect(insertAs('anon', table, rows)).rejects.toMatchObject({
        code: '23514',
        message: expect.stringContaining('visitor_one_row_per_request'),
      });
      expect(await count(`select count(*) as n from public.${table}`)).toBe(before);
      // Nor any delivery job of a refused message.
      expect(await count(`select count(*) as n from public.outbox_jobs where kind = 'queued_email'`)).toBe(
        await count('select count(*) as n from public.email_queue'),
      );
    });

    test.each([
      ['reviews', review(3)],
      ['newsletter_subscribers', { email: 'seul@example.com' }],
      ['email_queue', message(4)],
    ])('one row into %s is stored', async (table, row) => {
      const before = await count(`select count(*) as n from public.${table}`);
      await insertAs('anon', table, [row]);
      expect(await count(`select count(*) as n from public.${table}`)).toBe(before + 1);
    });

    test('the service role (imports, back office) still inserts several rows at once', async () => {
      await insertAs('service_role', 'newsletter_subscribers', [
        { email: 'import1@example.com' },
        { email: 'import2@example.com' },
      ]);
      expect(
        await count(
          `select count(*) as n from public.newsletter_subscribers where email like 'import%@example.com'`,
        ),
      ).toBe(2);
    });

    test('every table a visitor may insert into has the rule', async () => {
      const { rows } = await db.transaction((tx) =>
        tx.query(`
          select c.relname as table_name,
                 exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                          where t.tgrelid = c.oid and p.proname = 'one_visitor_row_per_statement'
                            and not t.tgisinternal) as guarded
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
             and (has_any_column_privilege('anon', c.oid, 'INSERT')
                  or has_any_column_privilege('authenticated', c.oid, 'INSERT'))
           order by 1`),
      );
      expect(rows.map((row) => row.table_name)).toEqual([
        'articles',
        'devis',
        'documents',
        'email_queue',
        'gallery_photos',
        'lead_notes',
        'newsletter_subscribers',
        'review_responses',
        'reviews',
        'visit_closures',
        'visit_hours',
        'visit_settings',
      ]);
      expect(rows.filter((row) => row.guarded !== true)).toEqual([]);
    });
  });

  describe('newsletter sign-up', () => {
    test('an address already subscribed is answered like a new one, and stored once', async () => {
      await insertAs('anon', 'newsletter_subscribers', [{ email: 'fidele@example.com' }]);
      await expect(
        insertAs('anon', 'newsletter_subscribers', [{ email: 'Fidele@Example.com' }]),
      ).resolves.toBeDefined();
      expect(
        await count(
          `select count(*) as n from public.newsletter_subscribers where lower(email) = 'fidele@example.com'`,
        ),
      ).toBe(1);
    });

    test('two sign-ups of the same new address at once both succeed, one row', async () => {
      const results = await Promise.allSettled([
        insertAs('anon', 'newsletter_subscribers', [{ email: 'ensemble@example.com' }]),
        insertAs('anon', 'newsletter_subscribers', [{ email: 'ENSEMBLE@example.com' }]),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(
        await count(
          `select count(*) as n from public.newsletter_subscribers where lower(email) = 'ensemble@example.com'`,
        ),
      ).toBe(1);
    });

    test('an invalid address is still refused', async () => {
      await expect(
        insertAs('anon', 'newsletter_subscribers', [{ email: 'pas-une-adresse' }]),
      ).rejects.toMatchObject({ code: '23514' });
    });
  });

  describe('copies of a quote request', () => {
    /** submit_quote as a visitor's rpc call; the kinds of the jobs it queued. */
    const submitWithCopy = (email: string) =>
      request('anon', {}, async (tx) => {
        const { rows } = await tx.query('select public.submit_quote($1::jsonb) as id', [
          JSON.stringify({
            requestId: crypto.randomUUID(),
            surface: 25,
            propertyType: 'maison',
            finition: 'poncageVitrification',
            fullName: 'Marie Keller',
            phone: '+33612345678',
            email,
            postalCode: '68000',
            acceptTerms: true,
            sendCopy: true,
          }),
        ]);
        return rows[0]?.id as string;
      });
    const copies = (ids: string[]) =>
      count(
        `select count(*) as n from public.outbox_jobs where kind = 'quote_copy' and dedupe_key = any($1)`,
        [ids.map((id) => `quote_copy:${id}`)],
      );

    test('at most 3 a day reach one mailbox, however its address is spelt', async () => {
      const ids: string[] = [];
      for (const email of [
        'boite+1@example.fr',
        'Boite+2@Example.fr',
        'boite@example.fr',
        'boite+x@example.fr',
      ]) {
        ids.push(await submitWithCopy(email));
      }
      expect(ids.every(Boolean)).toBe(true);
      expect(await copies(ids)).toBe(3);
      expect(await copies([await submitWithCopy('autre.boite+1@example.fr')])).toBe(1);
    });
  });

  describe('download counter', () => {
    const downloads = () =>
      count('select download_count as n from public.documents where id = $1', [DOCUMENT]);
    const download = (headers: Record<string, string>, documentId = DOCUMENT) =>
      request('anon', headers, (tx) =>
        tx.query('select public.increment_document_download_count(document_id => $1::uuid)', [documentId]),
      );

    test('counts a visitor once per document per day', async () => {
      const before = await downloads();
      await download({ 'x-forwarded-for': '198.51.100.1' });
      await download({ 'x-forwarded-for': '198.51.100.1' });
      expect(await downloads()).toBe(before + 1);
      await download({ 'x-forwarded-for': '198.51.100.2' });
      expect(await downloads()).toBe(before + 2);
    });

    test('takes the address from the edge header first, and the last forwarded entry', async () => {
      const before = await downloads();
      // A client-written first x-forwarded-for entry does not make a new visitor.
      await download({ 'x-forwarded-for': 'forged-1, 198.51.100.10' });
      await download({ 'x-forwarded-for': 'forged-2, 198.51.100.10' });
      await download({ 'cf-connecting-ip': '198.51.100.11', 'x-forwarded-for': 'forged-3' });
      await download({ 'cf-connecting-ip': '198.51.100.11', 'x-forwarded-for': 'forged-4' });
      expect(await downloads()).toBe(before + 2);
    });

    test('an IPv6 visitor is one visitor across its /64', async () => {
      const before = await downloads();
      await download({ 'x-forwarded-for': '2001:db8:1:2::10' });
      await download({ 'x-forwarded-for': '2001:db8:1:2:ffff::1' });
      expect(await downloads()).toBe(before + 1);
    });

    test('IPv4 clients seen through an IPv6 socket are still told apart', async () => {
      const before = await downloads();
      await download({ 'x-forwarded-for': '::ffff:198.51.100.40' });
      await download({ 'x-forwarded-for': '::ffff:198.51.100.41' });
      await download({ 'x-forwarded-for': '::FFFF:198.51.100.42' });
      expect(await downloads()).toBe(before + 3);
      // The same client seen as plain IPv4 is the same visitor.
      await download({ 'x-forwarded-for': '198.51.100.41' });
      expect(await downloads()).toBe(before + 3);
    });

    test('stores no address in clear, and forgets earlier days with their salt', async () => {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into private.download_salts (day, salt) values (current_date - 2, 'vieux-sel')`,
        );
        await tx.query(
          `insert into private.document_download_visits (document_id, day, visitor)
           values ($1, current_date - 2, '\\x00')`,
          [DOCUMENT],
        );
      });
      await download({ 'x-forwarded-for': '198.51.100.20' });
      const stored = await db.transaction((tx) =>
        tx.query(
          `select day::text as day, encode(visitor, 'escape') as visitor from private.document_download_visits`,
        ),
      );
      expect(stored.rows.length).toBeGreaterThan(0);
      expect(stored.rows.some((row) => String(row.visitor).includes('198.51.100'))).toBe(false);
      expect(await count(`select count(*) as n from private.download_salts where salt = 'vieux-sel'`)).toBe(
        0,
      );
      expect(
        await count(
          `select count(*) as n from private.document_download_visits where day < current_date - 1`,
        ),
      ).toBe(0);
    });

    test('moves at most 200 times per document per day, whatever the addresses', async () => {
      const other = '40000000-0000-4000-8000-000000000002';
      const before = await count('select download_count as n from public.documents where id = $1', [other]);
      for (let i = 0; i < 205; i++) await download({ 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` }, other);
      expect(await count('select download_count as n from public.documents where id = $1', [other])).toBe(
        before + 200,
      );
    });

    test('an unknown document changes nothing and is not an error', async () => {
      await expect(
        download({ 'x-forwarded-for': '198.51.100.30' }, '40000000-0000-4000-8000-0000000000ff'),
      ).resolves.toBeDefined();
    });

    test('a visitor cannot read or write the visits', async () => {
      await expect(
        request('anon', {}, (tx) => tx.query('select * from private.document_download_visits')),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });
});
