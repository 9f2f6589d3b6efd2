import type { Env } from '../_shared/env.ts';
import { json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { callerCredentials, rest } from '../_shared/rest-client.ts';

/**
 * The quote modal's call: the whole form (camelCase, as the browser holds it) goes to
 * submit_quote with the caller's key, so validation, storage, the notification jobs and
 * idempotency are the database's. Answers `{ id }`, or submit_quote's error as PostgREST gives it.
 */
export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  const form = await readJson(req);
  if (typeof form !== 'object' || form === null || Array.isArray(form)) {
    return json(
      { code: 'PGRST102', message: 'Le formulaire doit être un objet JSON', details: null, hint: null },
      400,
    );
  }
  const result = await rest<string>(env, callerCredentials(req, env), 'POST', 'rpc/submit_quote', {
    payload: form,
  });
  return result.ok ? json({ id: result.data }) : json(result.error, result.status);
}
