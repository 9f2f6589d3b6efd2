// The worker's timing settings, read once per run. A claim's lease is short and renewed while
// the worker holds the job (several renewals per lease), so a second worker never claims a job
// the first is still on, and a dead worker's jobs are due again within one short lease.

export type Channel = 'email' | 'sheet';

export interface WorkerSettings {
  /** Jobs claimed at once by one slot (delivered one after another). */
  batchSize: number;
  /** Slots per channel working at the same time. */
  concurrency: Record<Channel, number>;
  /** Hard cap on one delivery, whatever the transport's own timeouts say. */
  deliveryTimeoutMs: number;
  /** The sheet webhook's own timeout (below deliveryTimeoutMs). */
  webhookTimeoutMs: number;
  /** How long one run may take: no batch is claimed that could end after it. */
  runBudgetMs: number;
  /** Lease of a claim, renewed every `renewEveryMs` while the worker holds the job. */
  leaseSeconds: number;
  /** How often the leases of held jobs are renewed (a quarter of the lease). */
  renewEveryMs: number;
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** How long a failing job keeps being retried before it is marked failed. */
  retryForSeconds: number;
  postponeSeconds: number;
  /** A quote whose e-mail has not gone out after this long raises an alert. */
  alertAfterSeconds: number;
}

/** The shortest lease accepted: renewals every quarter of it must stay well apart. */
export const MIN_LEASE_SECONDS = 8;

function number(vars: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = vars[name];
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function readSettings(vars: Record<string, string | undefined>): WorkerSettings {
  const batchSize = Math.max(1, Math.floor(number(vars, 'OUTBOX_BATCH_SIZE', 4)));
  const deliveryTimeoutMs = Math.max(1000, number(vars, 'OUTBOX_DELIVERY_TIMEOUT_MS', 15_000));
  const webhookTimeoutMs = Math.min(number(vars, 'SHEET_WEBHOOK_TIMEOUT_MS', 10_000), deliveryTimeoutMs);
  const leaseSeconds = Math.max(MIN_LEASE_SECONDS, Math.floor(number(vars, 'OUTBOX_LEASE_SECONDS', 20)));
  return {
    batchSize,
    concurrency: {
      email: Math.max(1, Math.floor(number(vars, 'OUTBOX_EMAIL_CONCURRENCY', 4))),
      sheet: Math.max(1, Math.floor(number(vars, 'OUTBOX_SHEET_CONCURRENCY', 4))),
    },
    deliveryTimeoutMs,
    webhookTimeoutMs,
    runBudgetMs: Math.max(deliveryTimeoutMs, number(vars, 'OUTBOX_RUN_BUDGET_MS', 50_000)),
    leaseSeconds,
    renewEveryMs: (leaseSeconds * 1000) / 4,
    backoffBaseSeconds: number(vars, 'OUTBOX_BACKOFF_BASE_SECONDS', 30),
    backoffMaxSeconds: number(vars, 'OUTBOX_BACKOFF_MAX_SECONDS', 3600),
    retryForSeconds: number(vars, 'OUTBOX_RETRY_FOR_HOURS', 168) * 3600,
    postponeSeconds: number(vars, 'OUTBOX_POSTPONE_SECONDS', 300),
    alertAfterSeconds: number(vars, 'OUTBOX_ALERT_AFTER_MINUTES', 15) * 60,
  };
}

/**
 * How many jobs a slot may still claim so that, even if each delivery takes its whole hard
 * cap, the batch ends within the run's budget (0: the run is over for this slot).
 */
export function claimableJobs(settings: WorkerSettings, elapsedMs: number): number {
  const left = settings.runBudgetMs - elapsedMs;
  return Math.max(0, Math.min(settings.batchSize, Math.floor(left / settings.deliveryTimeoutMs)));
}
