/**
 * The three Auth calls of the sign-in screen, made with `fetch` against the Supabase Auth API
 * (`/auth/v1/token`, `/otp`, `/verify`, the contract of docs/adr-007-auth-subset.md): the
 * signed-out back office loads no supabase-js and no React (docs/adr-008-back-office.md). The
 * session they return is handed to supabase-js once the back office itself runs.
 */

/** A session as the Auth API answers it and supabase-js keeps it. */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email?: string };
}

/** An Auth failure: its HTTP status (0 when the server was not reached), code and message. */
export interface AuthFailure {
  status: number;
  code?: string;
  message?: string;
  name?: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthFailure };

export interface AuthEndpoint {
  /** The backend's URL (the site itself when it embeds the backend). */
  url: string;
  anonKey: string;
}

async function call<T>(
  endpoint: AuthEndpoint,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url.replace(/\/$/, '')}/auth/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${endpoint.anonKey}`,
        'Content-Type': 'application/json;charset=UTF-8',
        // The error shape { code, message } (the API version supabase-js asks for).
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { data: null, error: { status: 0, name: 'AuthRetryableFetchError' } };
  }
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const code = payload?.code ?? payload?.error_code;
    const message = payload?.message ?? payload?.msg ?? payload?.error_description;
    return {
      data: null,
      error: {
        status: response.status,
        code: typeof code === 'string' ? code : undefined,
        message: typeof message === 'string' ? message : undefined,
      },
    };
  }
  return { data: payload as T, error: null };
}

/** A session as supabase-js stores it: `expires_at` is set from `expires_in` when absent. */
function complete(session: AuthSession): AuthSession {
  return session.expires_at
    ? session
    : { ...session, expires_at: Math.round(Date.now() / 1000) + session.expires_in };
}

const asSession = (result: AuthResult<AuthSession>): AuthResult<AuthSession> =>
  result.error ? result : { data: complete(result.data), error: null };

export async function signInWithPassword(endpoint: AuthEndpoint, email: string, password: string) {
  return asSession(await call<AuthSession>(endpoint, 'token?grant_type=password', { email, password }));
}

/** A link and a code by e-mail; the link brings the browser back to `redirectTo`. Never creates an account. */
export async function sendSignInLink(endpoint: AuthEndpoint, email: string, redirectTo: string) {
  return call<Record<string, never>>(endpoint, `otp?redirect_to=${encodeURIComponent(redirectTo)}`, {
    email,
    create_user: false,
  });
}

/** The six-digit code of that e-mail, typed on the device that asked for it (`verifyOtp`, type 'email'). */
export async function verifyCode(endpoint: AuthEndpoint, email: string, code: string) {
  return asSession(await call<AuthSession>(endpoint, 'verify', { email, token: code, type: 'email' }));
}
