import type { ApiRole } from '../auth/jwt-keys.ts';

/**
 * How long a signed download link may live, by who asks for it (docs/adr-010-storage.md,
 * "Signed links"): a link made in the back office (a signed-in member, or anyone with the
 * public key) at most 1 hour, a link the server's own jobs put in an e-mail (service role) at
 * most 7 days. Longer is refused, not shortened: the caller learns the link would not last.
 */
export const BACK_OFFICE_LINK_SECONDS = 3600;
export const EMAIL_LINK_SECONDS = 7 * 24 * 3600;

export function maxSignedSeconds(role: ApiRole): { seconds: number; refusal: string } {
  if (role === 'service_role') {
    return {
      seconds: EMAIL_LINK_SECONDS,
      refusal: 'expiresIn : un lien signé vit au plus 7\u00a0jours (604\u202f800\u00a0s).',
    };
  }
  return {
    seconds: BACK_OFFICE_LINK_SECONDS,
    refusal:
      'expiresIn : un lien signé depuis l’administration vit au plus 1\u00a0heure (3\u202f600\u00a0s).',
  };
}
