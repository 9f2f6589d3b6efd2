import { BUCKETS } from '../../../shared/src/names/buckets.ts';
import { visitDay } from '../../../shared/src/visits/slot-label.ts';
import { type Company, readCompany, senderAddress } from '../_shared/company.ts';
import type { Tables } from '../_shared/database.ts';
import type { Env } from '../_shared/env.ts';
import { json, methodNotAllowed } from '../_shared/http.ts';
import { createMailer, type Mailer, NotConfiguredError } from '../_shared/mailer.ts';
import {
  type DevisSigned,
  devisCodePayload,
  devisLinkPayload,
  devisPdfRemovalPayload,
  devisReminderPayload,
  devisSignedPayload,
  devisStaffNoticePayload,
  queuedEmailPayload,
  quoteAlertPayload,
  quoteNotificationPayload,
  quotePhotosRemovalPayload,
  quoteSheetPayload,
  readPayload,
  reviewRejectionPayload,
  type VisitReminder,
  visitMailPayload,
  visitReminderPayload,
} from '../_shared/outbox-jobs.ts';
import { callerCredentials, type ProjectClient, projectClient } from '../_shared/project-client.ts';
import { sheetRow } from '../_shared/spreadsheet.ts';
import { retryDelaySeconds } from './backoff.ts';
import {
  devisCodeMail,
  devisLinkMail,
  devisPageUrl,
  devisReminderMail,
  devisSignedMail,
  devisStaffNoticeMail,
} from './devis-messages.ts';
import {
  type QuotePhotos,
  queuedMail,
  quoteCopyMail,
  quoteNotificationMail,
  reviewRejectionMail,
  visitInvitationMail,
  visitNoticeMail,
  visitReminderMail,
} from './messages.ts';
import { type Channel, claimableJobs, readSettings, type WorkerSettings } from './settings.ts';

/** A claimed job as the database returns it; its payload is read by its kind's schema. */
export type OutboxJob = Tables<'outbox_jobs'>;

export interface WorkerReport {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
  postponed: number;
  alerts: number;
  /** Claimed jobs handed back undelivered because the run was told to stop. */
  released: number;
}

interface Run {
  env: Env;
  /** The company details read at the start of the run (null: unreadable, e-mails retry later). */
  company: Company | null;
  /** The project's API with the caller's credentials. */
  project: ProjectClient;
  settings: WorkerSettings;
  mailer: Mailer;
  report: WorkerReport;
  startedAt: number;
  notConfigured: Set<string>;
  /** Aborted when the caller goes away (a server draining on SIGTERM, a dropped hosted call). */
  stop: AbortSignal;
}

/**
 * Delivers the due outbox jobs. It works with the caller's credentials, so only the service
 * role gets jobs (the outbox functions are granted to nobody else).
 *
 * Each channel (e-mail, sheet) has its own slots working in parallel, so a slow webhook never
 * holds e-mails back. A slot claims a few jobs — most urgent kind first — delivers them, and
 * claims again until nothing is due, a delivery did not succeed (what is left waits for its
 * retry time), or the run's budget could be exceeded. Each job ends done, pending with a retry
 * time and its error (capped exponential backoff), failed once its retry window is over, or
 * postponed when its channel is not configured. Every failure is logged with job and channel.
 * After delivering, quotes whose e-mail is overdue get an alert row on the sheet (next run).
 *
 * Leases are short and renewed while a slot holds its jobs, so a worker that dies leaves them
 * due again within one lease. When the request is aborted (the server drains), slots start no
 * new delivery and hand back the jobs they have not started, at once, to other workers.
 */
