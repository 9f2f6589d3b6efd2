import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sign } from 'hono/jwt';
import type { Database, Queryable } from '../db/database.ts';
import type { AppEnv, CallerAuth } from '../http/app-env.ts';
import { withRequestTransaction } from '../rest/request-context.ts';
import { StorageApiError } from './storage-routes.ts';

/** What the bucket API and the object routes beside the upload path need of the server. */
export interface StorageExtraOptions {
  db: Database;
  jwtSecret: string;
  /** `<DATA_DIR>/storage`. */
  root: string;
  statementTimeoutMs: number;
  authenticate: MiddlewareHandler<AppEnv>;
  limitWrites: MiddlewareHandler<AppEnv>;
}

export type StorageApp = Hono<AppEnv>;

/** Work under the caller's role and claims, as every Storage call made with a key runs. */
export function asCaller<T>(
  options: StorageExtraOptions,
  c: Context<AppEnv>,
  readOnly: boolean,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const auth: CallerAuth = c.get('auth');
  return withRequestTransaction(
    options.db,
    { ...auth, method: c.req.method, path: new URL(c.req.url).pathname, headers: {}, readOnly },
    options.statementTimeoutMs,
    work,
  );
}

/** A JSON object body (at most 64 KB); an empty body is `{}`. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.raw.text();
  if (text.length > 64 * 1024) throw new StorageApiError(413, 'Payload too large', 'Corps trop long.');
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw new StorageApiError(400, 'InvalidRequest', 'Corps JSON invalide.');
}

/** A download token as the signed-URL route issues and checks it (`url`, `scope`, HS256). */
export function signDownloadToken(jwtSecret: string, url: string, seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign({ url, scope: 'download', iat: now, exp: now + seconds }, jwtSecret, 'HS256');
}

/** Storage's answer to an image transformation: this server does not transform (ADR 010). */
export function transformRefused(): StorageApiError {
  return new StorageApiError(
    400,
    'FeatureNotEnabled',
    'The feature imageTransformation is not enabled for this resource',
  );
}

/** `{"width":100}` and the like: any transformation option asked for. */
export function asksTransform(transform: unknown): boolean {
  return (
    typeof transform === 'object' &&
    transform !== null &&
    Object.values(transform).some((value) => value !== undefined && value !== null && value !== '')
  );
}

/** An array of names as a PostgreSQL text[] literal (values bound as one parameter). */
export function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
