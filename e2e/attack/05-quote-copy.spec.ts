import { expect, test } from '@playwright/test';
import { postJson, quote, sentMails, settleQuoteJobs } from './support';

// 5. The business must not mail anyone an attacker's words: one strict address rule
// everywhere (one mailbox, no list, no group), a copy carrying only our own text and the
// figures, and few copies to one address.

const CONTACT = 'contact@parquet-alsace.example';
const SMUGGLED = ['x,victime2@example.com', 'g:victime3@example.com;', 'Victime <victime4@example.com>'];

test.describe('5. Quote copy', () => {
  for (const address of SMUGGLED) {
    test(`"${address}" is refused as a quote's e-mail`, async () => {
      const response = await postJson('/rest/v1/rpc/submit_quote', {
        payload: quote({ email: address, sendCopy: true }),
      });
      expect(response.status, 'status of submit_quote with this address').toBe(400);
    });
  }

  test('the same addresses are refused by the newsletter, reviews and contact messages', async () => {
    const [address] = SMUGGLED;
    const answers = await Promise.all([
      postJson('/rest/v1/newsletter_subscribers', { email: address }),
      postJson('/rest/v1/reviews', {
        name: 'A',
        email: address,
        title: 'Avis',
        content: 'Un avis assez long.',
        rating: 5,
      }),
      postJson('/rest/v1/email_queue', {
        recipient: CONTACT,
        reply_to: address,
        sender_name: 'Lecteur',
        message: 'Bonjour, une question.',
        article_slug: 'entretien-parquet-vitrifie',
      }),
    ]);
    expect(
      answers.map((response) => response.status),
      'statuses from newsletter, reviews, email_queue',
    ).toEqual([400, 400, 400]);
  });

  test('a copy sent to someone else carries none of the sender’s words', async () => {
    const response = await postJson('/rest/v1/rpc/submit_quote', {
      payload: quote({
        email: 'victime@example.com',
        sendCopy: true,
        fullName: 'Zorglub Gagnant',
        streetName: 'rue du Lot-Gagnant',
        message: 'Vous avez gagné : réclamez votre prix sur https://evil.example/prix',
      }),
    });
    expect(response.status).toBe(200);
    await settleQuoteJobs([(await response.json()) as string]);
    const copies = sentMails().filter((mail) => mail.to.includes('victime@example.com'));
    expect(copies.length, 'copies delivered to the address given').toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy.text, 'the copy repeats the sender’s name').not.toContain('Zorglub');
      expect(copy.text, 'the copy repeats the sender’s message').not.toContain('evil.example');
      expect(copy.text, 'the copy repeats the sender’s street').not.toContain('Lot-Gagnant');
    }
  });

  test('five requests asking a copy for one address send at most three', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await postJson('/rest/v1/rpc/submit_quote', {
        payload: quote({ email: 'harcelee@example.com', sendCopy: true }),
      });
      expect(response.status).toBe(200);
      ids.push((await response.json()) as string);
    }
    await settleQuoteJobs(ids);
    const copies = sentMails().filter((mail) => mail.to.includes('harcelee@example.com'));
    expect(copies.length, 'copies sent to one address').toBeGreaterThan(0);
    expect(copies.length, 'copies sent to one address').toBeLessThanOrEqual(3);
  });
});