export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed();
  const project = projectClient(env, callerCredentials(req, env));
  const settings = readSettings(env.vars);
  // Once per run: a change made in the back office reaches the next run's e-mails.
  const company = await readCompany(project);

  const run: Run = {
    env,
    company,
    project,
    settings,
    mailer: createMailer(env.vars, senderAddress(env.vars, company)),
    startedAt: Date.now(),
    notConfigured: new Set(),
    stop: req.signal,
    report: { claimed: 0, delivered: 0, retried: 0, failed: 0, postponed: 0, alerts: 0, released: 0 },
  };
  try {
    const slots: Promise<void>[] = [];
    for (const channel of ['email', 'sheet'] as const) {
      for (let slot = 0; slot < settings.concurrency[channel]; slot++) slots.push(workSlot(run, channel));
    }
    const outcomes = await Promise.allSettled(slots);
    const broken = outcomes.find((outcome) => outcome.status === 'rejected');
    if (broken && run.report.claimed === 0) throw broken.reason;
    if (broken) console.error('[outbox] une file s’est arrêtée :', broken.reason);
  } catch (error) {
    if (isRestFailure(error)) return json(error.body, error.status); // e.g. not the service role
    throw error;
  } finally {
    run.mailer.close();
  }

  for (const reason of run.notConfigured) {
    console.warn(`[outbox] ${run.report.postponed} envoi(s) en attente de configuration : ${reason}`);
  }

  const alerts = await project.rpc('enqueue_quote_alerts', {
    after_seconds: Math.round(settings.alertAfterSeconds),
  });
  if (alerts.error) return json(errorBody(alerts.error), alerts.status);
  run.report.alerts = alerts.data;
  // The day before a visit, its reminder joins the outbox (sent on the next run).
  const reminders = await project.rpc('enqueue_visit_reminders');
  if (reminders.error) console.error('[outbox] rappels de visite non préparés :', reminders.error.message);
  // A devis's reminders (J+3, J+7, 2 days before its end) and the expiry of those past it.
  const devisReminders = await project.rpc('enqueue_devis_reminders');
  if (devisReminders.error) {
    console.error('[outbox] relances de devis non préparées :', devisReminders.error.message);
  }
  if (alerts.data > 0) {
    console.error(
      `[outbox] ALERTE : ${alerts.data} demande(s) de devis sans e-mail après ${Math.round(
        settings.alertAfterSeconds / 60,
      )} min, signalée(s) sur le tableur (npm run leads -- undelivered)`,
    );
  }
  return json(run.report);
}

async function workSlot(run: Run, channel: Channel): Promise<void> {
  for (;;) {
    if (run.stop.aborted) return;
    const room = claimableJobs(run.settings, Date.now() - run.startedAt);
    if (room === 0) return;
    const claim = await run.project.rpc('claim_outbox_jobs', {
      max_jobs: room,
      lease_seconds: run.settings.leaseSeconds,
      job_channel: channel,
    });
    if (claim.error) throw new RestFailure(claim.status, errorBody(claim.error));
    if (claim.data.length === 0) return;
    run.report.claimed += claim.data.length;
    // Not started yet (handed back if the run stops), and held (their leases are renewed).
    const waiting = new Set(claim.data.map((job) => job.id));
    const held = new Set(waiting);
    const renewal = setInterval(() => void renewLeases(run, held), run.settings.renewEveryMs);
    let allDelivered = true;
    try {
      for (const job of claim.data) {
        if (run.stop.aborted) break;
        waiting.delete(job.id);
        const delivered = await handleJob(run, job);
        held.delete(job.id);
        if (!delivered) allDelivered = false;
      }
    } finally {
      clearInterval(renewal);
      if (waiting.size > 0) await releaseJobs(run, [...waiting]);
    }
    if (!allDelivered) return;
  }
}

/** Keeps the jobs a slot holds leased; a failure is logged (the lease then runs out). */
async function renewLeases(run: Run, held: Set<number>): Promise<void> {
  if (held.size === 0) return;
  const result = await run.project
    .rpc('renew_outbox_jobs', { job_ids: [...held], lease_seconds: run.settings.leaseSeconds })
    .then(
      ({ status, error }) => ({ status, error }),
      (error: unknown) => ({ status: 0, error: String(error) }),
    );
  if (result.error) {
    console.error(`[outbox] renouvellement des baux impossible (HTTP ${result.status})`, result.error);
  }
}

/** Hands jobs that were claimed but not started back to other workers, due now. */
async function releaseJobs(run: Run, ids: number[]): Promise<void> {
  const result = await run.project.rpc('release_outbox_jobs', { job_ids: ids }).then(
    ({ data }) => data,
    () => null,
  );
  if (result !== null) run.report.released += result;
  else console.error(`[outbox] ${ids.length} envoi(s) non rendu(s) : ils reviendront à la fin de leur bail`);
}

/**
 * What a job waits for has not arrived yet (the signed devis the production server stores right
 * after the acceptance): postponed like a job waiting for configuration, retried sooner.
 */
