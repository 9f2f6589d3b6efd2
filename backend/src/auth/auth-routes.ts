// /auth/v1: the subset of Supabase Auth that supabase-js and `npm run staff` use, with its
// paths, payloads, error codes and JWT claims (docs/adr-007-auth-subset.md): password and
// refresh-token grants, magic link / e-mail code (otp + verify), the current user, sign-out
// with scopes, and the admin user endpoints for the service key. No sign-up.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { registerAdminRoutes } from './admin-routes.ts';
import { AuthError, type AuthOptions, createAuthKit, sendError } from './auth-kit.ts';
import { registerOtpRoutes } from './otp-routes.ts';
import { registerTokenRoutes } from './token-routes.ts';
import { registerUserRoutes } from './user-routes.ts';

export { type AuthLimits, type AuthOptions, authLimitsFromEnv } from './auth-kit.ts';

/** One module per endpoint group; what they share (the store, sessions, mail) is auth-kit.ts. */
export function registerAuthRoutes(app: Hono<AppEnv>, options: AuthOptions): void {
  const kit = createAuthKit(options);
  registerTokenRoutes(app, kit);
  registerOtpRoutes(app, kit);
  registerUserRoutes(app, kit);
  registerAdminRoutes(app, kit);
  app.all('/auth/v1/*', (c) => sendError(c, new AuthError(404, 'not_found', 'Not found')));
}
