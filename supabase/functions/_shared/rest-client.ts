import { type Env, requireVar } from './env.ts';

/** The caller's credentials, forwarded so the database's policies decide what they may do. */
export interface Credentials {
  apikey: string;
  authorization: string;
}

export function callerCredentials(req: Request, env: Env): Credentials {
  const apikey = req.headers.get('apikey') ?? requireVar(env, 'SUPABASE_ANON_KEY');
  return { apikey, authorization: req.headers.get('authorization') ?? `Bearer ${apikey}` };
}

export type RestResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: unknown };

/** One PostgREST call: `path` is relative to /rest/v1/ (e.g. `rpc/submit_quote`). */
export async function rest<T>(
  env: Env,
  credentials: Credentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<RestResult<T>> {
  const url = `${requireVar(env, 'SUPABASE_URL').replace(/\/$/, '')}/rest/v1/${path}`;
  const response = await env.fetchApi(
    new Request(url, {
      method,
      headers: {
        apikey: credentials.apikey,
        Authorization: credentials.authorization,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  const parsed: unknown = text === '' ? null : JSON.parse(text);
  return response.ok
    ? { ok: true, status: response.status, data: parsed as T }
    : { ok: false, status: response.status, error: parsed };
}
