import { expect, test } from '@playwright/test';
import { business, postJson, postJsonFrom, quote, sentMails, settleQuoteJobs } from './support';

// 4. One anonymous insert is one row, decided by the database (so it holds on hosted Supabase
// too), and a real quote notification is sent before any backlog of other mail.

const CONTACT = 'contact@parquet-alsace.example';
/** What the outbox worker holds at once by default: OUTBOX_EMAIL_CONCURRENCY × OUTBOX_BATCH_SIZE. */
const IN_FLIGHT = 4 * 4;
const FLOOD = IN_FLIGHT + 12;

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

  test('a quote notification goes out before a backlog of contact messages', async () => {
    // More contact messages than the worker holds at once (4 e-mail slots × batches of 4, the mail
    // provider taking 400 ms each), from another address, then a quote.
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        postJsonFrom('127.0.0.2', '/rest/v1/email_queue', {
          recipient: CONTACT,
          reply_to: `attente${i}@example.com`,
          subject: `Question en attente ${i}`,
          body: `Message en attente ${i}`,
        }),
      ),
    );
    expect(flood).toEqual(Array(FLOOD).fill(201));
    const submitted = await postJson('/rest/v1/rpc/submit_quote', {
      payload: quote({ fullName: 'Client Prioritaire' }),
    });
    expect(submitted.status).toBe(200);
    await settleQuoteJobs([(await submitted.json()) as string]);
    await expect
      .poll(() => sentMails().filter((mail) => mail.subject.startsWith('Question en attente')).length, {
        timeout: 30_000,
      })
      .toBe(FLOOD);
    const order = sentMails()
      .filter(
        (mail) =>
          mail.subject.startsWith('Question en attente') || mail.subject.includes('Client Prioritaire'),
      )
      .map((mail) => (mail.subject.includes('Client Prioritaire') ? 'devis' : 'message'));
    // In order of arrival it would come after all of them; first, only after those the worker
    // had already claimed when it arrived.
    expect(
      order.indexOf('devis'),
      'contact messages sent before the quote notification',
    ).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('devis'), 'contact messages sent before the quote notification').toBeLessThanOrEqual(
      IN_FLIGHT,
    );
  });
});
