// What the /auth/v1 route groups share (docs/adr-007-auth-subset.md): options and limits, errors
// in Supabase Auth's shape, sessions and tokens, the caller and the admin check, password and
// e-mail limits, sign-in mails and codes.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Context } from 'hono';
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';
import { BRAND, companyFromRow, senderAddress } from '../../../supabase/functions/_shared/company.ts';
import { createMailer, NotConfiguredError } from '../../../supabase/functions/_shared/mailer.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientKey } from '../http/client-address.ts';
import {
  AuthStore,
  type CodePurpose,
  codeTokenFor,
  isBanned,
  newOneTimeCode,
  publicUser,
  type UserRow,
} from './auth-store.ts';
import { InvalidTokenError, type VerifiedTokenCache } from './jwt-keys.ts';
import { passwordProblem, tooLongToCompare } from './password-rules.ts';

export interface AuthOptions {
  db: Database;
  jwtSecret: string;
  tokens: VerifiedTokenCache;
  /** Where the API is reached (the magic link's /auth/v1/verify and the tokens' issuer). */
  apiUrl: string;
  /**
   * The back office's origin (its own, not the visitor pages'): sign-in links land under
   * `${adminUrl}/admin/`, and nowhere else.
   */
  adminUrl: string;
  /** Variables of the mailer (SMTP_*, MAIL_API_*, MAIL_DIR), as the outbox worker reads them. */
  mailVars: () => Record<string, string | undefined>;
  limits?: Partial<AuthLimits>;
}

export interface AuthLimits {
  accessTokenSeconds: number;
  /**
   * Failed password sign-ins per account from one client, then 429 for that client; past as
   * many from all clients, every attempt on the account is slowed (never refused).
   */
  passwordFailuresPerAccount: number;
  /** Password sign-in attempts per client address (IPv6 by /64). */
  passwordAttemptsPerClient: number;
  windowSeconds: number;
  /** Sign-in e-mails per address from one client, in their window; per address, per hour; per client. */
  emailsPerAddress: number;
  emailWindowSeconds: number;
  emailsPerAddressPerHour: number;
  emailsPerClient: number;
  /** Wrong guesses of a member's pending codes before they are void. */
  verifyFailuresPerAccount: number;
  otpValiditySeconds: number;
}

export function authLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AuthLimits {
  const int = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    accessTokenSeconds: int('AUTH_JWT_EXPIRY_SECONDS', 3600),
    passwordFailuresPerAccount: int('AUTH_PASSWORD_FAILURES_PER_ACCOUNT', 5),
    passwordAttemptsPerClient: int('AUTH_PASSWORD_ATTEMPTS_PER_CLIENT', 20),
    windowSeconds: int('AUTH_ATTEMPT_WINDOW_SECONDS', 900),
    emailsPerAddress: 1,
    emailWindowSeconds: int('AUTH_EMAIL_INTERVAL_SECONDS', 60),
    emailsPerAddressPerHour: int('AUTH_EMAILS_PER_ADDRESS_PER_HOUR', 5),
    emailsPerClient: int('AUTH_EMAILS_PER_CLIENT_PER_HOUR', 20),
    verifyFailuresPerAccount: int('AUTH_VERIFY_FAILURES_PER_ACCOUNT', 5),
    otpValiditySeconds: int('AUTH_OTP_VALIDITY_SECONDS', 3600),
  };
}

/** Supabase Auth's error, in the shape the request's API version expects. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A mail that did not go out, already reported to the business. */
export class ReportedMailFailure extends Error {}

export const API_VERSION = '2024-01-01';
export const INVALID_LOGIN = 'Invalid login credentials';
// Compared against when the account does not exist, so both cases take as long.
export const DUMMY_HASH = bcrypt.hashSync('mot de passe factice', 10);
// The address format Supabase Auth accepts (its e-mail check): no space, colon or semicolon.
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Roles the admin API accepts, as Supabase Auth's default (GOTRUE_JWT_ADMIN_ROLES). */
export const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
/** A session this young, started by a link or a code, counts as a fresh sign-in. */
export const FRESH_SIGN_IN_SECONDS = 600;
/** Verification types that sign in with a link or code. */
export const SIGN_IN_TYPES = new Set(['magiclink', 'email', 'signup', 'invite', 'recovery']);
export const INVALID_PKCE = 'PKCE flow requires code_challenge_method and code_challenge';

