import { FixedWindowRateLimiter } from './rate-limit.ts';

describe('FixedWindowRateLimiter', () => {
  test('allows the limit per window and key, then says when to come back', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => now);
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: true });
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: true });
    now = 15_000;
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('5.6.7.8')).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: true });
  });
});
