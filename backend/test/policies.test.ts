// What anon must not do, tried with supabase-js. Runs on PGlite, and on PostgreSQL too when
// DATABASE_URL names a server (e.g. postgres://postgres@127.0.0.1:55432/postgres).
import { sign } from 'hono/jwt';
import { ruleTargets } from './helpers/rules-database.ts';
import { startTestServerOn, supabaseClient, type TestServer } from './helpers/test-server.ts';

const targets = ruleTargets();

const PENDING_REVIEW = '50000000-0000-4000-8000-000000000003';
const APPROVED_REVIEW = '50000000-0000-4000-8000-000000000001';

describe.each(targets)('anon on %s', (_label, serverUrl) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServerOn(serverUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  test.each(['form_submissions', 'newsletter_subscribers', 'email_queue', 'outbox_jobs'])(
    'cannot read %s (401, insufficient privilege)',
    async (table) => {
      const { data, error, status } = await server.anon.from(table).select('*');
      expect(data).toBeNull();
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    },
  );

  test('cannot see pending reviews, nor the responses to them', async () => {
    const reviews = await server.anon.from('reviews').select('id, status');
    expect(reviews.data?.every((review) => review.status === 'approved')).toBe(true);
    expect(reviews.data?.some((review) => review.id === PENDING_REVIEW)).toBe(false);
    const responses = await server.anon.from('review_responses').select('review_id');
    expect(responses.data).toEqual([{ review_id: APPROVED_REVIEW }]);
  });

  test('cannot read an unpublished article, even by slug', async () => {
    const bySlug = await server.anon.from('articles').select('id').eq('slug', 'brouillon-escaliers');
    expect(bySlug.data).toEqual([]);
    const all = await server.anon.from('articles').select('published');
    expect(all.data?.every((article) => article.published)).toBe(true);
  });

  test("cannot read a reviewer's e-mail, not even through select('*')", async () => {
    for (const columns of ['email', '*', 'name,email']) {
      const { data, error, status } = await server.anon.from('reviews').select(columns);
      expect(data).toBeNull();
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
  });

  test.each([
    ['articles', { published: true }],
    ['categories', { name: 'Piratée' }],
    ['gallery_photos', { order: 0 }],
    ['documents', { download_count: 1000 }],
    ['reviews', { status: 'approved' }],
    ['review_responses', { response_text: 'Modifiée' }],
    ['form_submissions', { full_name: 'Modifié' }],
    ['newsletter_subscribers', { email: 'x@example.com' }],
    ['email_queue', { status: 'sent' }],
    ['outbox_jobs', { status: 'done' }],
  ])('cannot update %s', async (table, values) => {
    const { error, status } = await server.anon.from(table).update(values).not('id', 'is', null);
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test.each([
    'articles',
    'categories',
    'gallery_photos',
    'documents',
    'reviews',
    'review_responses',
    'form_submissions',
    'newsletter_subscribers',
    'email_queue',
    'outbox_jobs',
  ])('cannot delete from %s', async (table) => {
    const { error, status } = await server.anon.from(table).delete().not('id', 'is', null);
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test('cannot approve a review (and the review stays pending)', async () => {
    const { error } = await server.anon
      .from('reviews')
      .update({ status: 'approved' })
      .eq('id', PENDING_REVIEW);
    expect(error?.code).toBe('42501');
    const stored = await server.service.from('reviews').select('status').eq('id', PENDING_REVIEW).single();
    expect(stored.data?.status).toBe('pending');
  });

  test('a review sent as approved is stored as pending', async () => {
    const { error } = await server.anon.from('reviews').insert({
      name: 'Tricheur',
      email: 'tricheur@example.com',
      title: 'Auto-approuvé ?',
      content: 'Je tente de publier sans modération.',
      rating: 5,
      status: 'approved',
    });
    expect(error).toBeNull();
    const stored = await server.service
      .from('reviews')
      .select('status')
      .eq('title', 'Auto-approuvé ?')
      .single();
    expect(stored.data?.status).toBe('pending');
  });

  test('cannot choose the id or the date of a review', async () => {
    const { error, status } = await server.anon.from('reviews').insert({
      id: '50000000-0000-4000-8000-000000000099',
      created_at: '2020-01-01T00:00:00Z',
      name: 'Antidaté',
      email: 'a@example.com',
      title: 'Ancien',
      content: 'Un avis qui se voudrait ancien.',
      rating: 5,
    });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test('cannot use email_queue to mail anyone but the business', async () => {
    const { error, status } = await server.anon.from('email_queue').insert({
      recipient: 'victime@example.com',
      reply_to: 'spam@example.com',
      sender_name: 'Spam',
      message: 'Relais ouvert ?',
      article_slug: 'poncer-un-parquet-ancien',
    });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test.each([
    [
      'reviews',
      [1, 2].map((n) => ({
        name: `Client ${n}`,
        email: `lot${n}@example.com`,
        title: 'Avis en lot',
        content: 'Un avis envoyé en lot.',
        rating: 5,
      })),
    ],
    ['newsletter_subscribers', [{ email: 'lot1@example.com' }, { email: 'lot2@example.com' }]],
    [
      'email_queue',
      [1, 2].map((n) => ({
        recipient: 'contact@parquet-alsace.example',
        reply_to: `lot${n}@example.com`,
        sender_name: 'Lot',
        message: 'Message en lot.',
        article_slug: 'poncer-un-parquet-ancien',
      })),
    ],
  ] as [string, Record<string, unknown>[]][])(
    'cannot insert several rows into %s in one request (400, nothing stored)',
    async (table, rows) => {
      const { error, status } = await server.anon.from(table).insert(rows);
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('visitor_one_row_per_request');
      const { count } = await server.service
        .from(table)
        .select('*', { count: 'exact', head: true })
        .in(table === 'email_queue' ? 'reply_to' : 'email', ['lot1@example.com', 'lot2@example.com']);
      expect(count).toBe(0);
    },
  );

  test('cannot learn whether an address is subscribed: a second sign-up answers like the first', async () => {
    const first = await server.anon.from('newsletter_subscribers').insert({ email: 'abonne@example.com' });
    const second = await server.anon.from('newsletter_subscribers').insert({ email: 'ABONNE@example.com' });
    expect([first.status, first.error]).toEqual([201, null]);
    expect([second.status, second.error]).toEqual([201, null]);
  });

  test('cannot raise a download counter at will: one visitor counts once a day', async () => {
    const documentId = '40000000-0000-4000-8000-000000000001';
    const read = async () =>
      (await server.service.from('documents').select('download_count').eq('id', documentId).single()).data
        ?.download_count as number;
    const before = await read();
    for (let i = 0; i < 5; i++) {
      const { error } = await server.anon.rpc('increment_document_download_count', {
        document_id: documentId,
      });
      expect(error).toBeNull();
    }
    expect(await read()).toBe(before + 1);
  });

  test('cannot insert a lead, an article or an outbox job directly', async () => {
    const attempts = [
      server.anon.from('form_submissions').insert({ full_name: 'Direct' }),
      server.anon.from('articles').insert({ slug: 'pirate', title: 'Pirate', excerpt: 'x', content: 'x' }),
      server.anon.from('outbox_jobs').insert({ kind: 'quote_email', payload: {}, dedupe_key: 'x' }),
    ];
    for (const { error, status } of await Promise.all(attempts)) {
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
  });

  test('cannot read back what it inserts (no return=representation on insert-only tables)', async () => {
    const { data, status } = await server.anon
      .from('newsletter_subscribers')
      .insert({ email: 'curieux@example.com' })
      .select();
    expect(data).toBeNull();
    expect(status).toBe(401);
  });

  test.each([
    ['purge_expired_leads', {}],
    ['claim_outbox_jobs', { max_jobs: 10 }],
    ['complete_outbox_job', { job_id: 1 }],
    ['fail_outbox_job', { job_id: 1, error: 'x', retry_in_seconds: 1, retry_for_seconds: 1 }],
    ['enqueue_quote_alerts', { after_seconds: 0 }],
    ['undelivered_leads', {}],
    ['retry_failed_outbox_jobs', {}],
  ])('cannot call the back-office function %s', async (fn, args) => {
    const { error, status } = await server.anon.rpc(fn, args);
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test('cannot run the outbox worker', async () => {
    const response = await server.request('/functions/v1/outbox-worker', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  test('a service-role token signed with another secret is refused (401) and reads nothing', async () => {
    const forged = await sign(
      { role: 'service_role', iss: 'supabase', exp: Math.floor(Date.now() / 1000) + 3600 },
      'not-the-secret',
      'HS256',
    );
    const asBearer = await supabaseClient(server.url, server.backend.anonKey)
      .from('form_submissions')
      .select('*')
      .setHeader('Authorization', `Bearer ${forged}`);
    expect(asBearer.status).toBe(401);
    expect(asBearer.error?.code).toBe('PGRST301');
    const asKey = await supabaseClient(server.url, forged).from('form_submissions').select('*');
    expect(asKey.status).toBe(401);
    expect(asKey.data).toBeNull();
  });

  test('a token with a role the server does not know is refused', async () => {
    const token = await sign(
      { role: 'postgres' },
      'test-secret-that-is-long-enough-for-hs256-signing',
      'HS256',
    );
    const { status } = await supabaseClient(server.url, token).from('articles').select('id');
    expect(status).toBe(401);
  });

  test('a request without any key is refused', async () => {
    const response = await fetch(`${server.url}/rest/v1/articles`);
    expect(response.status).toBe(401);
  });
});
