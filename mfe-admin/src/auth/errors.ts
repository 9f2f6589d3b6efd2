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
