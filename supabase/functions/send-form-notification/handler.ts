import type { Env } from '../_shared/env.ts';
import { json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { rest, serviceCredentials } from '../_shared/rest-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §7: the browser posts the notification payload (§3.3) after saving a quote. The e-mail
 * is built from the stored request, never from what the browser sends (that would let anyone
 * mail the business anything), and enqueued under the same key submit_quote uses, so a
 * request is notified once however often this is called.
 */
export async function handler(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  const payload = await readJson(req);
  const id = typeof payload === 'object' && payload !== null ? (payload as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || !UUID.test(id)) {
    return json({ error: 'Identifiant de demande manquant ou invalide (id)' }, 400);
  }
  const result = await rest<boolean>(env, serviceCredentials(env), 'POST', 'rpc/enqueue_quote_notification', {
    submission_id: id,
  });
  if (!result.ok) return json({ error: "La notification n'a pas pu être enregistrée" }, 502);
  if (!result.data) return json({ error: 'Demande de devis inconnue' }, 404);
  return json({ ok: true, queued: true }, 202);
}
