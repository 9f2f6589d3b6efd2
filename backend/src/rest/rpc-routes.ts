import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import { execute, type Outcome, type RestOptions } from './execute.ts';
import { checkQuery, checkUrl } from './limits.ts';
import {
  chooseMedia,
  contentRange,
  JSON_TYPE,
  negotiate,
  preferenceApplied,
  respondRows,
  SINGLE_TYPE,
  withoutNulls,
} from './negotiation.ts';
import { type Preferences, parseTableQuery, type WriteQuery } from './query-grammar.ts';
import { conforms, readJsonBody, restBodies, tableQuery } from './request-body.ts';
import { buildRpc, type RpcStatement } from './sql-writer.ts';

/** Query keys that are never a function's arguments on GET. */
const RESERVED_QUERY_KEYS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** /rest/v1/rpc/<function>: GET (read-only) and POST; other methods are a 405. */
export function registerRpcRoutes(app: Hono<AppEnv>, options: RestOptions): void {
  const { limits } = options;

  app.on(['PATCH', 'DELETE', 'PUT'], '/rest/v1/rpc/:fn', (c) => {
    throw new ApiError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
  });

  /**
   * GET (and HEAD) on a function, as PostgREST reads it: query parameters named like the
   * function's arguments are its arguments, the others its query string; the transaction is
   * read-only, so a function that writes fails (405).
   */
  app.get('/rest/v1/rpc/:fn', async (c) => {
    const url = new URL(c.req.url);
    checkUrl(url, limits);
    const name = c.req.param('fn');
    const argumentNames = new Set(
      (options.catalog().functions.get(name) ?? []).flatMap((fn) => fn.arguments.map((a) => a.name)),
    );
    const args: Record<string, unknown> = {};
    const rest = new URLSearchParams();
    for (const [key, value] of url.searchParams) {
      if (!argumentNames.has(key) || RESERVED_QUERY_KEYS.has(key)) rest.append(key, value);
      else if (key in args) args[key] = [...[args[key]].flat(), value];
      else args[key] = value;
    }
    const query = parseTableQuery(rest);
    checkQuery(query, limits);
    return callFunction(options, c, name, args, query, true);
  });

  app.post('/rest/v1/rpc/:fn', async (c) => {
    const query = tableQuery(c, limits);
    const args = await readJsonBody(c, limits, true);
    if (!conforms(restBodies.rpcArguments, args)) {
      throw new ApiError(400, 'PGRST102', 'Function arguments must be a JSON object');
    }
    return callFunction(options, c, c.req.param('fn'), args, query, false);
  });
}

/** Calls the function in the request transaction; answers a set, one value, or nothing (void). */
async function callFunction(
  options: RestOptions,
  c: Context<AppEnv>,
  name: string,
  args: Record<string, unknown>,
  query: WriteQuery,
  readOnly: boolean,
): Promise<Response> {
  const { prefer, singular } = negotiate(c);
  let rpc: RpcStatement | null = null;
  const outcome = await execute(options, c, prefer, singular, {
    readOnly,
    checkAffected: true,
    statements: (catalog) => {
      rpc = buildRpc(catalog, name, args, query, options.limits);
      return [rpc, null];
    },
  });
  const call = rpc as RpcStatement | null;
  const headers = preferenceApplied(prefer);
  if (call?.returnsVoid) return c.body(null, 204, headers);
  if (call?.returnsSet) {
    headers['Content-Range'] = contentRange(query.offset, outcome.rowCount, countTotal(prefer, outcome));
    return respondRows(c, 200, outcome.body ?? '[]', singular, headers);
  }
  // One value (or one row of a table, read through the query string): not an array, one row
  // for Content-Range (PostgREST's `0-0/1` under count=exact).
  headers['Content-Range'] = contentRange(0, 1, prefer.count === 'exact' ? 1 : null);
  let body = outcome.body ?? 'null';
  if (call?.readsRows) body = JSON.stringify((JSON.parse(body) as unknown[])[0] ?? null);
  if (chooseMedia(c.req.header('accept')).stripNulls) body = withoutNulls(body);
  return c.body(body, 200, { ...headers, 'Content-Type': singular ? SINGLE_TYPE : JSON_TYPE });
}

/** The total of a `count=exact` request: the query's count, else (rpc) the rows returned. */
function countTotal(prefer: Preferences, outcome: Outcome): number | null {
  if (prefer.count !== 'exact') return null;
  return outcome.total ?? outcome.rowCount;
}