/** An e-mail address as Supabase Auth checks it (required, at most 255 characters, one shape), lower-cased. */
export const emailField = z.unknown().transform((value, ctx) => {
  const email = (typeof value === 'string' ? value : '').trim();
  const problem = !email
    ? 'An email address is required'
    : email.length > 255
      ? 'An email address is too long'
      : EMAIL.test(email)
        ? null
        : 'Unable to validate email address: invalid format';
  if (!problem) return email.toLowerCase();
  ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/** A field read as text: anything but a string is empty, as Supabase Auth reads it. */
export const textField = z.string().catch('');

/** A text field that may be absent (undefined); present, anything but a string reads as ''. */
export const optionalTextField = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value : ''))
  .optional();

/** A metadata object that may be absent (undefined); present, anything but an object reads as {}. */
export const metadataField = z.unknown().transform(objectOf).optional();

/** The PKCE fields of a sign-in e-mail's request (refused by `refusePkce`). */
export const pkceFields = { code_challenge: textField, code_challenge_method: textField };

/**
 * A body read with its endpoint's schema: the first field refused answers 400 validation_failed
 * with Supabase Auth's message for it.
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AuthError(400, 'validation_failed', result.error.issues[0]?.message ?? 'Invalid request body');
}

export const validEmail = (value: unknown): string => parseFields(emailField, value);

/** The flow this server offers is the implicit one; a PKCE request is refused before anything is sent. */
export function refusePkce(input: Record<string, unknown>): void {
  const challenge = typeof input.code_challenge === 'string' ? input.code_challenge : '';
  const method = typeof input.code_challenge_method === 'string' ? input.code_challenge_method : '';
  if ((challenge === '') !== (method === '')) throw new AuthError(400, 'validation_failed', INVALID_PKCE);
  if (challenge) {
    throw new AuthError(
      400,
      'validation_failed',
      'PKCE flow is not supported by this server: use the implicit flow',
    );
  }
}

