import type { Database } from '../db/database.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export interface BackgroundJobsOptions {
  db: Database;
  /**
   * One run of the outbox worker; resolves to the number of jobs it claimed. When `stop` is
   * aborted the run starts no new delivery and hands back the jobs it has not started.
   */
  runWorkerOnce: (stop: AbortSignal) => Promise<number>;
  /** Wait between runs that found nothing to do (what pg_cron's minute is on Supabase). */
  outboxIntervalMs: number;
}

export interface BackgroundJobs {
  /** Something was enqueued: run the worker now rather than at the next interval. */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * The server's own scheduler. The outbox worker runs again at once while it finds jobs, is
 * nudged by new quotes and messages, and otherwise polls every interval (other servers on the
 * same PostgreSQL enqueue too); never two runs at once. The lead purge runs at start then
 * daily. stop() tells a run in progress to hand back the jobs it has not started and waits for
 * the delivery under way (bounded by the delivery cap), so the database is not closed under it.
 */
export function startBackgroundJobs(options: BackgroundJobsOptions): BackgroundJobs {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let again = false;
  let outboxTimer: NodeJS.Timeout | undefined;
  const stopping = new AbortController();

  const schedule = (delayMs: number) => {
    clearTimeout(outboxTimer);
    if (!stopped) outboxTimer = setTimeout(runOutbox, delayMs).unref();
  };

  function runOutbox(): void {
    if (running) {
      again = true; // a nudge during a run: run once more right after it
      return;
    }
    again = false;
    running = options
      .runWorkerOnce(stopping.signal)
      .then((claimed) => claimed > 0)
      .catch((error: unknown) => {
        console.error('[backend] outbox :', error);
        return false;
      })
      .then((busy) => {
        running = null;
        schedule(busy || again ? 0 : options.outboxIntervalMs);
      });
  }

  const purge = () =>
    options.db
      .transaction((tx) => tx.query('select public.purge_expired_leads() as purged'))
      .then(({ rows }) => {
        const purged = Number(rows[0]?.purged ?? 0);
        if (purged > 0) console.log(`[backend] ${purged} demande(s) de devis de plus de 3 ans supprimée(s)`);
      })
      .catch((error: unknown) => console.error('[backend] purge des demandes expirées :', error));

  schedule(0);
  const purgeTimer = setInterval(purge, ONE_DAY_MS).unref();
  const firstPurge = purge();

  return {
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(outboxTimer);
      clearInterval(purgeTimer);
      await Promise.all([running, firstPurge]);
    },
  };
}
