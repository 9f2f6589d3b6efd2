import { expect, test } from '@playwright/test';
import { business, postJson, postJsonFrom, quote, sentMails, settleQuoteJobs } from './support';

// 4. One anonymous insert is one row, decided by the database (so it holds on hosted Supabase
// too), and a real quote notification is sent before any backlog of other mail.

const CONTACT = 'contact@parquet-alsace.example';
// A published article of the seed: a contact message is sent from one.
const ARTICLE = 'entretien-parquet-vitrifie';
/** E-mail slots of the outbox worker by default (OUTBOX_EMAIL_CONCURRENCY). */
const SLOTS = 4;
/** What the outbox worker holds at once by default: OUTBOX_EMAIL_CONCURRENCY × OUTBOX_BATCH_SIZE. */
const IN_FLIGHT = SLOTS * 4;
/**
 * Contact messages that may still be sent before the quote notification: those in flight when
 * it arrived, and one more per other slot, claimed while the first free slot sends the quote
 * (each delivery taking about as long as the quote's own).
 */
const AHEAD_AT_MOST = IN_FLIGHT + (SLOTS - 1);
/** Enough that a quote left behind the backlog would have more than that many ahead of it. */
const FLOOD = AHEAD_AT_MOST + 12;

test.describe('4. Bulk rows', () => {
  const cases: [string, (i: number) => Record<string, unknown>, string, string][] = [
    [
      'email_queue',
      (i) => ({
        recipient: CONTACT,
        reply_to: `flot${i}@example.com`,
        sender_name: 'Flot',
        message: `Message numéro ${i}`,
        article_slug: ARTICLE,
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
    // provider taking a second each), from another address, then a quote.
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        postJsonFrom('127.0.0.2', '/rest/v1/email_queue', {
          recipient: CONTACT,
          reply_to: `attente${i}@example.com`,
          sender_name: `Lecteur ${i}`,
          message: `Message en attente ${i}`,
          article_slug: ARTICLE,
        }),
      ),
    );
    expect(flood).toEqual(Array(FLOOD).fill(201));
    const submitted = await postJson('/rest/v1/rpc/submit_quote', {
      payload: quote({ fullName: 'Client Prioritaire' }),
    });
    expect(submitted.status).toBe(200);
    // The quote is in the worker's sight once its transaction has committed, which is before this
    // answer and may be well after the job's `created_at` (the transaction's start) on a busy
    // machine: a batch claimed in between was already in flight, not a message left waiting.
    const quoteVisible = Date.now();
    const quoteId = (await submitted.json()) as string;
    await settleQuoteJobs([quoteId]);
    await expect
      .poll(() => sentMails().filter((mail) => (mail.reply_to ?? '').startsWith('attente')).length, {
        timeout: 60_000,
      })
      .toBe(FLOOD);

    const db = await business();
    const { data: jobs } = await db
      .from('outbox_jobs')
      .select('created_at, payload')
      .eq('kind', 'quote_email');
    const job = (jobs ?? []).find((row) => (row.payload as { id?: string }).id === quoteId);
    expect(job, 'the quote notification job').toBeDefined();
    const quoteArrived = Math.max(Date.parse(String(job?.created_at)), quoteVisible);
    const mails = sentMails();
    const notification = mails.find((mail) => mail.subject.includes('Client Prioritaire'));
    expect(notification, 'the quote notification was sent').toBeDefined();
    // Messages still waiting when the quote arrived; those the worker had already claimed, and
    // one per other slot while the quote is being sent (AHEAD_AT_MOST), go first, every other
    // one after the quote.
    const waiting = mails.filter(
      (mail) => (mail.reply_to ?? '').startsWith('attente') && mail.at >= quoteArrived,
    );
    expect(waiting.length, 'contact messages still waiting when the quote arrived').toBeGreaterThan(
      AHEAD_AT_MOST,
    );
    const ahead = waiting.filter((mail) => mail.at < (notification?.at ?? 0));
    expect(ahead.length, 'waiting contact messages sent before the quote notification').toBeLessThanOrEqual(
      AHEAD_AT_MOST,
    );
  });
});
