// /auth/v1: the subset of Supabase Auth that supabase-js and `npm run staff` use, with its
// paths, payloads, error codes and JWT claims (docs/adr-007-auth-subset.md): password and
// refresh-token grants, magic link / e-mail code (otp + verify), the current user, sign-out
// with scopes, and the admin user endpoints for the service key. No sign-up.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Context, Hono } from 'hono';
import { sign } from 'hono/jwt';
import { BRAND, companyFromRow, senderAddress } from '../../../supabase/functions/_shared/company.ts';
import { createMailer, NotConfiguredError } from '../../../supabase/functions/_shared/mailer.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientKey } from '../http/client-address.ts';
import { AuthStore, isBanned, linkTokenFor, newOneTimeCode, publicUser, type UserRow } from './auth-store.ts';
import { InvalidTokenError, type VerifiedTokenCache } from './jwt-keys.ts';

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
  /** Failed password sign-ins per account, then 429 for the rest of the window. */
  passwordFailuresPerAccount: number;
  /** Password sign-in attempts per client address (IPv6 by /64). */
  passwordAttemptsPerClient: number;
  windowSeconds: number;
  /** Sign-in e-mails per address, and per client, in their windows. */
  emailsPerAddress: number;
  emailWindowSeconds: number;
  emailsPerClient: number;
  /** Wrong codes or links per account before verification waits. */
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
  ) {
    super(message);
  }
}

