import { getSiteConfig } from '@parquet-alsace/shared/site-config';
import { useEffect, useRef } from 'react';
import type { StaffBackend } from '../backend';
import type { AuthEndpoint } from './auth-api';
import { mountSignIn } from './sign-in-form';

/** The backend the sign-in screen calls: the site's configuration, as for supabase-js. */
export function authEndpoint(): AuthEndpoint {
  const { supabaseUrl, supabaseAnonKey } = getSiteConfig();
  return { url: supabaseUrl ?? '', anonKey: supabaseAnonKey ?? '' };
}

/**
 * The sign-in screen inside the running back office (after a sign-out, or an account refused):
 * the same plain-DOM screen a signed-out visit starts with (./sign-in-form.ts); the session it
 * obtains is handed to supabase-js, which then tells the app it is signed in.
 */
export function SignIn({
  backend,
  linkError,
  notice = null,
  endpoint,
}: {
  backend: StaffBackend;
  linkError: boolean;
  notice?: string | null;
  endpoint?: AuthEndpoint;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    return mountSignIn(box.current, {
      endpoint: endpoint ?? authEndpoint(),
      notice,
      linkError,
      onSignedIn: async (session) => {
        const { error } = await backend.auth.setSession({
          access_token: session.access_token,
          refresh_token: session.refresh_token,
        });
        if (error) throw error;
      },
    });
  }, [backend, linkError, notice, endpoint]);
  return <div ref={box} />;
}
