import { browserBackend, readItem, track, trackConversion, writeItem } from '@parquet-alsace/shared/client';
import type {
  Finition,
  PropertyType,
  QuoteErrorKey,
  QuoteErrors,
  QuotePayload,
} from '@parquet-alsace/shared/quote';
import {
  estimatePrice,
  isFinition,
  isPropertyType,
  normalizePostalCode,
  PENDING_QUOTES_KEY,
} from '@parquet-alsace/shared/quote';
import { storeQuoteRequest } from '../data/queries';
import type { QuoteForm } from '../store/quote-store';

/** The body of rpc('submit_quote'), declared once in shared/src/quote/quote-payload.ts. */
export type { QuotePayload };

/** A photo of a kept request; its bytes wait in IndexedDB (photos/pending-photos.ts). */
export interface PendingPhoto {
  id: string;
  name: string;
}

export interface PendingQuote {
  payload: QuotePayload;
  queuedAt: string;
  /** Photos still to upload once the request is stored. */
  photos?: PendingPhoto[];
}

export type SubmitOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'queued'; retryAfterSeconds?: number }
  | { kind: 'invalid'; errors: QuoteErrors; message: string };

interface RpcResult {
  data: unknown;
  error: {
    message: string;
    details?: string | null;
    hint?: string | null;
    code?: string;
    /** Seconds, from an overloaded server's 503 (its Retry-After, repeated in the body). */
    retry_after?: unknown;
  } | null;
  status: number;
}
export type SubmitRpc = (payload: QuotePayload) => Promise<RpcResult>;

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The request as sent, from a form that passed validateQuote: `phone` is the number already put
 * in E.164 (toE164, which comes with the wizard's code; this module also serves the retry on
 * every page and stays without the phone library).
 */
export function buildPayload(
  form: QuoteForm,
  source: 'wizard' | 'modal',
  requestId: string,
  acceptTerms: boolean,
  phone: string,
): QuotePayload {
  const { propertyType, finition } = form;
  if (!propertyType || !finition) throw new Error('Demande de devis incomplète : formulaire non validé');
  return {
    requestId,
    surface: form.surface ?? 0,
    propertyType,
    hasElevator: propertyType === 'appartement' ? form.hasElevator : null,
    homeOlderThanTwoYears: form.homeOlderThanTwoYears,
    finition,
    finishType: blankToNull(form.finishType),
    serviceType: form.serviceType,
    teinture: form.teinture,
    fullName: form.fullName.trim(),
    phone,
    phoneCountry: form.phoneCountry,
    email: form.email.trim(),
    postalCode: normalizePostalCode(form.postalCode),
    streetNumber: blankToNull(form.streetNumber),
    streetName: blankToNull(form.streetName),
    city: blankToNull(form.city),
    message: blankToNull(form.message),
    sendCopy: form.sendCopy,
    source,
    acceptTerms,
  };
}

export function estimateOf(
  p: Pick<QuotePayload, 'surface' | 'finition' | 'teinture' | 'propertyType' | 'hasElevator'>,
): number | null {
  return estimatePrice(p);
}

/** The form_submission payload, sent before the request (docs/product-rules.md#analytics-events). */
export function formSubmissionEvent(p: QuotePayload) {
  const [firstName = '', ...rest] = p.fullName.split(/\s+/).filter(Boolean);
  return {
    event_category: 'engagement',
    event_label: 'devis_request',
    form_type: 'devis',
    surface: p.surface,
    service_type: p.serviceType,
    postal_code: p.postalCode,
    estimated_value: estimateOf(p) ?? 0,
    user_data: {
      email: p.email,
      phone: p.phone,
      first_name: firstName,
      last_name: rest.join(' '),
      postal_code: p.postalCode,
    },
  };
}

/** Network failure, timeout, rate limit or server error: worth sending again later. */
export function isRetryable(result: RpcResult): boolean {
  return result.status === 0 || result.status === 408 || result.status === 429 || result.status >= 500;
}

export function readPending(): PendingQuote[] {
  try {
    const parsed = JSON.parse(readItem(PENDING_QUOTES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p) => p && typeof p.payload?.requestId === 'string') : [];
  } catch {
    return [];
  }
}

