import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.ts';
import { type Env, requireVar } from './env.ts';

/** The project's API as the functions call it: typed by the generated `Database`. */
export type ProjectClient = SupabaseClient<Database>;

/** The caller's credentials, forwarded so the database's policies decide what they may do. */
export interface Credentials {
  apikey: string;
  authorization: string;
}

export function callerCredentials(req: Request, env: Env): Credentials {
  const apikey = req.headers.get('apikey') ?? requireVar(env, 'SUPABASE_ANON_KEY');
  return { apikey, authorization: req.headers.get('authorization') ?? `Bearer ${apikey}` };
}

export function serviceCredentials(env: Env): Credentials {
  const key = requireVar(env, 'SUPABASE_SERVICE_ROLE_KEY');
  return { apikey: key, authorization: `Bearer ${key}` };
}

/**
 * supabase-js on SUPABASE_URL with these credentials, sending through the function's own fetch
 * (`env.fetchApi`: the global fetch on Supabase, the local server's in-process one). No session:
 * the credentials are the caller's.
 */
export function projectClient(env: Env, credentials: Credentials): ProjectClient {
  return createClient<Database>(requireVar(env, 'SUPABASE_URL').replace(/\/$/, ''), credentials.apikey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      headers: { Authorization: credentials.authorization },
      fetch: (input, init) => env.fetchApi(new Request(input, init)),
    },
  });
}
