import { type Env, requireVar } from './env.ts';
import type { Credentials } from './rest-client.ts';

/** Storage API calls of the edge functions (same paths as supabase-js's `storage.from(bucket)`). */
async function storageCall(
  env: Env,
  credentials: Credentials,
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown,
): Promise<unknown> {
  const base = requireVar(env, 'SUPABASE_URL').replace(/\/$/, '');
  const response = await env.fetchApi(
    new Request(`${base}/storage/v1/${path}`, {
      method,
      headers: {
        apikey: credentials.apikey,
        Authorization: credentials.authorization,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
  );
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | null)?.message;
    throw new Error(
      `Storage ${path} : HTTP ${response.status} ${typeof message === 'string' ? message : ''}`.trim(),
    );
  }
  return parsed;
}

/** An absolute link to one object, valid `seconds` (built on SUPABASE_URL, the public origin). */
export async function signedObjectUrl(
  env: Env,
  credentials: Credentials,
  bucket: string,
  name: string,
  seconds: number,
): Promise<string> {
  const answer = (await storageCall(env, credentials, 'POST', `object/sign/${bucket}/${name}`, {
    expiresIn: seconds,
  })) as { signedURL?: unknown };
  if (typeof answer?.signedURL !== 'string') throw new Error(`Storage : pas de lien signé pour ${name}`);
  return encodeURI(`${requireVar(env, 'SUPABASE_URL').replace(/\/$/, '')}/storage/v1${answer.signedURL}`);
}

/** The file names directly under `prefix` (a folder), up to 1000. */
export async function listFolder(
  env: Env,
  credentials: Credentials,
  bucket: string,
  prefix: string,
): Promise<string[]> {
  const entries = (await storageCall(env, credentials, 'POST', `object/list/${bucket}`, {
    prefix,
    limit: 1000,
    offset: 0,
    sortBy: { column: 'name', order: 'asc' },
  })) as { name: string; id: string | null }[];
  return entries.filter((entry) => entry.id !== null).map((entry) => `${prefix}/${entry.name}`);
}

export async function removeObjects(
  env: Env,
  credentials: Credentials,
  bucket: string,
  names: string[],
): Promise<void> {
  if (names.length > 0)
    await storageCall(env, credentials, 'DELETE', `object/${bucket}`, { prefixes: names });
}
