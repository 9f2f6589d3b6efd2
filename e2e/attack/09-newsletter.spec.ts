import { expect, test } from '@playwright/test';
import { postJson } from './support';

// 9. Newsletter enumeration: signing up an address already subscribed answers exactly like a
// first sign-up, so nobody can test whether an address is on the list.

test.describe('9. Newsletter', () => {
  test('a second sign-up of an address gets the very same answer as the first', async () => {
    const answer = async (email: string) => {
      const response = await postJson('/rest/v1/newsletter_subscribers', { email });
      return { status: response.status, body: await response.text() };
    };
    const first = await answer('deja.inscrit@example.com');
    const again = await answer('Deja.Inscrit@example.com');
    const fresh = await answer('jamais.vu@example.com');
    expect(first.status).toBe(201);
    expect(again, 'answer to a second sign-up').toEqual(first);
    expect(fresh).toEqual(first);
  });
});