export const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} secondes` : `${Math.ceil(seconds / 60)} minutes`;

export function tooMany(retryAfterSeconds: number, what: string): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Trop de tentatives de ${what} : réessayez dans ${waitText(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** What every Auth route shares: the store, the limits, the issuer and the back office. */
export interface AuthKit {
  store: AuthStore;
  limits: AuthLimits;
  issuer: string;
  backOffice: URL;
  options: AuthOptions;
}

export function createAuthKit(options: AuthOptions): AuthKit {
  return {
    store: new AuthStore(options.db),
    limits: { ...authLimitsFromEnv(), ...options.limits },
    issuer: `${options.apiUrl}/auth/v1`,
    backOffice: new URL(options.adminUrl),
    options,
  };
}

export const sendError = (c: Context<AppEnv>, error: AuthError) => {
  c.header('x-sb-error-code', error.code);
  if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  const modern = (c.req.header('x-supabase-api-version') ?? '') >= API_VERSION;
  if (modern) c.header('X-Supabase-Api-Version', API_VERSION);
  const body = modern
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return c.json(body, error.status as 400);
};

/** The project key, as Supabase's gateway requires it on every Auth call. */
export async function apiKeyRole(kit: AuthKit, c: Context<AppEnv>): Promise<string> {
  const apikey = c.req.header('apikey') ?? bearer(c);
  if (!apikey) throw new AuthError(401, 'no_authorization', 'No API key found in request');
  try {
    return (await kit.options.tokens.verify(apikey)).role;
  } catch {
    if (await isSupabaseAdmin(kit, apikey)) return 'supabase_admin';
    throw new AuthError(401, 'bad_jwt', 'Invalid API key');
  }
}

/**
 * A `supabase_admin` token, which Supabase Auth's admin API takes as the service key. Only
 * here: it is not a database role of the REST API.
 */
export async function isSupabaseAdmin(kit: AuthKit, token: string): Promise<boolean> {
  try {
    const claims = (await verify(token, kit.options.jwtSecret, 'HS256')) as { role?: unknown };
    return claims.role === 'supabase_admin';
  } catch {
    return false;
  }
}

export const bearer = (c: Context<AppEnv>) =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

export async function session(
  kit: AuthKit,
  user: UserRow,
  userAgent: string | null,
  method: 'password' | 'otp' | 'magiclink',
) {
  const started = await kit.store.startSession(user.id, userAgent);
  const fresh = (await kit.store.userById(user.id)) ?? user;
  return tokenResponse(kit, fresh, started.sessionId, started.refreshToken, method);
}

export async function tokenResponse(
  kit: AuthKit,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + kit.limits.accessTokenSeconds;
  const shown = publicUser(user);
  const accessToken = await sign(
    {
      iss: kit.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      email: user.email,
      phone: '',
      app_metadata: shown.app_metadata,
      user_metadata: shown.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    kit.options.jwtSecret,
    'HS256',
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: kit.limits.accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: shown,
  };
}

/** The signed-in caller: a valid user token whose user and session still exist. */
export async function caller(
  kit: AuthKit,
  c: Context<AppEnv>,
): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearer(c);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: Record<string, unknown>;
  try {
    claims = await kit.options.tokens.verify(token);
  } catch (error) {
    const expired = error instanceof InvalidTokenError && /expired/i.test(error.message);
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: ${expired ? 'token is expired' : 'unable to parse or verify signature'}`,
    );
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await kit.store.userById(claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!sessionId || !(await kit.store.sessionExists(sessionId, user.id))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}

export async function requireAdmin(kit: AuthKit, c: Context<AppEnv>): Promise<void> {
  const token = bearer(c);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let role: string;
  try {
    role = (await kit.options.tokens.verify(token)).role;
  } catch {
    if (!(await isSupabaseAdmin(kit, token))) {
      throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    role = 'supabase_admin';
  }
  if (!ADMIN_ROLES.has(role)) throw new AuthError(403, 'not_admin', 'User not allowed');
}

export async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    const parsed = (await c.req.json()) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const client = (c: Context<AppEnv>) => clientKey(c.env?.remoteAddress ?? '');

/** A redirect under the back office's /admin/ (as configured), else its /admin/ itself. */
export function landing(kit: AuthKit, requested: string | undefined): URL {
  const fallback = new URL('/admin/', kit.backOffice);
  if (!requested) return fallback;
  try {
    const url = new URL(requested);
    if (
      url.origin === kit.backOffice.origin &&
      (url.pathname === '/admin' || url.pathname.startsWith('/admin/'))
    ) {
      url.hash = '';
      return url;
    }
  } catch {
    // not a URL
  }
  return fallback;
}

export const route =
  (kit: AuthKit, handler: (c: Context<AppEnv>) => Promise<Response>) => async (c: Context<AppEnv>) => {
    try {
      await apiKeyRole(kit, c);
      return await handler(c);
    } catch (error) {
      if (error instanceof AuthError) return sendError(c, error);
      throw error;
    }
  };

/** The buckets a password check counts in: this client, and this account from this client. */
export function passwordBuckets(kit: AuthKit, c: Context<AppEnv>, email: string) {
  return [
    {
      key: `password:client:${client(c)}`,
      limit: kit.limits.passwordAttemptsPerClient,
      windowSeconds: kit.limits.windowSeconds,
    },
    {
      key: `password:account-client:${email}:${client(c)}`,
      limit: kit.limits.passwordFailuresPerAccount,
      windowSeconds: kit.limits.windowSeconds,
    },
  ];
}

/**
 * Checks a member's password under the limits: 429 for a client that failed too often on this
 * account or overall; past `passwordFailuresPerAccount` failures on the account from all
 * clients, each check waits longer (up to 4 s) — the account slows, it is never locked.
 */
export async function checkPassword(
  kit: AuthKit,
  c: Context<AppEnv>,
  email: string,
  password: string,
  user: UserRow | null,
) {
  const buckets = passwordBuckets(kit, c, email);
  const verdict = await kit.store.takeAttempt(buckets);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds, 'connexion');
  const accountKey = `password:account:${email}`;
  const failures = await kit.store.recentAttempts(accountKey, kit.limits.windowSeconds);
  const excess = failures - kit.limits.passwordFailuresPerAccount;
  if (excess >= 0)
    await new Promise((resolve) => setTimeout(resolve, Math.min(4000, 250 * 2 ** Math.min(excess, 4))));
  const matches =
    !tooLongToCompare(password) && (await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH));
  if (!user?.encrypted_password || !matches) {
    await kit.store.takeAttempt([
      { key: accountKey, limit: Number.MAX_SAFE_INTEGER, windowSeconds: kit.limits.windowSeconds },
    ]);
    return false;
  }
  await kit.store.clearAttempts(buckets[1]?.key ?? '');
  return true;
}