function writePending(list: PendingQuote[]): void {
  writeItem(PENDING_QUOTES_KEY, JSON.stringify(list));
}

/**
 * Keeps a request in the browser; the same request id is never kept twice. Photos given (or
 * already kept with it) stay with it until they are sent.
 */
export function keepPending(payload: QuotePayload, now = new Date(), photos?: PendingPhoto[]): void {
  const list = readPending();
  const kept = photos ?? list.find((p) => p.payload.requestId === payload.requestId)?.photos;
  writePending([
    ...list.filter((p) => p.payload.requestId !== payload.requestId),
    { payload, queuedAt: now.toISOString(), ...(kept?.length ? { photos: kept } : {}) },
  ]);
}

export function dropPending(requestId: string): void {
  writePending(readPending().filter((p) => p.payload.requestId !== requestId));
}

/** Whether a request is still kept in this browser, waiting to be sent. */
export function isPending(requestId: string): boolean {
  return readPending().some((p) => p.payload.requestId === requestId);
}

/** Sent on the window once a kept request has been stored (detail: its id). */
export const PENDING_SENT_EVENT = 'quote:pending-sent';

/**
 * The thank-you flag of this tab says "sent" once its kept request has left, so that a reload
 * of the thank-you page no longer says the server is not answering.
 */
export function markFlagSent(requestId: string): void {
  const flag = parseSubmittedFlag(readItem(SUBMITTED_KEY, 'session'));
  if (flag?.requestId === requestId && flag.status === 'queued')
    writeItem(SUBMITTED_KEY, JSON.stringify({ ...flag, status: 'sent' }), 'session');
}

const errorKeys: readonly string[] = [
  'surface',
  'propertyType',
  'hasElevator',
  'homeOlderThanTwoYears',
  'finition',
  'fullName',
  'phone',
  'email',
  'postalCode',
  'message',
  'streetNumber',
  'streetName',
  'city',
  'acceptTerms',
] satisfies QuoteErrorKey[];

/** Turns the server's check violation (field in details, French message in hint) into a field error. */
function invalidOutcome(result: RpcResult): SubmitOutcome {
  const field = result.error?.details ?? '';
  const message = result.error?.hint || 'Une erreur est survenue lors de l’envoi. Veuillez réessayer.';
  const errors: QuoteErrors = {};
  if (errorKeys.includes(field as QuoteErrorKey)) errors[field as QuoteErrorKey] = message;
  return { kind: 'invalid', errors, message };
}

/** Sends one request: stored → 'sent'; unreachable or failing server → kept for later → 'queued'. */
export async function sendQuote(payload: QuotePayload, rpc: SubmitRpc): Promise<SubmitOutcome> {
  let result: RpcResult;
  try {
    result = await rpc(payload);
  } catch (error) {
    console.warn('Envoi du devis impossible, demande conservée', error);
    keepPending(payload);
    return { kind: 'queued' };
  }
  if (!result.error && typeof result.data === 'string') {
    dropPending(payload.requestId);
    return { kind: 'sent', id: result.data };
  }
  if (isRetryable(result) || !result.error) {
    console.warn('Envoi du devis refusé par le serveur, demande conservée', result.status, result.error);
    keepPending(payload);
    const retryAfter = Number(result.error?.retry_after);
    return Number.isFinite(retryAfter) && retryAfter > 0
      ? { kind: 'queued', retryAfterSeconds: retryAfter }
      : { kind: 'queued' };
  }
  return invalidOutcome(result);
}

export const supabaseRpc: SubmitRpc = async (payload) => storeQuoteRequest(await browserBackend(), payload);

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The server said when to come back (503 + Retry-After): send the kept requests again then,
 * while the page is open (plus up to a second of jitter, so a crowd does not return at once).
 */
export function retryAfter(seconds: number, retry: () => unknown): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(retry, Math.min(seconds, 600) * 1000 + Math.random() * 1000);
}

/** What the thank-you page reads (session storage): the submitted flag plus what it shows. */
export const SUBMITTED_KEY = 'formSubmitted';
/**
 * How long the thank-you page may be shown again after a submission (a reload, back to it):
 * long enough for a visitor who reloads or comes back, short enough that the address does not
 * keep confirming a request made long ago.
 */
