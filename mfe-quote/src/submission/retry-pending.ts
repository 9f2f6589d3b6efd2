import {
  dropPending,
  keepPending,
  markFlagSent,
  PENDING_SENT_EVENT,
  readPending,
  retryAfter,
  type SubmitRpc,
  sendQuote,
  supabaseRpc,
} from './submit-quote';

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
          // The request is stored: its photos follow (their code only when some wait).
          const { sendKeptPhotos } = await import('../photos/pending-photos');
          const left = await sendKeptPhotos(requestId, pending.photos);
          if (left.length) {
            keepPending(pending.payload, new Date(pending.queuedAt), left);
            break;
          }
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
