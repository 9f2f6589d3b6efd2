/** The little the server needs from a PostgreSQL connection: PGlite and pg both provide it. */
export interface QueryResult<Row extends object = Record<string, unknown>> {
  rows: Row[];
}

export interface Queryable {
  /**
   * Runs one statement. `Row` names the columns the statement selects (`query<UserRow>(…)`):
   * the caller's SQL is the contract, as for any database client; nothing checks it at run time.
   */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs work in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every notification on `channel` (LISTEN); resolves to a function
   * that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Error fields PostgreSQL reports; PGlite and pg expose them under these names. */
export interface PostgresErrorFields {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
  constraint?: string;
}

// Duck-typed, not instanceof: PGlite's errors may come from another realm (e.g. under jest).
export function isPostgresError(error: unknown): error is PostgresErrorFields {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}
