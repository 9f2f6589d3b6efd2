import { readItem, writeItem } from '@parquet-alsace/shared/client';
import { PENDING_QUOTES_KEY, type QuotePayload } from '@parquet-alsace/shared/quote';

// The requests kept in this browser until the server has stored them (localStorage, under
// PENDING_QUOTES_KEY, which the site's loader checks on every page), each with the photos still
// to send once it is stored. The submission writes to it, retry-pending empties it.

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
