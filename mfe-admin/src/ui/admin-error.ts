/**
 * Why a back-office change did not happen, when the database gave no error of its own: each
 * screen says it in its own words (`notStaff`, `filesLeft` in its texts).
 * - `not-staff`: the change touched no row (the account lost its staff rights, or the row is gone);
 * - `files-left`: the row is deleted but some of its files are still in Storage.
 */
export type AdminErrorReason = 'not-staff' | 'files-left';

export class AdminError extends Error {
  constructor(readonly reason: AdminErrorReason) {
    super(reason);
    this.name = 'AdminError';
  }
}

/** The reason of an `AdminError`, or null for any other error. */
export function adminErrorReason(error: unknown): AdminErrorReason | null {
  return error instanceof AdminError ? error.reason : null;
}

/** The screen's sentence for an `AdminError`'s reason, or `otherwise`. */
export function adminErrorText(
  error: unknown,
  texts: Partial<Record<AdminErrorReason, string>>,
  otherwise: string,
): string {
  const reason = adminErrorReason(error);
  return (reason && texts[reason]) || otherwise;
}

/**
 * The sentence for a save that failed: the account is no longer staff, the database's checks
 * refused a value (23514; `detail` adds what the database said of it), or any other failure.
 */
export function saveFailureText(
  error: { code?: string; message?: string },
  texts: { notStaff: string; refused: string; failed: string },
  detail: (message?: string) => string = () => '',
): string {
  if (adminErrorReason(error) === 'not-staff') return texts.notStaff;
  return error.code === '23514' ? `${texts.refused}${detail(error.message)}` : texts.failed;
}
