import bcrypt from 'bcryptjs';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import {
  AuthError,
  type AuthKit,
  afterAnswer,
  allowPasswordChange,
  body,
  caller,
  metadataField,
  optionalTextField,
  parseFields,
  requireStrongPassword,
  route,
  sendMail,
  takeEmailSlot,
  textField,
} from './auth-kit.ts';
import { codeTokenFor, newOneTimeCode, publicUser } from './auth-store.ts';

/**
 * The body of updateUser (PUT /user), read as Supabase Auth reads it: a new password with the
 * current one or a reauthentication nonce, and metadata; an address or a phone is refused (422).
 */
const userBodies = {
  update: z.object({
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
    password: optionalTextField,
    current_password: optionalTextField,
    nonce: textField,
    data: metadataField,
  }),
};

/** The signed-in member: their user, reauthentication, changes, sign-out. */
export function registerUserRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  app.get(
    '/auth/v1/user',
    route(kit, async (c) => c.json(publicUser((await caller(kit, c)).user))),
  );

  // reauthenticate(): a six-digit nonce by e-mail, for a password change (PUT /user { nonce }).
  app.get(
    '/auth/v1/reauthenticate',
    route(kit, async (c) => {
      const { user } = await caller(kit, c);
      if (!user.email_confirmed_at) {
        throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
      }
      await takeEmailSlot(kit, c, user.email);
      const { code, linkToken } = newOneTimeCode();
      await kit.store.saveCode(user.id, 'reauthentication', linkToken, codeTokenFor(user.email, code));
      afterAnswer(() => sendMail(kit, user.email, 'reauthentication', { code }));
      return c.json({});
    }),
  );

  // updateUser({ password, current_password | nonce, data }): a signed-in member changes their
  // own password or metadata. A new e-mail address is not taken here (the admin API changes it).
  app.put(
    '/auth/v1/user',
    route(kit, async (c) => {
      const { user, sessionId } = await caller(kit, c);
      const input = parseFields(userBodies.update, await body(c));
      if (input.email !== undefined || input.phone !== undefined) {
        throw new AuthError(
          422,
          'validation_failed',
          'Changing the e-mail address or phone is not supported here',
        );
      }
      const { password } = input;
      if (password !== undefined) {
        requireStrongPassword(password);
        await allowPasswordChange(kit, c, user, sessionId, input);
        if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
      }
      const updated = await kit.store.updateUser(user.id, {
        ...(password !== undefined ? { passwordHash: await bcrypt.hash(password, 10) } : {}),
        ...(input.data !== undefined ? { userMetadata: input.data } : {}),
      });
      if (!updated || updated === 'exists') throw new AuthError(404, 'user_not_found', 'User not found');
      // As Supabase Auth does: a new password ends the member's other sessions.
      if (password !== undefined) await kit.store.endSessions(user.id, sessionId, 'others');
      return c.json(publicUser(updated));
    }),
  );

  app.post(
    '/auth/v1/logout',
    route(kit, async (c) => {
      const scope = c.req.query('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
      }
      const { user, sessionId } = await caller(kit, c);
      await kit.store.endSessions(user.id, sessionId, scope);
      return c.body(null, 204);
    }),
  );
}