export const SUBMITTED_FLAG_LIFETIME_MS = 10 * 60 * 1000;
export interface SubmittedFlag {
  status: 'sent' | 'queued';
  /** The request's id, so that a page can tell when a kept request has left. */
  requestId?: string;
  /** When the request was submitted (ms since the epoch). */
  at: number;
  surface: number;
  propertyType: PropertyType;
  hasElevator: boolean | null;
  /** « Logement de plus de deux ans ? » (null: not answered, the standard VAT rate). */
  homeOlderThanTwoYears: boolean | null;
  finition: Finition;
  teinture: boolean;
  /** Whether the visitor asked for a copy by e-mail (the thank-you page promises it only then). */
  sendCopy: boolean;
}

/**
 * The flag read back from session storage, or null when it is missing, not one we wrote, or
 * older than SUBMITTED_FLAG_LIFETIME_MS at `now`.
 */
export function parseSubmittedFlag(raw: string | null, now = Date.now()): SubmittedFlag | null {
  try {
    const v = raw ? JSON.parse(raw) : null;
    if (!v || (v.status !== 'sent' && v.status !== 'queued')) return null;
    if (typeof v.surface !== 'number' || !isPropertyType(v.propertyType) || !isFinition(v.finition))
      return null;
    if (typeof v.at !== 'number' || v.at > now || now - v.at > SUBMITTED_FLAG_LIFETIME_MS) return null;
    return {
      status: v.status,
      ...(typeof v.requestId === 'string' ? { requestId: v.requestId } : {}),
      at: v.at,
      surface: v.surface,
      propertyType: v.propertyType,
      hasElevator: typeof v.hasElevator === 'boolean' ? v.hasElevator : null,
      homeOlderThanTwoYears: typeof v.homeOlderThanTwoYears === 'boolean' ? v.homeOlderThanTwoYears : null,
      finition: v.finition,
      teinture: v.teinture === true,
      sendCopy: v.sendCopy === true,
    };
  } catch {
    return null;
  }
}

/** The whole submission (docs/product-rules.md#quote-submission): no lead is lost. */
export async function submitQuote(
  payload: QuotePayload,
  rpc: SubmitRpc = supabaseRpc,
): Promise<SubmitOutcome> {
  track('form_submission', formSubmissionEvent(payload));
  const outcome = await sendQuote(payload, rpc);
  if (outcome.kind === 'invalid') return outcome;
  const flag: SubmittedFlag = {
    status: outcome.kind,
    requestId: payload.requestId,
    at: Date.now(),
    surface: payload.surface,
    propertyType: payload.propertyType,
    hasElevator: payload.hasElevator,
    homeOlderThanTwoYears: payload.homeOlderThanTwoYears ?? null,
    finition: payload.finition,
    teinture: payload.teinture,
    sendCopy: payload.sendCopy,
  };
  writeItem(SUBMITTED_KEY, JSON.stringify(flag), 'session');
  if (outcome.kind === 'queued' && outcome.retryAfterSeconds) {
    retryAfter(outcome.retryAfterSeconds, () => import('./retry-pending').then((m) => m.default(rpc)));
  }
  if (outcome.kind === 'sent') trackConversion(estimateOf(payload) ?? 0);
  return outcome;
}

export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

const onceOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the connection, then sends the requests kept in this browser (this one first in
 * line). The 'online' event may come a moment before the network answers, so a failed try is
 * repeated a few times (1, 2, 4 s); a server still unreachable then leaves the request kept, for
 * the thank-you page to say so. True once this request has left.
 */
export async function sendWhenOnline(id: string): Promise<boolean> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (!navigator.onLine) await onceOnline();
    else if (attempt > 0) await pause(1000 * 2 ** (attempt - 1));
    try {
      const { default: retryPending } = await import('./retry-pending');
      await retryPending();
    } catch (error) {
      console.warn('Demande de devis conservée : nouvel essai dans un instant', error);
    }
    if (!isPending(id)) return true;
  }
  return false;
}
