import { readItem, writeItem } from '@parquet-alsace/shared/client';
import type { Finition, PropertyType } from '@parquet-alsace/shared/quote';
import { isFinition, isPropertyType } from '@parquet-alsace/shared/quote';

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

/**
 * The thank-you flag of this tab says "sent" once its kept request has left, so that a reload
 * of the thank-you page no longer says the server is not answering.
 */
export function markFlagSent(requestId: string): void {
  const flag = parseSubmittedFlag(readItem(SUBMITTED_KEY, 'session'));
  if (flag?.requestId === requestId && flag.status === 'queued')
    writeItem(SUBMITTED_KEY, JSON.stringify({ ...flag, status: 'sent' }), 'session');
}
