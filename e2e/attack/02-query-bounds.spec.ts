import { expect, test } from '@playwright/test';
import { nestedSelect } from '../../backend/test/helpers/nested-select';
import { asVisitor, business, postJson } from './support';

// 2. One anonymous GET must not stall the backend: too much is a 400 at once, and what is
// allowed stays cheap enough that other visitors are served meanwhile.

async function expectRefused(response: Response): Promise<void> {
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status, 'status of the oversized request').toBe(400);
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toMatch(/^PGRST/);
}

test.describe('2. Request bounds', () => {
  test('embeds nested 13 deep are refused at once, and others are served meanwhile', async () => {
    const started = Date.now();
    const [heavy, other] = await Promise.all([
      asVisitor(`/rest/v1/categories?select=${nestedSelect(13)}`),
      new Promise<Response>((resolve) => setTimeout(resolve, 20)).then(() =>
        asVisitor('/rest/v1/categories?select=slug'),
      ),
    ]);
    await expectRefused(heavy);
    expect(other.status).toBe(200);
    // Generous: the unbounded request took seconds and held every other one.
    expect(Date.now() - started, 'milliseconds until both answered').toBeLessThan(2000);
  });

  test('a megabyte of rows in one insert is refused at once, and others are served meanwhile', async () => {
    // Inserted and then rolled back by the one-row rule, 25 000 addresses held PGlite for
    // seconds and ended in a 503.
    const rows = Array.from({ length: 25_000 }, (_, i) => ({ email: `lot-${i}@example.com` }));
    const started = Date.now();
    const [heavy, other] = await Promise.all([
      postJson('/rest/v1/newsletter_subscribers', rows),
      new Promise<Response>((resolve) => setTimeout(resolve, 20)).then(() =>
        asVisitor('/rest/v1/categories?select=slug'),
      ),
    ]);
    expect(heavy.status, 'status of the 25 000-row insert').toBe(400);
    expect(other.status).toBe(200);
    expect(Date.now() - started, 'milliseconds until both answered').toBeLessThan(2000);
  });

  test('an embed inside an embed is refused (the site needs one level)', async () => {
    await expectRefused(await asVisitor(`/rest/v1/categories?select=${nestedSelect(2)}`));
  });

  test('2 000 selected columns are refused', async () => {
    const select = Array.from({ length: 2000 }, () => 'slug').join(',');
    await expectRefused(await asVisitor(`/rest/v1/categories?select=${select}`));
  });

  test('a 12 KiB+ URL is refused', async () => {
    const list = Array.from(
      { length: 330 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await expectRefused(await asVisitor(`/rest/v1/review_responses?review_id=in.(${list.join(',')})`));
  });

  test('a response never carries more than 1 000 rows', async () => {
    // 1 001 more readable rows: approved reviews, added then removed by the business.
    const db = await business();
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      name: `Charge ${i}`,
      email: `charge-${i}@example.com`,
      title: `Charge ${i}`,
      content: `Avis de charge numéro ${i}.`,
      rating: 5,
      status: 'approved',
    }));
    expect((await db.from('reviews').insert(rows)).error).toBeNull();
    try {
      const response = await asVisitor(`/rest/v1/reviews?select=title&limit=1000000`, {
        headers: { Prefer: 'count=exact' },
      });
      expect(response.status).toBe(200);
      const read = (await response.json()) as unknown[];
      expect(read.length, 'rows in one response').toBe(1000);
      expect(response.headers.get('content-range')).toMatch(/^0-999\/\d+$/);
    } finally {
      await db.from('reviews').delete().like('email', 'charge-%@example.com');
    }
  });

  test('the heaviest allowed read leaves other visitors served', async () => {
    // 57 copies of every article's text plus three embeds: the most an allowed read can ask.
    const select = [
      ...Array.from({ length: 57 }, (_, i) => `c${i}:content`),
      'a:categories(name)',
      'b:categories(slug)',
      'c:categories(id)',
    ].join(',');
    const started = Date.now();
    const [heavy, other] = await Promise.all([
      asVisitor(`/rest/v1/articles?select=${select}`),
      new Promise<Response>((resolve) => setTimeout(resolve, 10)).then(() =>
        asVisitor('/rest/v1/categories?select=slug'),
      ),
    ]);
    expect(heavy.status).toBe(200);
    expect(other.status).toBe(200);
    expect(Date.now() - started, 'milliseconds until both answered').toBeLessThan(2000);
  });
});
