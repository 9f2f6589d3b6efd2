import { httpStatusFor } from './postgres-errors.ts';

describe('httpStatusFor (PostgREST mapping)', () => {
  test.each([
    ['42501', true, 401],
    ['42501', false, 403],
    ['23505', true, 409],
    ['23503', true, 409],
    ['23514', true, 400],
    ['23502', true, 400],
    ['22P02', true, 400],
    ['P0001', true, 400],
    ['42883', true, 404],
    ['42P01', true, 404],
    ['25006', true, 405],
    ['57014', true, 500],
    ['53300', true, 503],
    ['53400', true, 500],
    ['08006', true, 503],
    ['XX000', true, 500],
    // PostgREST's custom statuses: SQLSTATE PTxyz answers xyz (a database limit's 429).
    ['PT429', true, 429],
    ['PT402', false, 402],
  ])('%s (anonymous: %s) → %i', (code, anonymous, status) => {
    expect(httpStatusFor(code, anonymous)).toBe(status);
  });
});
