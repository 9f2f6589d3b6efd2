import type { Database } from '../db/database.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export interface BackgroundJobsOptions {
  db: Database;
  runWorkerOnce: () => Promise<number>;
  outboxIntervalMs: number;
}

/**
 * The server's own scheduler: the outbox worker every interval (never two runs at once) and
 * the lead purge at start then daily (what pg_cron does on Supabase). stop() waits for a run
 * in progress, so the database is not closed under it.
 */
export function startBackgroundJobs(options: BackgroundJobsOptions): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let outboxTimer: NodeJS.Timeout | undefined;

  const runOutbox = () => {
    running = options
      .runWorkerOnce()
      .catch((error: unknown) => console.error('[backend] outbox :', error))
      .finally(() => {
        if (!stopped) outboxTimer = setTimeout(runOutbox, options.outboxIntervalMs).unref();
      });
  };

  const purge = () =>
    options.db
      .transaction((tx) => tx.query('select public.purge_expired_leads() as purged'))
      .then(({ rows }) => {
        const purged = Number(rows[0]?.purged ?? 0);
        if (purged > 0) console.log(`[backend] ${purged} demande(s) de devis de plus de 3 ans supprimée(s)`);
      })
      .catch((error: unknown) => console.error('[backend] purge des demandes expirées :', error));

  outboxTimer = setTimeout(runOutbox, 0).unref();
  const purgeTimer = setInterval(purge, ONE_DAY_MS).unref();
  const firstPurge = purge();

  return {
    async stop() {
      stopped = true;
      clearTimeout(outboxTimer);
      clearInterval(purgeTimer);
      await Promise.all([running, firstPurge]);
    },
  };
}
