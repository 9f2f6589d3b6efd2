import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import type { Catalog } from './catalog.ts';
import type { RestLimits } from './limits.ts';
import type { Preferences } from './query-grammar.ts';
import { withRequestTransaction } from './request-context.ts';
import type { Statement } from './sql-writer.ts';

export interface RestOptions {
  db: Database;
  catalog: () => Catalog;
  statementTimeoutMs: number;
  limits: RestLimits;
}

/** The first statement's `{ row_count, body }` and, for `count=exact`, the total. */
export interface Outcome {
  rowCount: number;
  body: string | null;
  total: number | null;
  /** An upsert's rows created rather than updated (null for every other statement). */
  inserted: number | null;
}

/** The columns the statements of sql-writer.ts answer (numbers may come back as text). */
interface StatementRow {
  row_count?: number | string;
  body?: unknown;
  total?: number | string | null;
  inserted?: number | string | null;
}

/** Carries a finished request's outcome out of a transaction rolled back on purpose (`tx=rollback`). */
class DryRun {
  constructor(readonly outcome: Outcome) {}
}

export interface Plan {
  readOnly: boolean;
  /** The main statement (answers `{ row_count, body }`) and, for count=exact, a `{ total }` one. */
  statements: (catalog: Catalog) => [Statement, Statement | null];
  /** Writes check max-affected inside the transaction, so that a refusal keeps nothing. */
  checkAffected: boolean;
}

/**
 * Runs the plan in one request transaction. Every check that can refuse a write (singular
 * answer, max-affected) runs inside it, so a refused write keeps nothing, and `tx=rollback`
 * answers as usual and keeps nothing either.
 */
export async function execute(
  options: RestOptions,
  c: Context<AppEnv>,
  prefer: Preferences,
  singular: boolean,
  plan: Plan,
): Promise<Outcome> {
  const auth = c.get('auth');
  const [main, count] = plan.statements(options.catalog());
  const context = {
    ...auth,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    headers: forwardedHeaders(c),
    readOnly: plan.readOnly,
  };
  try {
    return await withRequestTransaction(options.db, context, options.statementTimeoutMs, async (tx) => {
      // An unknown zone is PostgreSQL's 22023, a 400, before anything runs.
      if (prefer.timezone) await tx.query(`select set_config('timezone', $1, true)`, [prefer.timezone]);
      const row: StatementRow = (await tx.query<StatementRow>(main.text, main.params)).rows[0] ?? {};
      const totalRow = count ? (await tx.query<StatementRow>(count.text, count.params)).rows[0] : undefined;
      const outcome: Outcome = {
        rowCount: Number(row.row_count ?? 0),
        body: row.body === null || row.body === undefined ? null : String(row.body),
        total: totalRow
          ? Number(totalRow.total)
          : row.total === undefined || row.total === null
            ? null
            : Number(row.total),
        inserted: row.inserted === undefined || row.inserted === null ? null : Number(row.inserted),
      };
      if (
        plan.checkAffected &&
        prefer.handling === 'strict' &&
        prefer.maxAffected !== null &&
        outcome.rowCount > prefer.maxAffected
      ) {
        throw new ApiError(
          400,
          'PGRST124',
          'Query result exceeds max-affected preference constraint',
          `The query affects ${outcome.rowCount} rows`,
        );
      }
      if (singular && outcome.rowCount !== 1) throw singularityError(outcome.rowCount);
      if (prefer.tx === 'rollback') throw new DryRun(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.outcome;
    throw error;
  }
}

function singularityError(rowCount: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rowCount} rows`,
    null,
  );
}

const PRIVATE_HEADERS = new Set(['authorization', 'apikey', 'cookie']);
/** Where a hosted project's gateway puts the client's address; never taken from the client here. */
const ADDRESS_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded']);

/**
 * Request headers for `request.headers`, without credentials, and with the client's address
 * as this server saw it (the socket's) in x-forwarded-for, as a gateway sets it: what a
 * client sends in those headers itself is dropped, so database rules keyed on the address
 * (the download counter) cannot be fooled through this server.
 */
function forwardedHeaders(c: Context<AppEnv>): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!PRIVATE_HEADERS.has(name) && !ADDRESS_HEADERS.has(name)) headers[name] = value;
  });
  const address = c.env?.remoteAddress;
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}
