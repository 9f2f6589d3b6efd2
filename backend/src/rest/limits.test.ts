import { bracketDepth, DEFAULT_REST_LIMITS, jsonDepth, restLimitsFromEnv } from './limits.ts';

describe('bracketDepth', () => {
  test.each([
    ['slug', 0],
    ['*,category:categories(name,slug)', 1],
    ['(a.eq.1,and(b.in.(1,2),c.cs.{x}))', 3],
    // Brackets inside a quoted value are text, as the grammar reads them.
    ['(title.eq."((((((",b.eq.1)', 1],
  ])('%s → %i', (value, depth) => {
    expect(bracketDepth(value)).toBe(depth);
  });
});

describe('jsonDepth', () => {
  test.each([
    ['{}', 1],
    ['{"payload":{"surface":25,"tags":["a"]}}', 3],
    ['"[[[[[["', 0],
    ['{"a":"\\"[[[["}', 1],
  ])('%s → %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  test('a 100 000-deep body is measured without recursion', () => {
    expect(jsonDepth(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(100_000);
  });
});

describe('restLimitsFromEnv', () => {
  test('takes positive integers from REST_MAX_* and ignores anything else', () => {
    const limits = restLimitsFromEnv({
      REST_MAX_ROWS: '50',
      REST_MAX_EMBED_DEPTH: '0',
      REST_MAX_EMBEDS: 'many',
    });
    expect(limits).toEqual({ ...DEFAULT_REST_LIMITS, maxRows: 50 });
  });
});
