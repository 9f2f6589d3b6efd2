import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sign, verify } from 'hono/jwt';

/** The database roles a token may ask for, as on Supabase. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface JwtClaims {
  role: ApiRole;
  [claim: string]: unknown;
}

/** JWT_SECRET from the environment, else the secret stored in the data dir (created once). */
export function loadJwtSecret(
  secretFile: string,
  fromEnv: string | undefined = process.env.JWT_SECRET,
): string {
  if (fromEnv) return fromEnv;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(secretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (the server, `npm run keys`) created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(secretFile, 'utf8').trim();
    throw error;
  }
  return secret;
}

// Fixed issue date so the same secret always yields the same keys (the site's build embeds
// the anon key); ten years of validity, like the keys of a Supabase project.
const ISSUED_AT = 1_763_769_600; // 2025-11-22T00:00:00Z
const TEN_YEARS = 10 * 365 * 24 * 3600;

export function signApiKey(role: ApiRole, secret: string): Promise<string> {
  return sign({ iss: 'supabase', role, iat: ISSUED_AT, exp: ISSUED_AT + TEN_YEARS }, secret, 'HS256');
}

export class InvalidTokenError extends Error {}

/**
 * Remembers verified tokens (every browser sends the same anon key on every request) so the
 * HMAC is not recomputed each time; entries expire with the token and the map stays bounded.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, JwtClaims>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = 1000,
  ) {}

  async verify(token: string): Promise<JwtClaims> {
    const cached = this.entries.get(token);
    if (cached && (typeof cached.exp !== 'number' || cached.exp * 1000 > Date.now())) return cached;
    this.entries.delete(token);
    const claims = await verifyApiToken(token, this.secret);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, claims);
    return claims;
  }
}

/** Verifies an HS256 token and returns its claims; the role must be one of API_ROLES. */
export async function verifyApiToken(token: string, secret: string): Promise<JwtClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = (await verify(token, secret, 'HS256')) as Record<string, unknown>;
  } catch (error) {
    throw new InvalidTokenError(error instanceof Error ? error.message : 'JWT invalide');
  }
  const role = payload.role;
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw new InvalidTokenError(`Rôle non autorisé dans le JWT : ${String(role)}`);
  }
  return payload as JwtClaims;
}
