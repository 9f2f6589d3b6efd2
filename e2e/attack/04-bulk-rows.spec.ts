import { expect, test } from '@playwright/test';
import { awaitingCase, business, postJson, quote, runOutboxOnce } from './support';

// 4. One anonymous insert is one row, decided by the database (so it holds on hosted Supabase
// too), and a real quote notification is sent before any backlog of other mail.

const CONTACT = 'contact@parquet-alsace.example';

test.describe('4. Bulk rows', () => {
  const cases: [string, (i: number) => Record<string, unknown>, string, string][] = [
    [
      'email_queue',
      (i) => ({
        recipient: CONTACT,
        reply_to: `flot${i}@example.com`,
        subject: 'Flot',
        body: `Message ${i}`,
      }),
      'reply_to',
      'flot%@example.com',
    ],
    [
      'reviews',
      (i) => ({
        name: `Robot ${i}`,
        email: `flot${i}@example.com`,
        title: 'Flot',
        content: 'Avis en masse numéro.',
        rating: 5,
      }),
      'email',
      'flot%@example.com',
    ],
    ['newsletter_subscribers', (i) => ({ email: `flot${i}@example.com` }), 'email', 'flot%@example.com'],
  ];
  for (const [table, row, column, pattern] of cases) {
    const size = table === 'newsletter_subscribers' ? 10_000 : 300;
    test(`${size} rows into ${table} in one request are refused, none stored`, async () => {
      const response = await postJson(
        `/rest/v1/${table}`,
        Array.from({ length: size }, (_, i) => row(i)),
      );
      expect(response.status, `status of a ${size}-row insert`).toBe(400);
      const db = await business();
      const { count, error } = await db
        .from(table)
        .select('*', { count: 'exact', head: true })
        .like(column, pattern);
      expect(error).toBeNull();
      expect(count, 'rows stored').toBe(0);
    });
  }

  awaitingCase(
    'a quote notification goes out before a backlog of contact messages',
    'the outbox priority',
    async () => {
      for (let i = 0; i < 12; i++) {
        const response = await postJson('/rest/v1/email_queue', {
          recipient: CONTACT,
          reply_to: `attente${i}@example.com`,
          subject: 'Question',
          body: `Message en attente ${i}`,
        });
        expect(response.status).toBe(201);
      }
      const submitted = await postJson('/rest/v1/rpc/submit_quote', { payload: quote() });
      expect(submitted.status).toBe(200);
      const quoteId = (await submitted.json()) as string;
      await runOutboxOnce(); // one batch (10 jobs by default): fewer than the backlog
      const db = await business();
      const { data } = await db.from('outbox_jobs').select('status, payload').eq('kind', 'quote_email');
      const notification = (data ?? []).filter((job) => (job.payload as { id?: string }).id === quoteId);
      expect(
        notification.map((job) => job.status),
        'quote notification after one outbox run behind 12 messages',
      ).toEqual(['done']);
    },
  );
});
