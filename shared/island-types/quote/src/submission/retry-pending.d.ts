// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type SubmitRpc } from './send-quote';
/**
 * Exposed as './RetryPending': the shell calls it on every page while requests are kept in the
 * browser, and when the connection returns. Each request keeps its id, so the server stores it
 * once however many times it is sent. A request the server rejects as invalid is dropped
 * (it can never succeed); the visitor was told and kept the form at the time. A request that
 * leaves is announced on the window (PENDING_SENT_EVENT), for the page that said it was kept.
 * Photos kept with a request are sent once it is stored; the request stays kept until they have
 * arrived.
 */
export default function retryPending(rpc?: SubmitRpc): Promise<void>;
/**
 * Waits for the connection, then sends the requests kept in this browser (this one first in
 * line). The 'online' event may come a moment before the network answers, so a failed try is
 * repeated a few times (1, 2, 4 s); a server still unreachable then leaves the request kept, for
 * the thank-you page to say so. True once this request has left.
 */
export declare function sendWhenOnline(id: string): Promise<boolean>;
