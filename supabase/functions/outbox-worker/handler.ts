import type { Env } from '../_shared/env.ts';
import { json, methodNotAllowed } from '../_shared/http.ts';
import { type Credentials, callerCredentials, rest } from '../_shared/rest-client.ts';
import { retryDelaySeconds } from './backoff.ts';
import { createMailer, NotConfiguredError, type SendMail } from './mailer.ts';
import {
  type QueuedEmail,
  type QuoteNotification,
  queuedMail,
  quoteCopyMail,
  quoteNotificationMail,
} from './messages.ts';

export interface OutboxJob {
  id: number;
  kind: 'quote_email' | 'quote_copy' | 'quote_sheet' | 'queued_email';
  payload: Record<string, unknown>;
  dedupe_key: string;
  attempts: number;
}

export interface WorkerReport {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
  postponed: number;
}

const BUSINESS_ADDRESS = 'contact@parquet-alsace.example';

function setting(env: Env, name: string, fallback: number): number {
  const value = Number(env.vars[name]);
  return env.vars[name] !== undefined && env.vars[name] !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
}

/**
 * Delivers the due outbox jobs once. It works with the caller's credentials, so only the
 * service role gets jobs (claim_outbox_jobs is granted to nobody else). Each job ends done,
 * pending with a retry time and its error (exponential backoff), failed after
 * OUTBOX_MAX_ATTEMPTS, or postponed when its channel is not configured.
 */
export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed();
  const credentials = callerCredentials(req, env);
  const claim = await rest<OutboxJob[]>(env, credentials, 'POST', 'rpc/claim_outbox_jobs', {
    max_jobs: setting(env, 'OUTBOX_BATCH_SIZE', 10),
    lease_seconds: setting(env, 'OUTBOX_LEASE_SECONDS', 120),
  });
  if (!claim.ok) return json(claim.error, claim.status);

  const report: WorkerReport = {
    claimed: claim.data.length,
    delivered: 0,
    retried: 0,
    failed: 0,
    postponed: 0,
  };
  const sendMail = createMailer(env.vars);
  const maxAttempts = setting(env, 'OUTBOX_MAX_ATTEMPTS', 8);
  for (const job of claim.data) {
    let failure: unknown = null;
    try {
      await deliver(job, env, credentials, sendMail);
    } catch (error) {
      failure = error;
    }
    if (failure === null) {
      // If this bookkeeping fails, the job stays leased and is retried when the lease ends.
      await settle(env, credentials, 'rpc/complete_outbox_job', { job_id: job.id });
      report.delivered++;
    } else if (failure instanceof NotConfiguredError) {
      await settle(env, credentials, 'rpc/postpone_outbox_job', {
        job_id: job.id,
        reason: failure.message,
        retry_in_seconds: setting(env, 'OUTBOX_POSTPONE_SECONDS', 300),
      });
      report.postponed++;
    } else {
      await settle(env, credentials, 'rpc/fail_outbox_job', {
        job_id: job.id,
        error: failure instanceof Error ? failure.message : String(failure),
        retry_in_seconds: retryDelaySeconds(
          job.attempts,
          setting(env, 'OUTBOX_BACKOFF_BASE_SECONDS', 30),
          setting(env, 'OUTBOX_BACKOFF_MAX_SECONDS', 3600),
        ),
        max_attempts: maxAttempts,
      });
      if (job.attempts >= maxAttempts) report.failed++;
      else report.retried++;
    }
  }
  return json(report);
}

async function settle(
  env: Env,
  credentials: Credentials,
  path: string,
  args: Record<string, unknown>,
): Promise<void> {
  const result = await rest<null>(env, credentials, 'POST', path, args);
  if (!result.ok)
    throw new Error(`${path} a échoué (HTTP ${result.status}) : ${JSON.stringify(result.error)}`);
}

async function deliver(
  job: OutboxJob,
  env: Env,
  credentials: Credentials,
  sendMail: SendMail,
): Promise<void> {
  const businessAddress = env.vars.NOTIFY_TO || BUSINESS_ADDRESS;
  switch (job.kind) {
    case 'quote_email':
      return sendMail(
        quoteNotificationMail(job.payload as unknown as QuoteNotification, businessAddress),
        job.dedupe_key,
      );
    case 'quote_copy':
      return sendMail(
        quoteCopyMail(job.payload as unknown as QuoteNotification, businessAddress),
        job.dedupe_key,
      );
    case 'queued_email': {
      const id = String(job.payload.emailQueueId);
      const found = await rest<QueuedEmail[]>(
        env,
        credentials,
        'GET',
        `email_queue?id=eq.${encodeURIComponent(id)}&select=recipient,reply_to,subject,body`,
      );
      if (!found.ok) throw new Error(`Lecture de email_queue impossible (HTTP ${found.status})`);
      const [row] = found.data;
      if (!row) throw new Error(`Message ${id} introuvable dans email_queue`);
      return sendMail(queuedMail(row), job.dedupe_key);
    }
    case 'quote_sheet':
      return postSheetRow(job, env);
  }
}

/** The spreadsheet row is POSTed as JSON; any 2xx status is a success. */
async function postSheetRow(job: OutboxJob, env: Env): Promise<void> {
  const url = env.vars.SHEET_WEBHOOK_URL;
  if (!url) throw new NotConfiguredError('SHEET_WEBHOOK_URL non configuré');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': job.dedupe_key },
    body: JSON.stringify(job.payload),
    signal: AbortSignal.timeout(setting(env, 'SHEET_WEBHOOK_TIMEOUT_MS', 10_000)),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook du tableur : HTTP ${response.status}`);
}
