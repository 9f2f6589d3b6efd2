import bcrypt from 'bcryptjs';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import {
  AuthError,
  type AuthKit,
  banUntil,
  body,
  emailField,
  existingOrNew,
  landing,
  mailSignIn,
  metadataField,
  objectOf,
  optionalTextField,
  parseFields,
  requireAdmin,
  requireStrongPassword,
  route,
  signInLink,
  textField,
  validEmail,
} from './auth-kit.ts';
import { codeTokenFor, newOneTimeCode, publicUser, type UserRow } from './auth-store.ts';

/** `email_confirm`: only true confirms. */
const confirmField = z.preprocess((value) => value === true, z.boolean());

/**
 * The admin API's bodies, read as Supabase Auth reads them: a field of the wrong type is empty;
 * the first field refused answers 400 validation_failed with Supabase Auth's message.
 */
const adminBodies = {
  /** POST /admin/users: the address first, then the password's strength. */
  createUser: z.object({
    email: emailField,
    password: optionalTextField,
    email_confirm: confirmField,
    app_metadata: z.unknown().optional(),
    user_metadata: z.unknown().optional(),
    data: z.unknown().optional(),
  }),
  /** PUT /admin/users/:id: the password's strength first, then the address (checked in that order). */
  updateUser: z.object({
    password: optionalTextField,
    email: z.unknown().optional(),
    ban_duration: optionalTextField,
    email_confirm: confirmField,
    app_metadata: metadataField,
    user_metadata: metadataField,
  }),
  /** POST /invite */
  invite: z.object({ email: emailField, data: z.unknown().optional() }),
  /** POST /admin/generate_link: the address first, then the type. */
  generateLink: z.object({
    type: textField,
    email: emailField,
    password: textField,
    data: z.unknown().optional(),
    redirect_to: textField,
  }),
};

/** The admin API (service key): users listed, created, changed, deleted, invited; links generated. */
export function registerAdminRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  registerAdminUserRoutes(app, kit);
  registerAdminLinkRoutes(app, kit);
}

/** Users listed, created, read, changed and deleted. */
function registerAdminUserRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  // Admin endpoints (service key).
  app.get(
    '/auth/v1/admin/users',
    route(kit, async (c) => {
      await requireAdmin(kit, c);
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
      const { users, total } = await kit.store.listUsers(page, perPage);
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
    route(kit, async (c) => {
      await requireAdmin(kit, c);
      const input = parseFields(adminBodies.createUser, await body(c));
      const { email } = input;
      const password = input.password ?? null;
      if (password !== null) requireStrongPassword(password);
      const created = await kit.store.createUser({
        email,
        passwordHash: password === null ? null : await bcrypt.hash(password, 10),
        confirmed: input.email_confirm,
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
    route(kit, async (c) => {
      await requireAdmin(kit, c);
      const user = await kit.store.userById(c.req.param('id') ?? '');
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json(publicUser(user));
    }),
  );

  app.put(
    '/auth/v1/admin/users/:id',
    route(kit, async (c) => {
      await requireAdmin(kit, c);
      const input = parseFields(adminBodies.updateUser, await body(c));
      const { password } = input;
      if (password !== undefined) requireStrongPassword(password);
      const email = input.email === undefined ? undefined : validEmail(input.email);
      const ban = input.ban_duration === undefined ? undefined : banUntil(input.ban_duration);
      const updated = await kit.store.updateUser(c.req.param('id') ?? '', {
        ...(email !== undefined ? { email } : {}),
        ...(password !== undefined ? { passwordHash: await bcrypt.hash(password, 10) } : {}),
        ...(input.email_confirm ? { confirmed: true } : {}),
        ...(input.app_metadata !== undefined ? { appMetadata: input.app_metadata } : {}),
        ...(input.user_metadata !== undefined ? { userMetadata: input.user_metadata } : {}),
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
    route(kit, async (c) => {
      await requireAdmin(kit, c);
      if (!(await kit.store.deleteUser(c.req.param('id') ?? '')))
        throw new AuthError(404, 'user_not_found', 'User not found');
      return c.json({});
    }),
  );
}

/** Invitations and generated links: an account and the link that signs it in. */
function registerAdminLinkRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  // inviteUserByEmail(email, { data, redirectTo }): an account (its address unconfirmed) and a
  // sign-in link by e-mail. 422 for an address already confirmed.
  app.post(
    '/auth/v1/invite',
    route(kit, async (c) => {
      await requireAdmin(kit, c);
      const input = parseFields(adminBodies.invite, await body(c));
      const user = await existingOrNew(kit, input.email, objectOf(input.data), 'invite');
      await kit.store.markInvited(user.id);
      try {
        await mailSignIn(kit, user, c.req.query('redirect_to'), 'invite');
      } catch {
        throw new AuthError(500, 'unexpected_failure', 'Error sending invite email');
      }
      return c.json(publicUser((await kit.store.userById(user.id)) ?? user));
    }),
  );

  // generateLink({ type, email, password?, options }): the link and code of an e-mail, without
  // sending it. magiclink, invite, signup and recovery all sign in through /verify here.
  app.post(
    '/auth/v1/admin/generate_link',
    route(kit, async (c) => {
      await requireAdmin(kit, c);
      const input = parseFields(adminBodies.generateLink, await body(c));
      const { type, email } = input;
      let user: UserRow;
      if (type === 'magiclink' || type === 'invite' || type === 'signup') {
        if (type === 'signup' && !input.password) {
          throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
        }
        user = await existingOrNew(
          kit,
          email,
          objectOf(input.data),
          type,
          type === 'signup' ? input.password : undefined,
        );
      } else if (type === 'recovery') {
        const found = await kit.store.userByEmail(email);
        if (!found) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        user = found;
      } else {
        throw new AuthError(400, 'validation_failed', `Invalid email action link type requested: ${type}`);
      }
      if (type === 'invite') await kit.store.markInvited(user.id);
      const { code, linkToken } = newOneTimeCode();
      await kit.store.saveCode(user.id, 'signin', linkToken, codeTokenFor(user.email, code));
      const requested = input.redirect_to || undefined;
      const fresh = (await kit.store.userById(user.id)) ?? user;
      return c.json({
        ...publicUser(fresh),
        action_link: signInLink(kit, linkToken, type, requested),
        email_otp: code,
        hashed_token: linkToken,
        verification_type: type,
        redirect_to: landing(kit, requested).toString(),
      });
    }),
  );
}
