import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { AuthError, type AuthKit, body, passwordGrant, refreshGrant, route } from './auth-kit.ts';

/** Settings, health and the token grants (password, refresh_token). */
export function registerTokenRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  app.get(
    '/auth/v1/settings',
    route(kit, async (c) =>
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
    route(kit, async () => {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }),
  );

  app.post(
    '/auth/v1/token',
    route(kit, async (c) => {
      const grant = c.req.query('grant_type');
      const input = await body(c);
      if (grant === 'password') return c.json(await passwordGrant(kit, c, input));
      if (grant === 'refresh_token') return c.json(await refreshGrant(kit, input));
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
    }),
  );
}
