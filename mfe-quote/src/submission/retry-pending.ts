import { dropPending, isPending, keepPending, PENDING_SENT_EVENT, readPending } from './pending-queue';
import { retryAfter, type SubmitRpc, sendQuote, supabaseRpc } from './send-quote';
import { markFlagSent } from './submitted-flag';

let running: Promise<void> | null = null;

/**
 * Exposed as './RetryPending': the shell calls it on every page while requests are kept in the
 * browser, and when the connection returns. Each request keeps its id, so the server stores it
 * once however many times it is sent. A request the server rejects as invalid is dropped
 * (it can never succeed); the visitor was told and kept the form at the time. A request that
 * leaves is announced on the window (PENDING_SENT_EVENT), for the page that said it was kept.
 * Photos kept with a request are sent once it is stored; the request stays kept until they have
 * arrived.
 */
export default function retryPending(rpc: SubmitRpc = supabaseRpc): Promise<void> {
  if (running) return running;
  running = (async () => {
    for (const pending of readPending()) {
      const outcome = await sendQuote(pending.payload, rpc);
      if (outcome.kind === 'queued') {
        // Still unreachable: next page or reconnection, or when an overloaded server said.
        if (outcome.retryAfterSeconds) retryAfter(outcome.retryAfterSeconds, () => retryPending(rpc));
        break;
      }
      if (outcome.kind === 'sent') {
        const { requestId } = pending.payload;
        markFlagSent(requestId);
        window.dispatchEvent(new CustomEvent(PENDING_SENT_EVENT, { detail: requestId }));
        if (pending.photos?.length) {
          // The request is stored: its photos follow (their code only when some wait). It stays
          // kept with them until they have arrived: a page left while they upload sends it again
          // on the next page (stored once), then them.
          const queuedAt = new Date(pending.queuedAt);
          keepPending(pending.payload, queuedAt, pending.photos);
          const { sendKeptPhotos } = await import('../photos/pending-photos');
          const left = await sendKeptPhotos(requestId, pending.photos);
          if (left.length) {
            keepPending(pending.payload, queuedAt, left);
            break;
          }
          dropPending(requestId);
        }
      }
      if (outcome.kind === 'invalid') {
        console.error('Demande de devis en attente refusée par le serveur', outcome.message);
        dropPending(pending.payload.requestId);
      }
    }
  })().finally(() => {
    running = null;
  });
  return running;
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
      await retryPending();
    } catch (error) {
      console.warn('Demande de devis conservée : nouvel essai dans un instant', error);
    }
    if (!isPending(id)) return true;
  }
  return false;
}
