import { browserBackend } from '@parquet-alsace/shared/client';
import type { QuoteErrorKey, QuoteErrors, QuotePayload } from '@parquet-alsace/shared/quote';
import { storeQuoteRequest } from '../data/queries';
import { dropPending, keepPending } from './pending-queue';

// One request sent to the server, and what its answer means for the browser's queue: stored,
// kept for later, or refused with a field's French message.

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

/** Network failure, timeout, rate limit or server error: worth sending again later. */
export function isRetryable(result: RpcResult): boolean {
  return result.status === 0 || result.status === 408 || result.status === 429 || result.status >= 500;
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
