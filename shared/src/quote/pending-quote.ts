/**
 * Key under which the quote remote keeps a request that could not be sent yet. The shell only
 * checks for it on every page, and then loads the quote remote's retry module (no lead lost).
 */
export const PENDING_QUOTES_KEY = 'pendingQuoteRequests';

export function hasPendingQuotes(
  storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null,
): boolean {
  try {
    const raw = storage?.getItem(PENDING_QUOTES_KEY);
    return Boolean(raw && raw !== '[]');
  } catch {
    return false;
  }
}
