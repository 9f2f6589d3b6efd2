// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import type { Finition, PropertyType, QuoteErrors, QuotePayload } from '@parquet-alsace/shared/quote';
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
export type SubmitOutcome = {
    kind: 'sent';
    id: string;
} | {
    kind: 'queued';
    retryAfterSeconds?: number;
} | {
    kind: 'invalid';
    errors: QuoteErrors;
    message: string;
};
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
/**
 * The request as sent, from a form that passed validateQuote: `phone` is the number already put
 * in E.164 (toE164, which comes with the wizard's code; this module also serves the retry on
 * every page and stays without the phone library).
 */
export declare function buildPayload(form: QuoteForm, source: 'wizard' | 'modal', requestId: string, acceptTerms: boolean, phone: string): QuotePayload;
export declare function estimateOf(p: Pick<QuotePayload, 'surface' | 'finition' | 'teinture' | 'propertyType' | 'hasElevator'>): number | null;
/** The form_submission payload, sent before the request (docs/product-rules.md#analytics-events). */
export declare function formSubmissionEvent(p: QuotePayload): {
    event_category: string;
    event_label: string;
    form_type: string;
    surface: number;
    service_type: string;
    postal_code: string;
    estimated_value: number;
    user_data: {
        email: string;
        phone: string;
        first_name: string;
        last_name: string;
        postal_code: string;
    };
};
/** Network failure, timeout, rate limit or server error: worth sending again later. */
export declare function isRetryable(result: RpcResult): boolean;
export declare function readPending(): PendingQuote[];
/**
 * Keeps a request in the browser; the same request id is never kept twice. Photos given (or
 * already kept with it) stay with it until they are sent.
 */
export declare function keepPending(payload: QuotePayload, now?: Date, photos?: PendingPhoto[]): void;
export declare function dropPending(requestId: string): void;
/** Whether a request is still kept in this browser, waiting to be sent. */
export declare function isPending(requestId: string): boolean;
/** Sent on the window once a kept request has been stored (detail: its id). */
export declare const PENDING_SENT_EVENT = "quote:pending-sent";
/**
 * The thank-you flag of this tab says "sent" once its kept request has left, so that a reload
 * of the thank-you page no longer says the server is not answering.
 */
export declare function markFlagSent(requestId: string): void;
/** Sends one request: stored → 'sent'; unreachable or failing server → kept for later → 'queued'. */
export declare function sendQuote(payload: QuotePayload, rpc: SubmitRpc): Promise<SubmitOutcome>;
export declare const supabaseRpc: SubmitRpc;
/**
 * The server said when to come back (503 + Retry-After): send the kept requests again then,
 * while the page is open (plus up to a second of jitter, so a crowd does not return at once).
 */
export declare function retryAfter(seconds: number, retry: () => unknown): void;
/** What the thank-you page reads (session storage): the submitted flag plus what it shows. */
export declare const SUBMITTED_KEY = "formSubmitted";
/**
 * How long the thank-you page may be shown again after a submission (a reload, back to it):
 * long enough for a visitor who reloads or comes back, short enough that the address does not
 * keep confirming a request made long ago.
 */
export declare const SUBMITTED_FLAG_LIFETIME_MS: number;
export interface SubmittedFlag {
    status: 'sent' | 'queued';
    /** The request's id, so that a page can tell when a kept request has left. */
    requestId?: string;
    /** When the request was submitted (ms since the epoch). */
    at: number;
    surface: number;
    propertyType: PropertyType;
    hasElevator: boolean | null;
    finition: Finition;
    teinture: boolean;
}
/**
 * The flag read back from session storage, or null when it is missing, not one we wrote, or
 * older than SUBMITTED_FLAG_LIFETIME_MS at `now`.
 */
export declare function parseSubmittedFlag(raw: string | null, now?: number): SubmittedFlag | null;
/** The whole submission (docs/product-rules.md#quote-submission): no lead is lost. */
export declare function submitQuote(payload: QuotePayload, rpc?: SubmitRpc): Promise<SubmitOutcome>;
export declare function newRequestId(): string;
/**
 * Waits for the connection, then sends the requests kept in this browser (this one first in
 * line). The 'online' event may come a moment before the network answers, so a failed try is
 * repeated a few times (1, 2, 4 s); a server still unreachable then leaves the request kept, for
 * the thank-you page to say so. True once this request has left.
 */
export declare function sendWhenOnline(id: string): Promise<boolean>;
