import { expect, test } from '@playwright/test';
import { postJson, quote } from './support';

// 18. Line breaks and bidirectional controls in names and other one-line fields: a name with
// "\nE-mail : …" added fake lines to the business's notification, a U+202E reordered it. The
// database refuses them whoever sends the request (the forms refuse them first).

const FORGED = [
  ['a line feed', 'Camille\nE-mail : faux@evil.example'],
  ['CR LF', 'Camille\r\nTéléphone : 08 00 00 00 00'],
  ['a line separator', 'Camille\u2028E-mail : faux@evil.example'],
  ['a right-to-left override', 'Camille \u202eexe.enoz'],
  ['an escape sequence', 'Camille\u001b[31m'],
] as const;

test.describe('18. One-line fields', () => {
  for (const [what, name] of FORGED) {
    test(`a quote whose name holds ${what} is refused`, async () => {
      const response = await postJson('/rest/v1/rpc/submit_quote', { payload: quote({ fullName: name }) });
      expect(response.status, 'status of submit_quote').toBe(400);
      expect(((await response.json()) as { details?: string }).details, 'the field named').toBe('fullName');
    });
  }

  test('the city and street of a quote are one line too', async () => {
    const statuses = await Promise.all(
      [{ city: 'Colmar\nE-mail : faux@evil.example' }, { streetName: 'rue \u202eX' }].map(
        async (fields) => (await postJson('/rest/v1/rpc/submit_quote', { payload: quote(fields) })).status,
      ),
    );
    expect(statuses).toEqual([400, 400]);
  });

  test('a review’s name and a contact message’s name are one line', async () => {
    const [review, message] = await Promise.all([
      postJson('/rest/v1/reviews', {
        name: 'Client\nE-mail : faux@evil.example',
        email: 'client@example.com',
        title: 'Avis',
        content: 'Un avis assez long.',
        rating: 5,
      }),
      postJson('/rest/v1/email_queue', {
        recipient: 'contact@parquet-alsace.example',
        reply_to: 'lecteur@example.com',
        sender_name: 'Lecteur \u202eX',
        message: 'Bonjour, une question.',
        article_slug: 'entretien-parquet-vitrifie',
      }),
    ]);
    expect([review.status, message.status], 'statuses of the review and the message').toEqual([400, 400]);
  });
});
