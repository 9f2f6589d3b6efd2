import { expect, test } from '@playwright/test';
import { site } from './support';

// 20. /__admin/revalidate: a secret cannot be guessed at the speed of the server. After 10
// wrong secrets in a minute every attempt is refused with 429, even the right one (a short
// secret does not enable the endpoint at all: see 13, the server behind a proxy).

const revalidate = (secret: string) =>
  fetch(`${site.url}/__admin/revalidate`, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });

test.describe('20. Admin revalidate', () => {
  test('after 10 wrong secrets in a minute, guessing stops: 429, even for the right secret', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await revalidate(`essai-${i}`)).status);
    expect(statuses.slice(0, 10), 'the first ten wrong secrets').toEqual(Array(10).fill(401));
    expect(statuses.slice(10), 'the next guesses').toEqual([429, 429]);
    const right = await revalidate(process.env.ATTACK_ADMIN_SECRET ?? '');
    expect(right.status, 'the right secret while guessing is throttled').toBe(429);
    expect(Number(right.headers.get('retry-after')), 'Retry-After (s)').toBeGreaterThan(0);
  });
});
