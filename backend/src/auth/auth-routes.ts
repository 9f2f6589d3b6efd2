// /auth/v1: the subset of Supabase Auth that supabase-js and `npm run staff` use, with its
// paths, payloads, error codes and JWT claims (docs/adr-007-auth-subset.md): password and
// refresh-token grants, magic link / e-mail code (otp + verify), the current user, sign-out
// with scopes, and the admin user endpoints for the service key. No sign-up.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Context, Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
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
class AuthError extends Error {
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
class ReportedMailFailure extends Error {}

const API_VERSION = '2024-01-01';
const INVALID_LOGIN = 'Invalid login credentials';
// Compared against when the account does not exist, so both cases take as long.
const DUMMY_HASH = bcrypt.hashSync('mot de passe factice', 10);
// The address format Supabase Auth accepts (its e-mail check): no space, colon or semicolon.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Roles the admin API accepts, as Supabase Auth's default (GOTRUE_JWT_ADMIN_ROLES). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
/** A session this young, started by a link or a code, counts as a fresh sign-in. */
const FRESH_SIGN_IN_SECONDS = 600;
/** Verification types that sign in with a link or code. */
const SIGN_IN_TYPES = new Set(['magiclink', 'email', 'signup', 'invite', 'recovery']);
const INVALID_PKCE = 'PKCE flow requires code_challenge_method and code_challenge';

function validEmail(value: unknown): string {
  const email = (typeof value === 'string' ? value : '').trim();
  if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** The flow this server offers is the implicit one; a PKCE request is refused before anything is sent. */
function refusePkce(input: Record<string, unknown>): void {
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

const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} secondes` : `${Math.ceil(seconds / 60)} minutes`;

function tooMany(retryAfterSeconds: number, what: string): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Trop de tentatives de ${what} : réessayez dans ${waitText(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

export function registerAuthRoutes(app: Hono<AppEnv>, options: AuthOptions): void {
  const store = new AuthStore(options.db);
  const limits = { ...authLimitsFromEnv(), ...options.limits };
  const issuer = `${options.apiUrl}/auth/v1`;
  const backOffice = new URL(options.adminUrl);

  const sendError = (c: Context<AppEnv>, error: AuthError) => {
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
  async function apiKeyRole(c: Context<AppEnv>): Promise<string> {
    const apikey = c.req.header('apikey') ?? bearer(c);
    if (!apikey) throw new AuthError(401, 'no_authorization', 'No API key found in request');
    try {
      return (await options.tokens.verify(apikey)).role;
    } catch {
      if (await isSupabaseAdmin(apikey)) return 'supabase_admin';
      throw new AuthError(401, 'bad_jwt', 'Invalid API key');
    }
  }

  /**
   * A `supabase_admin` token, which Supabase Auth's admin API takes as the service key. Only
   * here: it is not a database role of the REST API.
   */
  async function isSupabaseAdmin(token: string): Promise<boolean> {
    try {
      const claims = (await verify(token, options.jwtSecret, 'HS256')) as { role?: unknown };
      return claims.role === 'supabase_admin';
    } catch {
      return false;
    }
  }

  const bearer = (c: Context<AppEnv>) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

  async function session(user: UserRow, userAgent: string | null, method: 'password' | 'otp' | 'magiclink') {
    const started = await store.startSession(user.id, userAgent);
    const fresh = (await store.userById(user.id)) ?? user;
    return tokenResponse(fresh, started.sessionId, started.refreshToken, method);
  }

  async function tokenResponse(user: UserRow, sessionId: string, refreshToken: string, method: string) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + limits.accessTokenSeconds;
    const shown = publicUser(user);
    const accessToken = await sign(
      {
        iss: issuer,
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
      options.jwtSecret,
      'HS256',
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: limits.accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: shown,
    };
  }

  /** The signed-in caller: a valid user token whose user and session still exist. */
  async function caller(c: Context<AppEnv>): Promise<{ user: UserRow; sessionId: string }> {
    const token = bearer(c);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Record<string, unknown>;
    try {
      claims = await options.tokens.verify(token);
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
    const user = await store.userById(claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    if (!sessionId || !(await store.sessionExists(sessionId, user.id))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }

  async function requireAdmin(c: Context<AppEnv>): Promise<void> {
    const token = bearer(c);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let role: string;
    try {
      role = (await options.tokens.verify(token)).role;
    } catch {
      if (!(await isSupabaseAdmin(token))) {
        throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      }
      role = 'supabase_admin';
    }
    if (!ADMIN_ROLES.has(role)) throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
    try {
      const parsed = (await c.req.json()) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }

  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const client = (c: Context<AppEnv>) => clientKey(c.env?.remoteAddress ?? '');

  /** A redirect under the back office's /admin/ (as configured), else its /admin/ itself. */
  function landing(requested: string | undefined): URL {
    const fallback = new URL('/admin/', backOffice);
    if (!requested) return fallback;
    try {
      const url = new URL(requested);
      if (
        url.origin === backOffice.origin &&
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

  const route = (handler: (c: Context<AppEnv>) => Promise<Response>) => async (c: Context<AppEnv>) => {
    try {
      await apiKeyRole(c);
      return await handler(c);
    } catch (error) {
      if (error instanceof AuthError) return sendError(c, error);
      throw error;
    }
  };

  app.get(
    '/auth/v1/settings',
    route(async (c) =>
      c.json({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: true,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    ),
  );

  app.post(
    '/auth/v1/signup',
    route(async () => {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }),
  );

  app.post(
    '/auth/v1/token',
    route(async (c) => {
      const grant = c.req.query('grant_type');
      const input = await body(c);
      if (grant === 'password') return c.json(await passwordGrant(c, input));
      if (grant === 'refresh_token') return c.json(await refreshGrant(input));
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
    }),
  );

  /** The buckets a password check counts in: this client, and this account from this client. */
  function passwordBuckets(c: Context<AppEnv>, email: string) {
    return [
      {
        key: `password:client:${client(c)}`,
        limit: limits.passwordAttemptsPerClient,
        windowSeconds: limits.windowSeconds,
      },
      {
        key: `password:account-client:${email}:${client(c)}`,
        limit: limits.passwordFailuresPerAccount,
        windowSeconds: limits.windowSeconds,
      },
    ];
  }

  /**
   * Checks a member's password under the limits: 429 for a client that failed too often on this
   * account or overall; past `passwordFailuresPerAccount` failures on the account from all
   * clients, each check waits longer (up to 4 s) — the account slows, it is never locked.
   */
  async function checkPassword(c: Context<AppEnv>, email: string, password: string, user: UserRow | null) {
    const buckets = passwordBuckets(c, email);
    const verdict = await store.takeAttempt(buckets);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds, 'connexion');
    const accountKey = `password:account:${email}`;
    const failures = await store.recentAttempts(accountKey, limits.windowSeconds);
    const excess = failures - limits.passwordFailuresPerAccount;
    if (excess >= 0)
      await new Promise((resolve) => setTimeout(resolve, Math.min(4000, 250 * 2 ** Math.min(excess, 4))));
    const matches =
      !tooLongToCompare(password) && (await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH));
    if (!user?.encrypted_password || !matches) {
      await store.takeAttempt([
        { key: accountKey, limit: Number.MAX_SAFE_INTEGER, windowSeconds: limits.windowSeconds },
      ]);
      return false;
    }
    await store.clearAttempts(buckets[1]?.key ?? '');
    return true;
  }

  async function passwordGrant(c: Context<AppEnv>, input: Record<string, unknown>) {
    const email = text(input.email).trim().toLowerCase();
    const password = text(input.password);
    if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    const user = await store.userByEmail(email);
    if (!(await checkPassword(c, email, password, user)) || !user) {
      throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
    }
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    return session(user, c.req.header('user-agent') ?? null, 'password');
  }

  async function refreshGrant(input: Record<string, unknown>) {
    const token = text(input.refresh_token);
    if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
    const rotated = await store.rotate(token);
    if (rotated.kind !== 'ok' && rotated.kind !== 'reused') {
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    if (rotated.kind !== 'ok') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return tokenResponse(rotated.user, rotated.sessionId, rotated.refreshToken, 'token_refresh');
  }

  /** The e-mail sending limits: this address from this client, this address, this client. */
  async function takeEmailSlot(c: Context<AppEnv>, email: string): Promise<void> {
    const verdict = await store.takeAttempt([
      {
        key: `email:address-client:${email}:${client(c)}`,
        limit: limits.emailsPerAddress,
        windowSeconds: limits.emailWindowSeconds,
      },
      { key: `email:address:${email}`, limit: limits.emailsPerAddressPerHour, windowSeconds: 3600 },
      { key: `email:client:${client(c)}`, limit: limits.emailsPerClient, windowSeconds: 3600 },
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
  function afterAnswer(work: () => Promise<void>): void {
    setImmediate(() => {
      work().catch((error: unknown) => {
        if (!(error instanceof ReportedMailFailure)) {
          console.error('[auth] envoi différé en échec :', error instanceof Error ? error.message : error);
        }
      });
    });
  }

  /** A sign-in link and code for a member, by e-mail; failures go to the business, never the caller. */
  async function mailSignIn(user: UserRow, requestedLanding: string | undefined, kind: 'signin' | 'invite') {
    const { code, linkToken } = newOneTimeCode();
    await store.saveCode(user.id, 'signin', linkToken, codeTokenFor(user.email, code));
    const link = signInLink(linkToken, kind === 'invite' ? 'invite' : 'magiclink', requestedLanding);
    await sendMail(user.email, kind === 'invite' ? 'invite' : 'signin', { link, code });
  }

  function signInLink(linkToken: string, type: string, requestedLanding: string | undefined): string {
    const link = new URL('/auth/v1/verify', `${options.apiUrl}/`);
    link.searchParams.set('token', linkToken);
    link.searchParams.set('type', type);
    link.searchParams.set('redirect_to', landing(requestedLanding).toString());
    return link.toString();
  }

  // Magic link and code. The same answer, status and time whatever the address and whatever
  // becomes of the e-mail: the account is looked up and the mail sent after answering.
  app.post(
    '/auth/v1/otp',
    route(async (c) => {
      const input = await body(c);
      if (input.phone !== undefined && input.email === undefined) {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      const email = validEmail(input.email);
      refusePkce(input);
      await takeEmailSlot(c, email);
      const requestedLanding = c.req.query('redirect_to');
      afterAnswer(async () => {
        const user = await store.userByEmail(email);
        if (user && !isBanned(user)) await mailSignIn(user, requestedLanding, 'signin');
      });
      return c.json({});
    }),
  );

  // resetPasswordForEmail(email): Supabase Auth mails a recovery link. Here, as /otp, the answer
  // (200 {}) comes before any lookup, and an existing account gets a sign-in link and code: the
  // session it opens is a fresh sign-in, which may set a new password (docs/adr-007-auth-subset.md).
  app.post(
    '/auth/v1/recover',
    route(async (c) => {
      const input = await body(c);
      const email = validEmail(input.email);
      refusePkce(input);
      await takeEmailSlot(c, email);
      const requestedLanding = c.req.query('redirect_to');
      afterAnswer(async () => {
        const user = await store.userByEmail(email);
        if (user && !isBanned(user)) await mailSignIn(user, requestedLanding, 'signin');
      });
      return c.json({});
    }),
  );

  // resend({ type, email }): Supabase Auth resends a sign-up or e-mail-change confirmation.
  // Here a sign-up confirmation is a sign-in link, sent (after answering) only to an account
  // whose address is not confirmed yet; there is no pending e-mail change; no phone.
  app.post(
    '/auth/v1/resend',
    route(async (c) => {
      const input = await body(c);
      const type = text(input.type);
      if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
        throw new AuthError(
          400,
          'validation_failed',
          'Missing one of these types: signup, email_change, sms, phone_change',
        );
      }
      if (type === 'signup' || type === 'email_change') refusePkce(input);
      if (!input.email && type === 'signup') {
        throw new AuthError(400, 'validation_failed', 'Type provided requires an email address');
      }
      if (!input.phone && type === 'sms') {
        throw new AuthError(400, 'validation_failed', 'Type provided requires a phone number');
      }
      if (input.email && input.phone) {
        throw new AuthError(
          400,
          'validation_failed',
          'Only an email address or phone number should be provided.',
        );
      }
      if (input.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      if (!input.email)
        throw new AuthError(400, 'validation_failed', 'Missing email address or phone number');
      const email = validEmail(input.email);
      if (type === 'signup') {
        await takeEmailSlot(c, email);
        const requestedLanding = c.req.query('redirect_to');
        afterAnswer(async () => {
          const user = await store.userByEmail(email);
          if (user && !isBanned(user) && !user.email_confirmed_at)
            await mailSignIn(user, requestedLanding, 'signin');
        });
      }
      return c.json({});
    }),
  );

  type MailKind = 'signin' | 'invite' | 'reauthentication';

  async function sendMail(
    to: string,
    kind: MailKind,
    secrets: { link?: string; code: string },
  ): Promise<void> {
    const minutes = Math.round(limits.otpValiditySeconds / 60);
    // Sent as the company (brand, the details' mailbox) unless SMTP_FROM or MAIL_FROM say otherwise.
    const row = await store.companyDetails().catch(() => null);
    const company = row ? companyFromRow(row) : null;
    const vars = options.mailVars();
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
      await store
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
  async function takeVerifySlot(c: Context<AppEnv>): Promise<void> {
    const verdict = await store.takeAttempt([
      {
        key: `verify:client:${client(c)}`,
        limit: limits.passwordAttemptsPerClient,
        windowSeconds: limits.windowSeconds,
      },
    ]);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds, 'vérification');
  }

  const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  const expiredCode = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

  /** A link's token (random, unguessable): the member it signs in. */
  async function verifyLink(c: Context<AppEnv>, linkToken: string): Promise<UserRow> {
    await takeVerifySlot(c);
    const user = linkToken ? await store.consumeLink(linkToken, limits.otpValiditySeconds) : null;
    if (!user || isBanned(user)) throw expiredLink();
    return user;
  }

  /**
   * A typed code, always with its address: the guesses count on the member's pending codes,
   * whatever client sends them; at `verifyFailuresPerAccount` wrong ones the codes are void.
   */
  async function verifyCode(c: Context<AppEnv>, email: string, code: string, purpose: CodePurpose) {
    await takeVerifySlot(c);
    const user = await store.userByEmail(email);
    if (!user || isBanned(user)) throw expiredCode();
    const checked = await store.checkCode(
      user.id,
      purpose,
      codeTokenFor(email, code),
      limits.otpValiditySeconds,
      limits.verifyFailuresPerAccount,
    );
    if (checked.kind === 'ok') return checked.user;
    throw expiredCode();
  }

  // The link in the e-mail: signs in, then back to the site with the session in the fragment.
  app.get('/auth/v1/verify', async (c) => {
    const target = landing(c.req.query('redirect_to'));
    const fragment = new URLSearchParams();
    try {
      const type = c.req.query('type') ?? '';
      if (!SIGN_IN_TYPES.has(type)) throw new AuthError(400, 'validation_failed', 'Invalid type');
      const user = await verifyLink(c, c.req.query('token') ?? '');
      const tokens = await session(user, c.req.header('user-agent') ?? null, 'otp');
      for (const key of [
        'access_token',
        'expires_at',
        'expires_in',
        'refresh_token',
        'token_type',
      ] as const) {
        fragment.set(key, String(tokens[key]));
      }
      fragment.set('type', type === 'email' ? 'magiclink' : type);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      fragment.set('error', error.status === 429 ? 'too_many_requests' : 'access_denied');
      fragment.set('error_code', error.code);
      fragment.set('error_description', error.message);
      fragment.set('sb', '');
    }
    target.hash = fragment.toString();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(target.toString(), 303);
  });

  // verifyOtp({ email, token, type }) — the code typed — or ({ token_hash, type }) — the link's
  // token. A token_hash is only ever a link's random token, never computed from a code.
  app.post(
    '/auth/v1/verify',
    route(async (c) => {
      const input = await body(c);
      const type = text(input.type);
      // No account has a phone here: every phone code is one that does not exist.
      if (
        ['sms', 'phone_change'].includes(type) ||
        (input.phone !== undefined && input.email === undefined)
      ) {
        throw expiredCode();
      }
      if (!SIGN_IN_TYPES.has(type)) throw new AuthError(400, 'validation_failed', 'Invalid type');
      const tokenHash = text(input.token_hash);
      const code = text(input.token).trim();
      let user: UserRow;
      if (tokenHash) user = await verifyLink(c, tokenHash);
      else if (input.email !== undefined && code) {
        const email = validEmail(input.email);
        if (!/^\d{6}$/.test(code)) {
          await takeVerifySlot(c);
          throw expiredCode();
        }
        user = await verifyCode(c, email, code, 'signin');
      } else throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
      return c.json(await session(user, c.req.header('user-agent') ?? null, 'otp'));
    }),
  );

  app.get(
    '/auth/v1/user',
    route(async (c) => c.json(publicUser((await caller(c)).user))),
  );

  // reauthenticate(): a six-digit nonce by e-mail, for a password change (PUT /user { nonce }).
  app.get(
    '/auth/v1/reauthenticate',
    route(async (c) => {
      const { user } = await caller(c);
      if (!user.email_confirmed_at) {
        throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
      }
      await takeEmailSlot(c, user.email);
      const { code, linkToken } = newOneTimeCode();
      await store.saveCode(user.id, 'reauthentication', linkToken, codeTokenFor(user.email, code));
      afterAnswer(() => sendMail(user.email, 'reauthentication', { code }));
      return c.json({});
    }),
  );

  /**
   * May this session change the password? With the current password, a reauthentication
   * nonce, or — for an account without a password yet — a sign-in by link or code of the last
   * ten minutes.
   */
  async function allowPasswordChange(
    c: Context<AppEnv>,
    user: UserRow,
    sessionId: string,
    input: Record<string, unknown>,
  ): Promise<void> {
    const current = input.current_password === undefined ? '' : text(input.current_password);
    const nonce = text(input.nonce).trim();
    if (current) {
      if (!(await checkPassword(c, user.email, current, user))) {
        throw new AuthError(
          400,
          'current_password_mismatch',
          'Current password required when setting new password.',
        );
      }
      return;
    }
    if (nonce) {
      await takeVerifySlot(c);
      const checked = /^\d{6}$/.test(nonce)
        ? await store.checkCode(
            user.id,
            'reauthentication',
            codeTokenFor(user.email, nonce),
            limits.otpValiditySeconds,
            limits.verifyFailuresPerAccount,
          )
        : { kind: 'wrong' as const };
      if (checked.kind !== 'ok') {
        throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
      }
      return;
    }
    if (!user.encrypted_password) {
      const started = await store.sessionStartedAt(sessionId, user.id);
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

  // updateUser({ password, current_password | nonce, data }): a signed-in member changes their
  // own password or metadata. A new e-mail address is not taken here (the admin API changes it).
  app.put(
    '/auth/v1/user',
    route(async (c) => {
      const { user, sessionId } = await caller(c);
      const input = await body(c);
      if (input.email !== undefined || input.phone !== undefined) {
        throw new AuthError(
          422,
          'validation_failed',
          'Changing the e-mail address or phone is not supported here',
        );
      }
      const password = input.password === undefined ? undefined : text(input.password);
      if (password !== undefined) {
        requireStrongPassword(password);
        await allowPasswordChange(c, user, sessionId, input);
        if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
      }
      const updated = await store.updateUser(user.id, {
        ...(password !== undefined ? { passwordHash: await bcrypt.hash(password, 10) } : {}),
        ...(input.data !== undefined ? { userMetadata: objectOf(input.data) } : {}),
      });
      if (!updated || updated === 'exists') throw new AuthError(404, 'user_not_found', 'User not found');
      // As Supabase Auth does: a new password ends the member's other sessions.
      if (password !== undefined) await store.endSessions(user.id, sessionId, 'others');
      return c.json(publicUser(updated));
    }),
  );

  app.post(
    '/auth/v1/logout',
    route(async (c) => {
      const scope = c.req.query('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
      }
      const { user, sessionId } = await caller(c);
      await store.endSessions(user.id, sessionId, scope);
      return c.body(null, 204);
    }),
  );

  // Admin endpoints (service key).
  app.get(
    '/auth/v1/admin/users',
    route(async (c) => {
      await requireAdmin(c);
      // As Supabase Auth: page and per_page are unsigned integers, else 400.
      const unsigned = (name: string, fallback: number) => {
        const raw = c.req.query(name);
        if (raw === undefined || raw === '') return fallback;
        if (!/^\d+$/.test(raw)) {
          throw new AuthError(
            400,
            'validation_failed',
            `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
          );
        }
        return Number(raw);
      };
      const page = Math.max(1, unsigned('page', 1));
      const perPage = Math.min(1000, Math.max(1, unsigned('per_page', 50)));
      const { users, total } = await store.listUsers(page, perPage);
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const url = new URL(c.req.url);
      const pageLink = (n: number, rel: string) => {
        url.searchParams.set('page', String(n));
        url.searchParams.set('per_page', String(perPage));
        return `<${url.pathname}${url.search}>; rel="${rel}"`;
      };
      const links = [...(page < lastPage ? [pageLink(page + 1, 'next')] : []), pageLink(lastPage, 'last')];
      c.header('X-Total-Count', String(total));
      c.header('Link', links.join(', '));
      return c.json({ users: users.map(publicUser), aud: 'authenticated' });
    }),
  );

  app.post(
    '/auth/v1/admin/users',
    route(async (c) => {
      await requireAdmin(c);
      const input = await body(c);
      const email = validEmail(input.email);
      const password = input.password === undefined ? null : text(input.password);
      if (password !== null) requireStrongPassword(password);
      const created = await store.createUser({
        email,
        passwordHash: password === null ? null : await bcrypt.hash(password, 10),
        confirmed: input.email_confirm === true,
        appMetadata: { provider: 'email', providers: ['email'], ...objectOf(input.app_metadata) },
        userMetadata: objectOf(input.user_metadata ?? input.data),
      });
      if (created === 'exists') {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      return c.json(publicUser(created));
    }),
  );

  app.get(
    '/auth/v1/admin/users/:id',
    route(async (c) => {
      await requireAdmin(c);
      const user = await store.userById(c.req.param('id') ?? '');
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json(publicUser(user));
    }),
  );

  app.put(
    '/auth/v1/admin/users/:id',
    route(async (c) => {
      await requireAdmin(c);
      const input = await body(c);
      const password = input.password === undefined ? undefined : text(input.password);
      if (password !== undefined) requireStrongPassword(password);
      const email = input.email === undefined ? undefined : validEmail(input.email);
      const ban = input.ban_duration === undefined ? undefined : banUntil(text(input.ban_duration));
      const updated = await store.updateUser(c.req.param('id') ?? '', {
        ...(email !== undefined ? { email } : {}),
        ...(password !== undefined ? { passwordHash: await bcrypt.hash(password, 10) } : {}),
        ...(input.email_confirm === true ? { confirmed: true } : {}),
        ...(input.app_metadata !== undefined ? { appMetadata: objectOf(input.app_metadata) } : {}),
        ...(input.user_metadata !== undefined ? { userMetadata: objectOf(input.user_metadata) } : {}),
        ...(ban !== undefined ? { bannedUntil: ban } : {}),
      });
      if (updated === 'exists') {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json(publicUser(updated));
    }),
  );

  app.delete(
    '/auth/v1/admin/users/:id',
    route(async (c) => {
      await requireAdmin(c);
      if (!(await store.deleteUser(c.req.param('id') ?? '')))
        throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json({});
    }),
  );

  // inviteUserByEmail(email, { data, redirectTo }): an account (its address unconfirmed) and a
  // sign-in link by e-mail. 422 for an address already confirmed.
  app.post(
    '/auth/v1/invite',
    route(async (c) => {
      await requireAdmin(c);
      const input = await body(c);
      const email = validEmail(input.email);
      const user = await existingOrNew(email, objectOf(input.data), 'invite');
      await store.markInvited(user.id);
      try {
        await mailSignIn(user, c.req.query('redirect_to'), 'invite');
      } catch {
        throw new AuthError(500, 'unexpected_failure', 'Error sending invite email');
      }
      return c.json(publicUser((await store.userById(user.id)) ?? user));
    }),
  );

  /** The account an invite or a generated link is for; refuses a confirmed address for an invite. */
  async function existingOrNew(
    email: string,
    data: Record<string, unknown>,
    type: 'invite' | 'signup' | 'magiclink',
    password?: string,
  ): Promise<UserRow> {
    const found = await store.userByEmail(email);
    if (found) {
      if (type !== 'magiclink' && found.email_confirmed_at) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      return found;
    }
    if (password !== undefined) requireStrongPassword(password);
    const created = await store.createUser({
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

  // generateLink({ type, email, password?, options }): the link and code of an e-mail, without
  // sending it. magiclink, invite, signup and recovery all sign in through /verify here.
  app.post(
    '/auth/v1/admin/generate_link',
    route(async (c) => {
      await requireAdmin(c);
      const input = await body(c);
      const type = text(input.type);
      const email = validEmail(input.email);
      let user: UserRow;
      if (type === 'magiclink' || type === 'invite' || type === 'signup') {
        if (type === 'signup' && !text(input.password)) {
          throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
        }
        user = await existingOrNew(
          email,
          objectOf(input.data),
          type,
          type === 'signup' ? text(input.password) : undefined,
        );
      } else if (type === 'recovery') {
        const found = await store.userByEmail(email);
        if (!found) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        user = found;
      } else {
        throw new AuthError(400, 'validation_failed', `Invalid email action link type requested: ${type}`);
      }
      if (type === 'invite') await store.markInvited(user.id);
      const { code, linkToken } = newOneTimeCode();
      await store.saveCode(user.id, 'signin', linkToken, codeTokenFor(user.email, code));
      const requested = text(input.redirect_to) || undefined;
      const fresh = (await store.userById(user.id)) ?? user;
      return c.json({
        ...publicUser(fresh),
        action_link: signInLink(linkToken, type, requested),
        email_otp: code,
        hashed_token: linkToken,
        verification_type: type,
        redirect_to: landing(requested).toString(),
      });
    }),
  );

  app.all('/auth/v1/*', (c) => sendError(c, new AuthError(404, 'not_found', 'Not found')));
}

/** docs/adr-007-auth-subset.md: 422 weak_password with Supabase Auth's `weak_password.reasons`. */
function requireStrongPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new AuthError(422, 'weak_password', problem.message, undefined, {
      weak_password: { reasons: [problem.reason] },
    });
  }
}

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** `ban_duration`: "none" lifts a ban, else a Go-style duration ("24h", "90m", "876000h"). */
function banUntil(duration: string): string | null {
  if (duration === 'none') return null;
  const match = /^(\d+)(h|m|s)$/.exec(duration);
  if (!match) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000).toISOString();
}
