import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sign } from 'hono/jwt';
import type { Database, Queryable } from '../db/database.ts';
import type { AppEnv, CallerAuth } from '../http/app-env.ts';
import { withRequestTransaction } from '../rest/request-context.ts';

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

/** Hosted Storage's error body: `{ statusCode, error, message }`, with the same HTTP status. */
export class StorageApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  toBody() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

/** A bucket id as hosted Storage accepts them; anything else never reaches the disk or SQL. */
export function checkBucketName(name: string): string {
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(name)) {
    throw new StorageApiError(400, 'InvalidBucketName', 'Nom de bucket invalide.');
  }
  return name;
}

/**
 * An object name: 1 to 1024 characters, no control character or backslash, no empty, `.` or
 * `..` segment. It is only ever a value in SQL; files are named by the object's id.
 */
export function checkObjectName(raw: string): string {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new StorageApiError(400, 'InvalidKey', 'Nom de fichier invalide.');
  }
  const segments = name.split('/');
  if (
    name.length === 0 ||
    name.length > 1024 ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new StorageApiError(400, 'InvalidKey', `Nom de fichier invalide : ${JSON.stringify(name)}`);
  }
  return name;
}

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
