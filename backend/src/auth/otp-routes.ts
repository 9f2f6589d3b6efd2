import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import {
  AuthError,
  type AuthKit,
  afterAnswer,
  body,
  emailField,
  expiredCode,
  landing,
  mailSignIn,
  parseFields,
  pkceFields,
  refusePkce,
  route,
  SIGN_IN_TYPES,
  session,
  takeEmailSlot,
  takeVerifySlot,
  textField,
  validEmail,
  verifyCode,
  verifyLink,
} from './auth-kit.ts';
import { isBanned, type UserRow } from './auth-store.ts';

/**
 * The bodies of this group, read as Supabase Auth reads them: a field of the wrong type is empty;
 * the first field refused answers 400 validation_failed with Supabase Auth's message.
 */
const otpBodies = {
  /** POST /otp and /recover: the address to mail (PKCE refused afterwards). */
  signInMail: z.object({ email: emailField, ...pkceFields }),
  /** POST /resend: what to send again, to an address or a phone (one of them, checked in order). */
  resend: z.object({
    type: z.enum(['signup', 'email_change', 'sms', 'phone_change'], {
      error: 'Missing one of these types: signup, email_change, sms, phone_change',
    }),
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
    ...pkceFields,
  }),
  /** POST /verify: a link's token_hash, or an address and the code typed. */
  verify: z.object({
    type: textField,
    token_hash: textField,
    token: textField.transform((code) => code.trim()),
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
  }),
};

/** The sign-in link and code mailed after answering, to an account that exists and is not banned. */
function mailAfterAnswer(
  kit: AuthKit,
  email: string,
  requestedLanding: string | undefined,
  unconfirmedOnly = false,
): void {
  afterAnswer(async () => {
    const user = await kit.store.userByEmail(email);
    if (user && !isBanned(user) && !(unconfirmedOnly && user.email_confirmed_at))
      await mailSignIn(kit, user, requestedLanding, 'signin');
  });
}

/** Sign-in e-mails (otp, recover, resend) and their verification (/verify, by link or code). */
export function registerOtpRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  registerSignInMailRoutes(app, kit);
  registerVerifyRoutes(app, kit);
}

/** The sign-in e-mails: otp, recover, resend; each answered before any lookup. */
function registerSignInMailRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  // Magic link and code. The same answer, status and time whatever the address and whatever
  // becomes of the e-mail: the account is looked up and the mail sent after answering.
  app.post(
    '/auth/v1/otp',
    route(kit, async (c) => {
      const input = await body(c);
      if (input.phone !== undefined && input.email === undefined) {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      const { email, ...pkce } = parseFields(otpBodies.signInMail, input);
      refusePkce(pkce);
      await takeEmailSlot(kit, c, email);
      mailAfterAnswer(kit, email, c.req.query('redirect_to'));
      return c.json({});
    }),
  );

  // resetPasswordForEmail(email): Supabase Auth mails a recovery link. Here, as /otp, the answer
  // (200 {}) comes before any lookup, and an existing account gets a sign-in link and code: the
  // session it opens is a fresh sign-in, which may set a new password (docs/adr-007-auth-subset.md).
  app.post(
    '/auth/v1/recover',
    route(kit, async (c) => {
      const { email, ...pkce } = parseFields(otpBodies.signInMail, await body(c));
      refusePkce(pkce);
      await takeEmailSlot(kit, c, email);
      mailAfterAnswer(kit, email, c.req.query('redirect_to'));
      return c.json({});
    }),
  );

  // resend({ type, email }): Supabase Auth resends a sign-up or e-mail-change confirmation.
  // Here a sign-up confirmation is a sign-in link, sent (after answering) only to an account
  // whose address is not confirmed yet; there is no pending e-mail change; no phone.
  app.post(
    '/auth/v1/resend',
    route(kit, async (c) => {
      const input = parseFields(otpBodies.resend, await body(c));
      const { type } = input;
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
        await takeEmailSlot(kit, c, email);
        mailAfterAnswer(kit, email, c.req.query('redirect_to'), true);
      }
      return c.json({});
    }),
  );
}

/** The link followed or the code typed: a session, once. */
function registerVerifyRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  // The link in the e-mail: signs in, then back to the site with the session in the fragment.
  app.get('/auth/v1/verify', async (c) => {
    const target = landing(kit, c.req.query('redirect_to'));
    const fragment = new URLSearchParams();
    try {
      const type = c.req.query('type') ?? '';
      if (!SIGN_IN_TYPES.has(type)) throw new AuthError(400, 'validation_failed', 'Invalid type');
      const user = await verifyLink(kit, c, c.req.query('token') ?? '');
      const tokens = await session(kit, user, c.req.header('user-agent') ?? null, 'otp');
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
    route(kit, async (c) => {
      const input = parseFields(otpBodies.verify, await body(c));
      const { type, token_hash: tokenHash, token: code } = input;
      // No account has a phone here: every phone code is one that does not exist.
      if (
        ['sms', 'phone_change'].includes(type) ||
        (input.phone !== undefined && input.email === undefined)
      ) {
        throw expiredCode();
      }
      if (!SIGN_IN_TYPES.has(type)) throw new AuthError(400, 'validation_failed', 'Invalid type');
      let user: UserRow;
      if (tokenHash) user = await verifyLink(kit, c, tokenHash);
      else if (input.email !== undefined && code) {
        const email = validEmail(input.email);
        if (!/^\d{6}$/.test(code)) {
          await takeVerifySlot(kit, c);
          throw expiredCode();
        }
        user = await verifyCode(kit, c, email, code, 'signin');
      } else throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
      return c.json(await session(kit, user, c.req.header('user-agent') ?? null, 'otp'));
    }),
  );
}
