import type { Database } from '../db/database.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** The channel the database notifies when an outbox job falls due (trigger outbox_jobs_notify_due). */
export const OUTBOX_CHANNEL = 'outbox_jobs';

export interface BackgroundJobsOptions {
  db: Database;
  /**
   * One run of the outbox worker; resolves to the number of jobs it claimed. When `stop` is
   * aborted the run starts no new delivery and hands back the jobs it has not started.
   */
  runWorkerOnce: (stop: AbortSignal) => Promise<number>;
  /**
   * Wait between runs that found nothing to do (what pg_cron's minute is on Supabase): the
   * fallback for jobs that fall due with time, or if notifications are lost.
   */
  outboxIntervalMs: number;
}

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/**
 * The server's own scheduler. The outbox worker runs again at once while it finds jobs, is
 * woken by the database when a job falls due (LISTEN on `outbox_jobs`, whoever enqueued it:
 * a request, a trigger, a tool, another server on the same PostgreSQL), and otherwise polls
 * every interval; never two runs at once. The lead purge runs at start then
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
      .catch((error: unknown) => console.error('[backend] purge des demandes expirées :', error))
      // Speed measurements are kept 25 months (docs/adr-021-field-speed.md).
      .then(() => options.db.transaction((tx) => tx.query('select public.purge_old_web_vitals() as purged')))
      .catch((error: unknown) => console.error('[backend] purge des mesures de vitesse :', error));

  const nudge = () => {
    if (stopped) return;
    if (running) again = true;
    else schedule(0);
  };
  const listening = options.db.listen(OUTBOX_CHANNEL, nudge).catch((error: unknown) => {
    console.error(
      '[backend] écoute de l’outbox impossible, relevé toutes les',
      options.outboxIntervalMs,
      'ms :',
      error,
    );
    return null;
  });

  schedule(0);
  const purgeTimer = setInterval(purge, ONE_DAY_MS).unref();
  const firstPurge = purge();

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(outboxTimer);
      clearInterval(purgeTimer);
      const unlisten = await listening;
      await Promise.all([running, firstPurge, unlisten?.()]);
    },
  };
}
