/**
 * Admission control in front of the database. The embedded database runs one query at a time
 * on the server's own thread: without a bound, every request accepted under a burst joins its
 * queue, the event loop spends itself on queries, answers come after the clients gave up, and
 * new connections wait unanswered. Here at most `maxInFlight` requests run at once, at most
 * `maxQueued` wait (each at most `maxWaitMs`), and every other request is answered at once with
 * 503 and Retry-After — a clear "come back in N s" that costs no database work.
 *
 * PGlite's queries never give the event loop a turn (each await resumes in a microtask), so a
 * waiting request handed its place straight from the previous one would start before any new
 * connection is accepted or read, and a whole queue would drain with the server deaf meanwhile:
 * clients beyond it then wait unanswered instead of getting their 503. The place is therefore
 * handed over with setImmediate, after the event loop has polled its sockets and timers.
 */
export interface AdmissionOptions {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

export interface AdmissionStats {
  inFlight: number;
  queued: number;
  rejected: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout | undefined;
}

export class AdmissionControl {
  private inFlight = 0;
  private readonly waiting: Waiter[] = [];
  private rejected = 0;

  constructor(private readonly options: AdmissionOptions) {}

  stats(): AdmissionStats {
    return { inFlight: this.inFlight, queued: this.waiting.length, rejected: this.rejected };
  }

  /** Runs `work` when there is room, or answers 503 without running it. */
  async run(work: () => Promise<Response>): Promise<Response> {
    if (this.inFlight >= this.options.maxInFlight) {
      if (this.waiting.length >= this.options.maxQueued || !(await this.waitForRoom())) {
        this.rejected++;
        return overloaded(this.options.retryAfterSeconds);
      }
    } else {
      this.inFlight++;
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Resolves true once admitted (inFlight already counted for us), false after maxWaitMs. */
  private waitForRoom(): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = { admit: () => resolve(true), timer: undefined };
      waiter.timer = setTimeout(() => {
        const index = this.waiting.indexOf(waiter);
        if (index < 0) return; // already handed a place
        this.waiting.splice(index, 1);
        resolve(false);
      }, this.options.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      // The place passes to the next waiter, once the event loop has had its turn.
      clearTimeout(next.timer);
      setImmediate(next.admit);
    } else this.inFlight--;
  }
}

/**
 * PostgREST-shaped 503. The delay is also in the body (`retry_after`, seconds): supabase-js
 * hands the body to the caller as the error but not the response's headers.
 */
export function overloaded(retryAfterSeconds: number): Response {
  return new Response(
    JSON.stringify({
      code: 'PGRST503',
      message: 'Service momentanément surchargé',
      details: null,
      hint: `Réessayez dans ${retryAfterSeconds} s.`,
      retry_after: retryAfterSeconds,
    }),
    {
      status: 503,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Retry-After': String(retryAfterSeconds),
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'Retry-After',
      },
    },
  );
}
