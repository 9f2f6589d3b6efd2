import type { ApiRole, JwtClaims } from '../auth/jwt-keys.ts';
import type { Database, Queryable } from '../db/database.ts';

export interface RequestContext {
  role: ApiRole;
  claims: JwtClaims;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
}

/**
 * Runs work in one transaction set up as PostgREST sets it up: the caller's role, its JWT
 * claims and the request headers as transaction-local settings, and a statement timeout.
 * Everything is bound as parameters; set_config(..., true) is the function form of SET LOCAL.
 */
export function withRequestTransaction<T>(
  db: Database,
  context: RequestContext,
  statementTimeoutMs: number,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true), set_config('statement_timeout', $6, true),
              set_config('transaction_read_only', $7, true)`,
      [
        context.role,
        JSON.stringify(context.claims),
        JSON.stringify(context.headers),
        context.method,
        context.path,
        String(statementTimeoutMs),
        context.readOnly ? 'on' : 'off',
      ],
    );
    return work(tx);
  });
}
