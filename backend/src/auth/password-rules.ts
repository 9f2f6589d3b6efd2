// The rules a staff password follows (docs/adr-007-auth-subset.md): at least 12 characters,
// at most 72 bytes (bcrypt reads no further), not one character repeated, not in the list of
// common passwords that zxcvbn-ts ships (about 49 000, from leaked-password corpora).
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_BYTES = 72;

let common: Set<string> | undefined;
const commonPasswords = (): Set<string> => {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
};

/** Supabase Auth's reasons (`weak_password.reasons`): length, characters, pwned. */
export type WeakReason = 'length' | 'characters' | 'pwned';

/** Why the password is refused, in French, or null when it may be used. */
export function passwordProblem(password: string): { reason: WeakReason; message: string } | null {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return {
      reason: 'length',
      message: `Le mot de passe ne peut pas dépasser ${MAX_PASSWORD_BYTES} octets (une lettre accentuée en compte deux) : choisissez-en un plus court.`,
    };
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return {
      reason: 'length',
      message: `Le mot de passe doit compter au moins ${MIN_PASSWORD_LENGTH} caractères.`,
    };
  }
  if (/^(.)\1*$/su.test(password)) {
    return { reason: 'characters', message: 'Le mot de passe ne peut pas répéter un seul caractère.' };
  }
  const folded = password.toLowerCase();
  if (commonPasswords().has(folded) || commonPasswords().has(folded.trim())) {
    return {
      reason: 'pwned',
      message: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
    };
  }
  return null;
}

/** Passwords longer than bcrypt reads are never compared (they could match on their start). */
export const tooLongToCompare = (password: string): boolean =>
  Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