const API_VERSION = '2024-01-01';
const INVALID_LOGIN = 'Invalid login credentials';
// Compared against when the account does not exist, so both cases take as long.
const DUMMY_HASH = bcrypt.hashSync('mot de passe factice', 10);
const MIN_PASSWORD_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tooMany(retryAfterSeconds: number, what: string): AuthError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} secondes` : `${minutes} minutes`;
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Trop de tentatives de ${what} : réessayez dans ${wait}.`,
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
      ? { code: error.code, message: error.message }
      : { code: error.status, error_code: error.code, msg: error.message };
    return c.json(body, error.status as 400);
  };

  /** The project key, as Supabase's gateway requires it on every Auth call. */
  async function apiKeyRole(c: Context<AppEnv>): Promise<string> {
    const apikey = c.req.header('apikey') ?? bearer(c);
    if (!apikey) throw new AuthError(401, 'no_authorization', 'No API key found in request');
    try {
      return (await options.tokens.verify(apikey)).role;
    } catch {
      throw new AuthError(401, 'bad_jwt', 'Invalid API key');
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
      throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    if (role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
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

  async function passwordGrant(c: Context<AppEnv>, input: Record<string, unknown>) {
    const email = text(input.email).trim().toLowerCase();
    const password = text(input.password);
    if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    const accountBucket = `password:account:${email}`;
    const verdict = await store.takeAttempt([
      {
        key: `password:client:${client(c)}`,
        limit: limits.passwordAttemptsPerClient,
        windowSeconds: limits.windowSeconds,
      },
      { key: accountBucket, limit: limits.passwordFailuresPerAccount, windowSeconds: limits.windowSeconds },
    ]);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds, 'connexion');
    const user = await store.userByEmail(email);
    const matches = await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH);
    if (!user?.encrypted_password || !matches) throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    await store.clearAttempts(accountBucket);
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

  // Magic link and code. The answer is the same whether or not the address has an account.
  app.post(
    '/auth/v1/otp',
    route(async (c) => {
      const input = await body(c);
      const email = text(input.email).trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) {
        throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
      const verdict = await store.takeAttempt([
        {
          key: `email:address:${email}`,
          limit: limits.emailsPerAddress,
          windowSeconds: limits.emailWindowSeconds,
        },
        { key: `email:client:${client(c)}`, limit: limits.emailsPerClient, windowSeconds: 3600 },
      ]);
      if (!verdict.allowed) {
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `Un lien vient d’être envoyé : vous pourrez en demander un autre dans ${verdict.retryAfterSeconds} secondes.`,
          verdict.retryAfterSeconds,
        );
      }
      const user = await store.userByEmail(email);
      if (user && !isBanned(user)) {
        const { code, linkToken } = newOneTimeCode(email);
        await store.saveOneTimeToken(user.id, email, linkToken);
        const link = new URL('/auth/v1/verify', `${options.apiUrl}/`);
        link.searchParams.set('token', linkToken);
        link.searchParams.set('type', 'magiclink');
        link.searchParams.set('redirect_to', landing(c.req.query('redirect_to')).toString());
        await sendSignInMail(email, link.toString(), code);
      }
      return c.json({});
    }),
  );

  async function sendSignInMail(to: string, link: string, code: string): Promise<void> {
    const minutes = Math.round(limits.otpValiditySeconds / 60);
    // Sent as the company (brand, the details' mailbox) unless SMTP_FROM or MAIL_FROM say otherwise.
    const row = await store.companyDetails().catch(() => null);
    const company = row ? companyFromRow(row) : null;
    const vars = options.mailVars();
    const mailer = createMailer(vars, senderAddress(vars, company));
    const brand = company?.brand ?? BRAND;
    try {
      await mailer.send(
        {
          to,
          subject: `Votre lien de connexion – ${brand}`,
          text: [
            'Bonjour,',
            '',
            `Pour vous connecter à l’espace équipe, ouvrez ce lien (valable ${minutes} minutes, une seule fois) :`,
            '',
            link,
            '',
            `Ou saisissez ce code : ${code}`,
            '',
            'Si vous n’avez pas demandé à vous connecter, ignorez ce message : rien ne change sans ce lien.',
            '',
            brand,
          ].join('\n'),
        },
        `signin:${randomUUID()}`,
        AbortSignal.timeout(15_000),
      );
    } catch (error) {
      console.error(
        '[auth] e-mail de connexion non envoyé :',
        error instanceof Error ? error.message : error,
      );
      const reason = error instanceof NotConfiguredError ? 'non configuré' : 'indisponible';
      throw new AuthError(
        500,
        'unexpected_failure',
        `Envoi de l’e-mail de connexion impossible (${reason}).`,
      );
    } finally {
      mailer.close();
    }
  }

  async function verifyToken(c: Context<AppEnv>, linkToken: string, email: string | null): Promise<UserRow> {
    // A code has six digits: guesses are limited per account and per client. A link's token
    // (224 bits) cannot be guessed; it is limited per client only.
    const bucket = email === null ? null : `verify:account:${email}`;
    const verdict = await store.takeAttempt([
      ...(bucket
        ? [{ key: bucket, limit: limits.verifyFailuresPerAccount, windowSeconds: limits.windowSeconds }]
        : []),
      {
        key: `verify:client:${client(c)}`,
        limit: limits.passwordAttemptsPerClient,
        windowSeconds: limits.windowSeconds,
      },
    ]);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds, 'vérification');
    const user = await store.consumeOneTimeToken(linkToken, limits.otpValiditySeconds);
    if (!user || isBanned(user) || (email !== null && user.email.toLowerCase() !== email)) {
      throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    if (bucket) await store.clearAttempts(bucket);
    return user;
  }

  // The link in the e-mail: signs in, then back to the site with the session in the fragment.
  app.get('/auth/v1/verify', async (c) => {
    const target = landing(c.req.query('redirect_to'));
    const fragment = new URLSearchParams();
    try {
      const type = c.req.query('type');
      if (type !== 'magiclink' && type !== 'email')
        throw new AuthError(400, 'validation_failed', 'Invalid type');
      const user = await verifyToken(c, c.req.query('token') ?? '', null);
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
      fragment.set('type', 'magiclink');
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

  // verifyOtp({ email, token, type: 'email' | 'magiclink' }) or ({ token_hash, type }).
  app.post(
    '/auth/v1/verify',
    route(async (c) => {
      const input = await body(c);
      const type = text(input.type);
      if (type !== 'magiclink' && type !== 'email')
        throw new AuthError(400, 'validation_failed', 'Invalid type');
      const email = text(input.email).trim().toLowerCase();
      const tokenHash = text(input.token_hash);
      const code = text(input.token).trim();
      let linkToken: string;
      if (tokenHash) linkToken = tokenHash;
      else if (email && /^\d{6}$/.test(code)) linkToken = linkTokenFor(email, code);
      else throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
      const user = await verifyToken(c, linkToken, tokenHash ? null : email);
      return c.json(await session(user, c.req.header('user-agent') ?? null, 'otp'));
    }),
  );

  app.get(
    '/auth/v1/user',
    route(async (c) => c.json(publicUser((await caller(c)).user))),
  );

  // updateUser({ password, data }): a signed-in member changes their own password or metadata.
  // A new e-mail address is not taken here (the admin API changes it).
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
      if (password !== undefined) checkPassword(password);
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
      const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
      const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50));
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
      const email = text(input.email).trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) {
        throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
      const password = input.password === undefined ? null : text(input.password);
      if (password !== null) checkPassword(password);
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
      if (password !== undefined) checkPassword(password);
      const email = input.email === undefined ? undefined : text(input.email).trim().toLowerCase();
      if (email !== undefined && !EMAIL.test(email)) {
        throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
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

  app.all('/auth/v1/*', (c) => sendError(c, new AuthError(404, 'not_found', 'Not found')));
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Le mot de passe doit compter au moins ${MIN_PASSWORD_LENGTH} caractères.`,
    );
  }
  if (password.length > 72) {
    throw new AuthError(422, 'weak_password', 'Le mot de passe ne peut pas dépasser 72 caractères.');
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