/** The token grants' bodies (POST /token?grant_type=…). */
export const grantBodies = {
  password: z.object({ email: textField, password: textField }),
  refreshToken: z.object({ refresh_token: textField }),
};

export async function passwordGrant(kit: AuthKit, c: Context<AppEnv>, input: Record<string, unknown>) {
  const fields = grantBodies.password.parse(input);
  const email = fields.email.trim().toLowerCase();
  const { password } = fields;
  if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const user = await kit.store.userByEmail(email);
  if (!(await checkPassword(kit, c, email, password, user)) || !user) {
    throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  }
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return session(kit, user, c.req.header('user-agent') ?? null, 'password');
}

export async function refreshGrant(kit: AuthKit, input: Record<string, unknown>) {
  const token = grantBodies.refreshToken.parse(input).refresh_token;
  if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const rotated = await kit.store.rotate(token);
  if (rotated.kind !== 'ok' && rotated.kind !== 'reused') {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (rotated.kind !== 'ok') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return tokenResponse(kit, rotated.user, rotated.sessionId, rotated.refreshToken, 'token_refresh');
}

/** The e-mail sending limits: this address from this client, this address, this client. */
export async function takeEmailSlot(kit: AuthKit, c: Context<AppEnv>, email: string): Promise<void> {
  const verdict = await kit.store.takeAttempt([
    {
      key: `email:address-client:${email}:${client(c)}`,
      limit: kit.limits.emailsPerAddress,
      windowSeconds: kit.limits.emailWindowSeconds,
    },
    { key: `email:address:${email}`, limit: kit.limits.emailsPerAddressPerHour, windowSeconds: 3600 },
    { key: `email:client:${client(c)}`, limit: kit.limits.emailsPerClient, windowSeconds: 3600 },
  ]);
  if (!verdict.allowed) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `Un lien vient d’être envoyé : vous pourrez en demander un autre dans ${waitText(verdict.retryAfterSeconds)}.`,
      verdict.retryAfterSeconds,
    );
  }
}

/** Work done after the answer is sent, so that no answer tells what it found. */
export function afterAnswer(work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => {
      if (!(error instanceof ReportedMailFailure)) {
        console.error('[auth] envoi différé en échec :', error instanceof Error ? error.message : error);
      }
    });
  });
}

/** A sign-in link and code for a member, by e-mail; failures go to the business, never the caller. */
export async function mailSignIn(
  kit: AuthKit,
  user: UserRow,
  requestedLanding: string | undefined,
  kind: 'signin' | 'invite',
) {
  const { code, linkToken } = newOneTimeCode();
  await kit.store.saveCode(user.id, 'signin', linkToken, codeTokenFor(user.email, code));
  const link = signInLink(kit, linkToken, kind === 'invite' ? 'invite' : 'magiclink', requestedLanding);
  await sendMail(kit, user.email, kind === 'invite' ? 'invite' : 'signin', { link, code });
}

