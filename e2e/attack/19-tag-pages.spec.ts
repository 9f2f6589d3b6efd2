import { expect, test } from '@playwright/test';
import { rawGet, serverLogDuring } from './support';

// 19. Tag pages: a tag no keyword can be (a quote, a backslash, NUL, a kilobyte of text, a
// comma that split the lookup in two) is a 404 or the empty tag page (noindex), never a 5xx,
// and leaves no stack trace in the server's log.

/** What each case sends after /blog/tag/, as written in the request. */
const TAGS: [string, string][] = [
  ['a double quote', 'parquet%22'],
  ['a backslash', 'parquet%5C'],
  ['NUL', 'parquet%00'],
  ['1 000 characters', 'x'.repeat(1000)],
  ['a comma', 'pon%C3%A7age,ch%C3%AAne'],
  ['braces', '%7Bparquet%7D'],
];

test.describe('19. Tag pages', () => {
  for (const [what, tag] of TAGS) {
    test(`a tag with ${what} is a 404 or an empty noindex page`, async () => {
      const path = `/blog/tag/${tag}/`;
      let response = { status: 0, body: '' };
      const logged = await serverLogDuring(async () => {
        response = await rawGet(path);
      });
      expect(response.status, `status of ${path.slice(0, 60)}`).toBeLessThan(500);
      if (response.status === 200) expect(response.body).toMatch(/<meta name="robots" content="noindex/);
      else expect(response.status).toBe(404);
      expect(logged, 'a stack trace in the log').not.toMatch(/\n\s*(\|\s*)?at /);
    });
  }

  test('a real keyword’s page still lists its articles', async () => {
    const response = await rawGet(`/blog/tag/${encodeURIComponent('ponçage')}/`);
    expect(response.status).toBe(200);
    expect(response.body).not.toMatch(/<meta name="robots" content="noindex/);
  });
});