class NotReadyError extends NotConfiguredError {}
const NOT_READY_RETRY_SECONDS = 30;

class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`claim_outbox_jobs a échoué (HTTP ${status}) : ${JSON.stringify(body)}`);
  }
}

function isRestFailure(error: unknown): error is RestFailure {
  return error instanceof RestFailure;
}

/** A refusal's body as PostgREST sends it (e.g. 42501 when the caller is not the service role). */
function errorBody(error: { code: string; message: string; details: string; hint: string }) {
  return { code: error.code, details: error.details, hint: error.hint, message: error.message };
}

/** Delivers one job and records the outcome; true when it was delivered. */
async function handleJob(run: Run, job: OutboxJob): Promise<boolean> {
  const { project, settings, report } = run;
  let failure: unknown = null;
  const signal = AbortSignal.timeout(settings.deliveryTimeoutMs);
  try {
    await withDeadline(deliver(run, job, signal), signal);
  } catch (error) {
    failure = error;
  }
  if (failure === null) {
    // If this bookkeeping fails, the job stays leased and is retried when the lease ends.
    settled('complete_outbox_job', await project.rpc('complete_outbox_job', { job_id: job.id }));
    report.delivered++;
    return true;
  }
  const reason = failure instanceof Error ? failure.message : String(failure);
  if (failure instanceof NotConfiguredError) {
    const notReady = failure instanceof NotReadyError;
    settled(
      'postpone_outbox_job',
      await project.rpc('postpone_outbox_job', {
        job_id: job.id,
        reason,
        retry_in_seconds: notReady
          ? Math.min(NOT_READY_RETRY_SECONDS, settings.postponeSeconds)
          : settings.postponeSeconds,
      }),
    );
    report.postponed++;
    // Not a failed attempt: one line per run, not per job.
    if (notReady) console.warn(`[outbox] envoi ${job.id} (${job.kind}) reporté : ${reason}`);
    else run.notConfigured.add(reason);
    return false;
  }
  const retryIn = retryDelaySeconds(job.attempts, settings.backoffBaseSeconds, settings.backoffMaxSeconds);
  const status = settled(
    'fail_outbox_job',
    await project.rpc('fail_outbox_job', {
      job_id: job.id,
      error: reason,
      retry_in_seconds: retryIn,
      retry_for_seconds: settings.retryForSeconds,
    }),
  );
  if (status === 'failed') report.failed++;
  else report.retried++;
  logFailure(job, status === 'failed' ? 'failed' : 'retry', reason, retryIn);
  return false;
}

