// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import type { QuoteErrors, QuotePayload } from '@parquet-alsace/shared/quote';
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
/** Network failure, timeout, rate limit or server error: worth sending again later. */
export declare function isRetryable(result: RpcResult): boolean;
/** Sends one request: stored → 'sent'; unreachable or failing server → kept for later → 'queued'. */
export declare function sendQuote(payload: QuotePayload, rpc: SubmitRpc): Promise<SubmitOutcome>;
export declare const supabaseRpc: SubmitRpc;
/**
 * The server said when to come back (503 + Retry-After): send the kept requests again then,
 * while the page is open (plus up to a second of jitter, so a crowd does not return at once).
 */
export declare function retryAfter(seconds: number, retry: () => unknown): void;
export {};
