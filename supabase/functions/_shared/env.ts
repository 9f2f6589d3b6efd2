/**
 * What an edge function receives besides the request. On Supabase, `index.ts` builds it from
 * Deno.env and the global fetch; the local server passes its own values and an in-process
 * fetch to itself. Handlers never read globals, so both runtimes run the same code.
 */
export interface Env {
  /** Environment variables: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SMTP_*, … */
  vars: Record<string, string | undefined>;
  /** Sends a request to the project's API (SUPABASE_URL). */
  fetchApi: (request: Request) => Promise<Response>;
}

export type EdgeHandler = (req: Request, env: Env) => Promise<Response>;

export function requireVar(env: Env, name: string): string {
  const value = env.vars[name];
  if (!value) throw new Error(`Variable d'environnement manquante : ${name}`);
  return value;
}