/** One line per failed delivery, for the function's logs (hosted) or the server's output. */
function logFailure(
  job: OutboxJob,
  outcome: 'retry' | 'failed' | 'postponed',
  error: string,
  retryIn: number,
) {
  const line = JSON.stringify({
    job: job.id,
    kind: job.kind,
    channel: job.channel,
    attempt: job.attempts,
    outcome,
    ...(outcome === 'failed' ? {} : { retryInSeconds: retryIn }),
    error,
  });
  console.error(`[outbox] échec de livraison ${line}`);
}

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('Délai de livraison dépassé'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The outcome of a bookkeeping call; its failure is thrown (the job's lease then runs out). */
function settled<T>(
  name: string,
  result: { data: T; error: null; status: number } | { data: null; error: object; status: number },
): T {
  if (result.error !== null)
    throw new Error(`rpc/${name} a échoué (HTTP ${result.status}) : ${JSON.stringify(result.error)}`);
  return result.data;
}

/**
 * The company's details for a visitor's e-mail and the business's mailbox (NOTIFY_TO, else the
 * details' e-mail). Unreadable details fail the delivery (retried); a mailbox not entered waits
 * as not configured.
 */
function businessMail(run: Run): { company: Company; businessAddress: string; replyTo: string | undefined } {
  if (!run.company) throw new Error('Coordonnées de l’entreprise illisibles : envoi retenté plus tard');
  const businessAddress = run.env.vars.NOTIFY_TO || run.company.mailbox;
  if (!businessAddress) {
    throw new NotConfiguredError('Pas d’e-mail dans les coordonnées de l’entreprise (ni NOTIFY_TO)');
  }
  // A visitor answers to a real mailbox only: never to a placeholder (shared/src/names/placeholder.ts).
  const replyTo = run.env.vars.NOTIFY_TO || run.company.email || undefined;
  return { company: run.company, businessAddress, replyTo };
}

async function deliver(run: Run, job: OutboxJob, signal: AbortSignal): Promise<void> {
  const { env, project, mailer } = run;
  switch (job.kind) {
    case 'quote_email': {
      const { businessAddress } = businessMail(run);
      const quote = readPayload(quoteNotificationPayload, job.kind, job.payload);
      const photos = await leadPhotos(run, quote.id, true);
      return mailer.send(
        // The back office's own origin when configured (docs/adr-008-back-office.md, decision 11);
        // the site's /admin/ leads there too.
        quoteNotificationMail(quote, businessAddress, env.vars.ADMIN_SITE_URL || env.vars.PUBLIC_URL, photos),
        job.dedupe_key,
        signal,
      );
    }
    case 'quote_copy': {
      const { company, replyTo } = businessMail(run);
      const quote = readPayload(quoteNotificationPayload, job.kind, job.payload);
      return mailer.send(quoteCopyMail(quote, replyTo, company, env.vars.PUBLIC_URL), job.dedupe_key, signal);
    }
    case 'visit_invitation': {
      const { company, businessAddress, replyTo } = businessMail(run);
      const visit = readPayload(visitMailPayload, job.kind, job.payload);
      return mailer.send(
        visitInvitationMail(visit, replyTo, company, replyTo ?? businessAddress, env.vars.PUBLIC_URL),
        job.dedupe_key,
        signal,
      );
    }
    case 'visit_notice': {
      const { businessAddress } = businessMail(run);
      const visit = readPayload(visitMailPayload, job.kind, job.payload);
      return mailer.send(
        visitNoticeMail(visit, businessAddress, env.vars.ADMIN_SITE_URL || env.vars.PUBLIC_URL),
        job.dedupe_key,
        signal,
      );
    }
    case 'visit_reminder': {
      const { company, replyTo } = businessMail(run);
      const reminder = readPayload(visitReminderPayload, job.kind, job.payload);
      if (!(await visitStillTomorrow(run, reminder))) return;
      return mailer.send(
        visitReminderMail(reminder, replyTo, company, env.vars.PUBLIC_URL),
        job.dedupe_key,
        signal,
      );
    }
    case 'devis_link': {
      const { company, replyTo } = businessMail(run);
      const link = readPayload(devisLinkPayload, job.kind, job.payload);
      const page = customerDevisPage(run, link.devisToken);
      return mailer.send(devisLinkMail(link, page, replyTo, company), job.dedupe_key, signal);
    }
    case 'devis_code': {
      const { company, replyTo } = businessMail(run);
      const code = readPayload(devisCodePayload, job.kind, job.payload);
      return mailer.send(devisCodeMail(code, replyTo, company), job.dedupe_key, signal);
    }
    case 'devis_reminder': {
      const { company, replyTo } = businessMail(run);
      const reminder = readPayload(devisReminderPayload, job.kind, job.payload);
      if (!(await devisStillToSign(run, reminder.devisToken))) return;
      const page = customerDevisPage(run, reminder.devisToken);
      return mailer.send(devisReminderMail(reminder, page, replyTo, company), job.dedupe_key, signal);
    }
    case 'devis_signed': {
      const { company, businessAddress, replyTo } = businessMail(run);
      const signed = readPayload(devisSignedPayload, job.kind, job.payload);
      const pdf = await signedDevis(run, signed, job.created_at, signal);
      return mailer.send(
        devisSignedMail(signed, pdf, {
          to: signed.to === 'client' ? signed.customerEmail : businessAddress,
          replyTo,
          company,
          adminUrl: env.vars.ADMIN_SITE_URL || env.vars.PUBLIC_URL,
        }),
        job.dedupe_key,
        signal,
      );
    }
    case 'devis_staff_notice': {
      const { businessAddress } = businessMail(run);
      const notice = readPayload(devisStaffNoticePayload, job.kind, job.payload);
      return mailer.send(
        devisStaffNoticeMail(notice, businessAddress, env.vars.ADMIN_SITE_URL || env.vars.PUBLIC_URL),
        job.dedupe_key,
        signal,
      );
    }
    case 'review_rejection': {
      const { company, replyTo } = businessMail(run);
      const rejection = readPayload(reviewRejectionPayload, job.kind, job.payload);
      return mailer.send(reviewRejectionMail(rejection, replyTo, company), job.dedupe_key, signal);
    }
    case 'queued_email': {
      const id = readPayload(queuedEmailPayload, job.kind, job.payload).emailQueueId;
      const found = await project
        .from('email_queue')
        .select('recipient, reply_to, subject, body')
        .eq('id', id);
      if (found.error) throw new Error(`Lecture de email_queue impossible (HTTP ${found.status})`);
      const [row] = found.data;
      if (!row) throw new Error(`Message ${id} introuvable dans email_queue`);
      return mailer.send(queuedMail(row), job.dedupe_key, signal);
    }
    case 'quote_sheet': {
      const row = readPayload(quoteSheetPayload, job.kind, job.payload);
      const photos = await leadPhotos(run, row.id, false);
      return postSheetRow(run, job, { ...row, photos: photos.links.length }, signal);
    }
    case 'quote_alert':
      return postSheetRow(run, job, readPayload(quoteAlertPayload, job.kind, job.payload), signal);
    case 'quote_photos_removal': {
      // The photos and their thumbnails (docs/adr-010-storage.md).
      const { requestId } = readPayload(quotePhotosRemovalPayload, job.kind, job.payload);
      for (const bucketId of [BUCKETS.quotePhotos, BUCKETS.quotePhotoThumbs]) {
        await removeFolder(run, bucketId, requestId);
      }
      return;
    }
    case 'devis_pdf_removal': {
      // The PDFs of a deleted devis (docs/adr-023-devis.md).
      const { devisId } = readPayload(devisPdfRemovalPayload, job.kind, job.payload);
      await removeFolder(run, BUCKETS.devis, devisId);
      return;
    }
    default:
      throw new Error(`Type d’envoi inconnu : ${job.kind}`);
  }
}

/** Removes the files of a folder of a bucket (files only: a folder has no id; at most 1000). */
async function removeFolder(run: Run, bucketId: string, folder: string): Promise<void> {
  const bucket = run.project.storage.from(bucketId);
  const listed = await bucket.list(folder, {
    limit: 1000,
    offset: 0,
    sortBy: { column: 'name', order: 'asc' },
  });
  if (listed.error) throw new Error(`Storage : liste de ${folder} impossible (${listed.error.message})`);
  const names = listed.data.filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`);
  if (names.length === 0) return;
  const removed = await bucket.remove(names);
  if (removed.error) throw new Error(`Storage : suppression impossible (${removed.error.message})`);
}

/** The customer's page of a devis; without a configured public origin the mail waits. */
function customerDevisPage(run: Run, token: string): string {
  const page = devisPageUrl(run.env.vars.PUBLIC_URL, token);
  if (!page) throw new NotConfiguredError('PUBLIC_URL non configuré : pas de lien vers le devis du client');
  return page;
}

/**
 * A reminder is queued ahead and may leave late (the mail server down, retried for days): it
 * leaves only while its visit is still booked at the time it names, and still tomorrow. A visit
 * cancelled or moved since, or a reminder that would now say « demain » of today, is dropped.
 */
async function visitStillTomorrow(run: Run, reminder: VisitReminder): Promise<boolean> {
  const found = await run.project.from('visits').select('status, starts_at').eq('id', reminder.visitId);
  if (found.error) throw new Error(`Lecture de la visite impossible (HTTP ${found.status})`);
  const visit = found.data[0];
  const tomorrow = visitDay(new Date(Date.now() + 24 * 3600 * 1000).toISOString());
  return (
    visit?.status === 'booked' &&
    Date.parse(visit.starts_at) === Date.parse(reminder.startsAt) &&
    visitDay(reminder.startsAt) === tomorrow
  );
}

/** A devis reminder leaves only while its version can still be signed (not decided, replaced or expired since). */
async function devisStillToSign(run: Run, token: string): Promise<boolean> {
  const found = await run.project.rpc('devis_by_token', { p_token: token });
  if (found.error) throw new Error(`Lecture du devis impossible (HTTP ${found.status})`);
  return (found.data as { state?: string }[])[0]?.state === 'a_signer';
}

/**
 * How long a signed copy waits for the PDF the production server stores right after the
 * acceptance (seconds): past it, the file is taken as lost and asked of the customer's page.
 */
export const SIGNED_PDF_GRACE_SECONDS = 120;

/**
 * The signed devis the production server stored; the job waits while it is not there yet. Once
 * it has waited `SIGNED_PDF_GRACE_SECONDS` (the upload at acceptance failed), the PDF is asked
 * of the customer's page at the configured public origin, which draws it again from the recorded
 * acceptance, stores it and answers it; while that page cannot answer, the job keeps waiting.
 */
async function signedDevis(
  run: Run,
  signed: DevisSigned,
  queuedAt: string,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const found = await run.project.storage.from(BUCKETS.devis).download(signed.storagePath);
  if (found.data) return new Uint8Array(await found.data.arrayBuffer());
  const { status, statusCode } = (found.error as { status?: number; statusCode?: string } | null) ?? {};
  const missing =
    status === 404 || statusCode === '404' || /not.?found|introuvable/i.test(found.error?.message ?? '');
  if (!missing) {
    throw new Error(
      `Storage : lecture de ${BUCKETS.devis}/${signed.storagePath} impossible (${found.error?.message})`,
    );
  }
  const notStored = `PDF signé pas encore déposé (${BUCKETS.devis}/${signed.storagePath})`;
  if (Date.now() - Date.parse(queuedAt) < SIGNED_PDF_GRACE_SECONDS * 1000) throw new NotReadyError(notStored);
  const url = `${customerDevisPage(run, signed.devisToken)}devis-signe.pdf`;
  let answer: Response;
  try {
    answer = await fetch(url, { signal, redirect: 'error' });
  } catch (error) {
    throw new NotReadyError(`${notStored}, page du client injoignable (${(error as Error).message})`);
  }
  if (!answer.ok || !(answer.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    await answer.body?.cancel();
    throw new NotReadyError(`${notStored}, page du client : HTTP ${answer.status}`);
  }
  return new Uint8Array(await answer.arrayBuffer());
}

/** How long the photo links of the business's e-mail work (then: the back office). */
export const PHOTO_LINK_SECONDS = 7 * 24 * 3600;

/** A lead's photos: how many the visitor announced and, when `signed`, a 7-day link to each. */
async function leadPhotos(run: Run, leadId: string, signed: boolean): Promise<QuotePhotos> {
  const found = await run.project.rpc('quote_photos', { lead_id: leadId });
  if (found.error) throw new Error(`Lecture des photos impossible (HTTP ${found.status})`);
  const row = found.data[0];
  const names = row?.names ?? [];
  const bucket = run.project.storage.from(BUCKETS.quotePhotos);
  const links = signed
    ? await Promise.all(
        names.map(async (name) => {
          const link = await bucket.createSignedUrl(name, PHOTO_LINK_SECONDS);
          if (link.error) throw new Error(`Storage : pas de lien signé pour ${name} (${link.error.message})`);
          return link.data.signedUrl;
        }),
      )
    : names;
  return { expected: row?.photos_expected ?? 0, links };
}

/**
 * The row is POSTed as JSON, every visitor's text in it inert for a spreadsheet (a formula
 * arrives as text, the phone never as a number); any 2xx status is a success. Its `id` (the lead's id, or
 * `alerte:<lead id>` for an alert) lets a receiver that cannot read the Idempotency-Key
 * header drop a row it already has: a webhook that answers after our timeout is sent again.
 */
async function postSheetRow(
  run: Run,
  job: OutboxJob,
  row: Record<string, unknown>,
  signal: AbortSignal,
): Promise<void> {
  const url = run.env.vars.SHEET_WEBHOOK_URL;
  if (!url) throw new NotConfiguredError('SHEET_WEBHOOK_URL non configuré');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': job.dedupe_key },
      body: JSON.stringify(sheetRow(row)),
      signal: AbortSignal.any([signal, AbortSignal.timeout(run.settings.webhookTimeoutMs)]),
    });
  } catch (error) {
    // Duck-typed: the timeout is a DOMException, not always an Error of this realm.
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'TimeoutError') {
      throw new Error(`Webhook du tableur : pas de réponse en ${run.settings.webhookTimeoutMs} ms`);
    }
    throw new Error(`Webhook du tableur injoignable : ${typeof message === 'string' ? message : error}`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook du tableur : HTTP ${response.status}`);
}
