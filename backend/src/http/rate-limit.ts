/**
 * Fixed-window counter per key (client IP): at most `limit` hits per window. In memory, so
 * per server instance; behind a load balancer each instance enforces its own share.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; when over the limit, says how many seconds until the window resets. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (this.windows.size >= 10_000) this.forgetExpired(now);
      window = { startedAt: now, hits: 0 };
      this.windows.set(key, window);
    }
    window.hits++;
    if (window.hits <= this.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)),
    };
  }

  private forgetExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