export function signInLink(
  kit: AuthKit,
  linkToken: string,
  type: string,
  requestedLanding: string | undefined,
): string {
  const link = new URL('/auth/v1/verify', `${kit.options.apiUrl}/`);
  link.searchParams.set('token', linkToken);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', landing(kit, requestedLanding).toString());
  return link.toString();
}

export type MailKind = 'signin' | 'invite' | 'reauthentication';

export async function sendMail(
  kit: AuthKit,
  to: string,
  kind: MailKind,
  secrets: { link?: string; code: string },
): Promise<void> {
  const minutes = Math.round(kit.limits.otpValiditySeconds / 60);
  // Sent as the company (brand, the details' mailbox) unless SMTP_FROM or MAIL_FROM say otherwise.
  const row = await kit.store.companyDetails().catch(() => null);
  const company = row ? companyFromRow(row) : null;
  const vars = kit.options.mailVars();
  const mailer = createMailer(vars, senderAddress(vars, company));
  const brand = company?.brand ?? BRAND;
  const body =
    kind === 'reauthentication'
      ? [
          'Bonjour,',
          '',
          `Pour confirmer le changement de votre mot de passe, saisissez ce code (valable ${minutes} minutes, une seule fois) : ${secrets.code}`,
          '',
          'Si vous n’avez rien demandé, ignorez ce message et changez votre mot de passe : quelqu’un utilise votre session.',
        ]
      : [
          'Bonjour,',
          '',
          kind === 'invite'
            ? `Un compte vous a été ouvert sur l’espace équipe. Pour vous connecter, ouvrez ce lien (valable ${minutes} minutes, une seule fois) :`
            : `Pour vous connecter à l’espace équipe, ouvrez ce lien (valable ${minutes} minutes, une seule fois) :`,
          '',
          secrets.link ?? '',
          '',
          `Ou saisissez ce code : ${secrets.code}`,
          '',
          'Si vous n’avez pas demandé à vous connecter, ignorez ce message : rien ne change sans ce lien.',
        ];
  const subject = {
    signin: `Votre lien de connexion – ${brand}`,
    invite: `Votre accès à l’espace équipe – ${brand}`,
    reauthentication: `Votre code de confirmation – ${brand}`,
  }[kind];
  try {
    await mailer.send(
      { to, subject, text: [...body, '', brand].join('\n') },
      `${kind}:${randomUUID()}`,
      AbortSignal.timeout(15_000),
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const reason =
      error instanceof NotConfiguredError
        ? 'envoi d’e-mails non configuré'
        : 'serveur d’e-mails indisponible';
    console.error(`[auth] ALERTE : un e-mail de l’espace équipe n’est pas parti (${reason}) : ${detail}`);
    await kit.store
      .alertBusiness(
        `ALERTE : un e-mail de connexion à l’espace équipe n’a pas pu partir (${reason}). Vérifiez la configuration de l’envoi d’e-mails.`,
        detail,
      )
      .catch((alertError: unknown) =>
        console.error(
          '[auth] alerte non enregistrée :',
          alertError instanceof Error ? alertError.message : alertError,
        ),
      );
    throw new ReportedMailFailure(detail);
  } finally {
    mailer.close();
  }
}

/** The limit every verification takes first: per client, before anything is looked up. */
export async function takeVerifySlot(kit: AuthKit, c: Context<AppEnv>): Promise<void> {
  const verdict = await kit.store.takeAttempt([
    {
      key: `verify:client:${client(c)}`,
      limit: kit.limits.passwordAttemptsPerClient,
      windowSeconds: kit.limits.windowSeconds,
    },
  ]);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds, 'vérification');
}

