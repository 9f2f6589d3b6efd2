import { authTexts } from './texts';

/** A French message for a failed sign-in (the server's own French message when it gives one for a 429). */
export function signInError(error: unknown): string {
  const e = (error ?? {}) as { status?: number; message?: string; name?: string; code?: string };
  if (e.status === 429) return e.message && /[àéèêç]/.test(e.message) ? e.message : authTexts.tooMany;
  if (e.status === 400 || e.status === 401 || e.code === 'invalid_credentials')
    return authTexts.wrongCredentials;
  if (e.name === 'AuthRetryableFetchError' || e.status === 0 || e.message === 'Failed to fetch')
    return authTexts.unreachable;
  return authTexts.failed;
}

/**
 * A French message for a code that did not sign in. Auth answers the same 403 `otp_expired` for
 * a wrong code and an expired one (hosted Supabase too), so one sentence covers both; after too
 * many wrong codes the code is void (429): only a new link helps.
 */
export function codeError(error: unknown): string {
  const e = (error ?? {}) as { status?: number; code?: string; name?: string; message?: string };
  if (e.status === 429 || e.code === 'over_request_rate_limit' || e.code === 'otp_disabled') {
    // The server's French answer says how long verifying waits (« réessayez dans 15 minutes »).
    const wait = /dans (\d+ (?:minutes?|secondes?))/.exec(e.message ?? '')?.[1];
    return wait ? authTexts.codeVoidWait(wait) : authTexts.codeVoid;
  }
  if (
    e.status === 403 ||
    e.code === 'otp_expired' ||
    e.status === 400 ||
    e.status === 401 ||
    e.status === 422
  )
    return authTexts.codeWrong;
  return signInError(error);
}
