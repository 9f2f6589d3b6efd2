import type { QuotePayload } from '../submission/submit-quote';

/**
 * How the submission reaches the photos of the contact step without carrying their code: the
 * photo chunk registers itself here when the picker appears (docs/adr-010-storage.md).
 */
export interface PhotoAttachments {
  /**
   * Resolves once no photo is still being prepared (resized): a request sent a moment after a
   * photo was picked waits for it rather than leaving without it.
   */
  prepared(): Promise<void>;
  /** Photos ready to send with the request. */
  count(): number;
  /**
   * Uploads them to the stored request (each retried); true when all arrived. Otherwise those
   * that did not wait with the request in the browser's queue, the picker tells which, and
   * calls `finish` when the visitor goes on.
   */
  send(payload: QuotePayload, finish: () => void): Promise<boolean>;
  /** The request itself is kept for later (offline): its photos wait with it. */
  keep(payload: QuotePayload): Promise<void>;
  /** The request is done with: the next one starts without these photos. */
  reset(): void;
}

let attachments: PhotoAttachments | null = null;

export function registerPhotoAttachments(value: PhotoAttachments | null): void {
  attachments = value;
}

export function photoAttachments(): PhotoAttachments | null {
  return attachments;
}