export const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
export const expiredCode = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/** A link's token (random, unguessable): the member it signs in. */
export async function verifyLink(kit: AuthKit, c: Context<AppEnv>, linkToken: string): Promise<UserRow> {
  await takeVerifySlot(kit, c);
  const user = linkToken ? await kit.store.consumeLink(linkToken, kit.limits.otpValiditySeconds) : null;
  if (!user || isBanned(user)) throw expiredLink();
  return user;
}

/**
 * A typed code, always with its address: the guesses count on the member's pending codes,
 * whatever client sends them; at `verifyFailuresPerAccount` wrong ones the codes are void.
 */
export async function verifyCode(
  kit: AuthKit,
  c: Context<AppEnv>,
  email: string,
  code: string,
  purpose: CodePurpose,
) {
  await takeVerifySlot(kit, c);
  const user = await kit.store.userByEmail(email);
  if (!user || isBanned(user)) throw expiredCode();
  const checked = await kit.store.checkCode(
    user.id,
    purpose,
    codeTokenFor(email, code),
    kit.limits.otpValiditySeconds,
    kit.limits.verifyFailuresPerAccount,
  );
  if (checked.kind === 'ok') return checked.user;
  throw expiredCode();
}

/**
 * May this session change the password? With the current password, a reauthentication
 * nonce, or — for an account without a password yet — a sign-in by link or code of the last
 * ten minutes.
 */
export async function allowPasswordChange(
  kit: AuthKit,
  c: Context<AppEnv>,
  user: UserRow,
  sessionId: string,
  input: Record<string, unknown>,
): Promise<void> {
  const current = input.current_password === undefined ? '' : text(input.current_password);
  const nonce = text(input.nonce).trim();
  if (current) {
    if (!(await checkPassword(kit, c, user.email, current, user))) {
      throw new AuthError(
        400,
        'current_password_mismatch',
        'Current password required when setting new password.',
      );
    }
    return;
  }
  if (nonce) {
    await takeVerifySlot(kit, c);
    const checked = /^\d{6}$/.test(nonce)
      ? await kit.store.checkCode(
          user.id,
          'reauthentication',
          codeTokenFor(user.email, nonce),
          kit.limits.otpValiditySeconds,
          kit.limits.verifyFailuresPerAccount,
        )
      : { kind: 'wrong' as const };
    if (checked.kind !== 'ok') {
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    }
    return;
  }
  if (!user.encrypted_password) {
    const started = await kit.store.sessionStartedAt(sessionId, user.id);
    if (started && Date.now() - started.getTime() < FRESH_SIGN_IN_SECONDS * 1000) return;
  }
  if (user.encrypted_password) {
    throw new AuthError(
      400,
      'current_password_required',
      'Current password required when setting new password.',
    );
  }
  throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
}

/** The account an invite or a generated link is for; refuses a confirmed address for an invite. */
export async function existingOrNew(
  kit: AuthKit,
  email: string,
  data: Record<string, unknown>,
  type: 'invite' | 'signup' | 'magiclink',
  password?: string,
): Promise<UserRow> {
  const found = await kit.store.userByEmail(email);
  if (found) {
    if (type !== 'magiclink' && found.email_confirmed_at) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    return found;
  }
  if (password !== undefined) requireStrongPassword(password);
  const created = await kit.store.createUser({
    email,
    passwordHash: password ? await bcrypt.hash(password, 10) : null,
    confirmed: false,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: data,
  });
  if (created === 'exists') {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  return created;
}

/** docs/adr-007-auth-subset.md: 422 weak_password with Supabase Auth's `weak_password.reasons`. */
export function requireStrongPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new AuthError(422, 'weak_password', problem.message, undefined, {
      weak_password: { reasons: [problem.reason] },
    });
  }
}

export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** `ban_duration`: "none" lifts a ban, else a Go-style duration ("24h", "90m", "876000h"). */
export function banUntil(duration: string): string | null {
  if (duration === 'none') return null;
  const match = /^(\d+)(h|m|s)$/.exec(duration);
  if (!match) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000).toISOString();
}
