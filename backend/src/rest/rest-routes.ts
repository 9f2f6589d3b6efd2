import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import type { Catalog } from './catalog.ts';
import { checkQuery, checkUrl, jsonDepth, limitError, type RestLimits } from './limits.ts';
import { parsePrefer, parseRangeHeader, parseTableQuery, type WriteQuery } from './query-grammar.ts';
import { withRequestTransaction } from './request-context.ts';
import {
  buildCount,
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  findTable,
  type Statement,
} from './sql-builder.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';

export interface RestOptions {
  db: Database;
  catalog: () => Catalog;
  statementTimeoutMs: number;
  limits: RestLimits;
}

/** /rest/v1/<table> and /rest/v1/rpc/<function>: the PostgREST subset the site's supabase-js calls need. */
export function registerRestRoutes(app: Hono<AppEnv>, options: RestOptions): void {
  const { limits } = options;

  /** The URL and the parsed query, within the limits; nothing reaches the database otherwise. */
  const tableQuery = (c: Context<AppEnv>): WriteQuery => {
    const url = new URL(c.req.url);
    checkUrl(url, limits);
    const query = parseTableQuery(url.searchParams);
    checkQuery(query, limits);
    return query;
  };
  const readJsonBody = async (c: Context<AppEnv>, allowEmpty: boolean): Promise<unknown> => {
    const text = await c.req.text();
    if (text.trim() === '') {
      if (allowEmpty) return {};
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (jsonDepth(text) > limits.maxJsonDepth) {
      throw limitError('JSON body nests arrays or objects too deeply', limits.maxJsonDepth);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    }
  };

  /** Builds the statements against the catalog, then runs them in one request transaction. */
  const run = (c: Context<AppEnv>, readOnly: boolean, statements: (catalog: Catalog) => Statement[]) => {
    const auth = c.get('auth');
    const built = statements(options.catalog());
    const context = {
      ...auth,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      headers: forwardedHeaders(c),
      readOnly,
    };
    return withRequestTransaction(options.db, context, options.statementTimeoutMs, async (tx) => {
      const results: Record<string, unknown>[][] = [];
      for (const statement of built) results.push((await tx.query(statement.text, statement.params)).rows);
      return results;
    });
  };

  app.post('/rest/v1/rpc/:fn', async (c) => {
    checkUrl(new URL(c.req.url), limits);
    const args = await readJsonBody(c, true);
    if (Array.isArray(args) || typeof args !== 'object' || args === null) {
      throw new ApiError(400, 'PGRST102', 'Function arguments must be a JSON object');
    }
    const name = c.req.param('fn');
    let returnsVoid = false;
    const [rows] = await run(c, false, (catalog) => {
      const rpc = buildRpc(catalog, name, args as Record<string, unknown>);
      returnsVoid = rpc.returnsVoid;
      return [rpc];
    });
    if (returnsVoid) return c.body(null, 204);
    return c.body(String(rows?.[0]?.body ?? 'null'), 200, { 'Content-Type': JSON_TYPE });
  });

  app.get('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    applyRangeHeader(c, query);
    const table = c.req.param('table');
    const prefer = parsePrefer(c.req.header('prefer'));
    const [read, count] = await run(c, true, (catalog) =>
      prefer.count === 'exact'
        ? [buildRead(catalog, table, query, limits), buildCount(catalog, table, query)]
        : [buildRead(catalog, table, query, limits)],
    );
    const result = read?.[0];
    const total = count ? Number(count[0]?.total) : null;
    const rowCount = Number(result?.row_count ?? 0);
    const headers: Record<string, string> = { 'Content-Range': contentRange(query.offset, rowCount, total) };
    if (prefer.count === 'exact') headers['Preference-Applied'] = 'count=exact';
    return respondRows(c, 200, String(result?.body ?? '[]'), rowCount, headers);
  });

  app.post('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    const body = await readJsonBody(c, false);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isPlainObject)) {
      throw new ApiError(400, 'PGRST102', 'Expected a JSON object or an array of JSON objects');
    }
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (rows.length === 0) return c.body(null, 201);
    if (rows.length > 1 && VISITOR_ROLES.has(c.get('auth').role)) {
      throw severalVisitorRows(findTable(options.catalog(), c.req.param('table')).name);
    }
    if (columns.length === 0) throw new ApiError(400, 'PGRST204', 'No column to insert');
    return writeAndRespond(
      c,
      201,
      (catalog, select) => buildInsert(catalog, c.req.param('table'), rows, columns, select, limits),
      query,
    );
  });

  app.patch('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    const body = await readJsonBody(c, false);
    if (!isPlainObject(body) || Object.keys(body).length === 0) {
      throw new ApiError(400, 'PGRST102', 'Expected a non-empty JSON object');
    }
    return writeAndRespond(
      c,
      200,
      (catalog, select) => buildUpdate(catalog, c.req.param('table'), body, query, select, limits),
      query,
    );
  });

  app.delete('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    return writeAndRespond(
      c,
      200,
      (catalog, select) => buildDelete(catalog, c.req.param('table'), query, select, limits),
      query,
    );
  });

  /** Minimal unless `Prefer: return=representation`: then the rows, shaped by `select`. */
  async function writeAndRespond(
    c: Context<AppEnv>,
    representationStatus: number,
    statement: (catalog: Catalog, select: WriteQuery['select'] | null) => Statement,
    query: WriteQuery,
  ): Promise<Response> {
    const representation = parsePrefer(c.req.header('prefer')).return === 'representation';
    const [rows] = await run(c, false, (catalog) => [
      statement(catalog, representation ? query.select : null),
    ]);
    const result = rows?.[0];
    const minimalStatus = c.req.method === 'POST' ? 201 : 204;
    if (!representation) return c.body(null, minimalStatus);
    return respondRows(
      c,
      representationStatus,
      String(result?.body ?? '[]'),
      Number(result?.row_count ?? 0),
      {
        'Preference-Applied': 'return=representation',
      },
    );
  }
}

function applyRangeHeader(c: Context<AppEnv>, query: WriteQuery): void {
  const header = c.req.header('range');
  if (!header || query.limit !== null || query.offset !== 0) return;
  try {
    const range = parseRangeHeader(header);
    query.offset = range.offset;
    query.limit = range.limit;
  } catch {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `Invalid Range header "${header}"`,
    );
  }
}

/** `0-9/42`, `0-9/*`, or `*\/0` for an empty page, as PostgREST reports it. */
export function contentRange(offset: number, rowCount: number, total: number | null): string {
  const range = rowCount === 0 ? '*' : `${offset}-${offset + rowCount - 1}`;
  return `${range}/${total === null ? '*' : total}`;
}

/** JSON array, or one object when the client asked for `application/vnd.pgrst.object+json`. */
function respondRows(
  c: Context<AppEnv>,
  status: number,
  body: string,
  rowCount: number,
  headers: Record<string, string>,
): Response {
  if (!(c.req.header('accept') ?? '').includes(SINGLE_OBJECT_TYPE)) {
    return c.body(body, status as 200, { ...headers, 'Content-Type': JSON_TYPE });
  }
  if (rowCount !== 1) {
    throw new ApiError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rowCount} rows`,
      null,
    );
  }
  const [single] = JSON.parse(body) as unknown[];
  return c.body(JSON.stringify(single), status as 200, {
    ...headers,
    'Content-Type': `${SINGLE_OBJECT_TYPE}; charset=utf-8`,
  });
}

const VISITOR_ROLES = new Set<string>(['anon', 'authenticated']);

/**
 * A visitor's insert of several rows, refused before any SQL with the error the database's own
 * rule gives (visitor_one_row_per_request, which holds on a hosted project): inserting a
 * megabyte of rows only to roll them back would hold PGlite, and every other request, for
 * seconds.
 */
function severalVisitorRows(table: string): ApiError {
  return new ApiError(
    400,
    '23514',
    `new rows for relation "${table}" violate check constraint "visitor_one_row_per_request"`,
    'Un visiteur envoie une ligne par requête.',
    'Envoyez une seule ligne (un objet JSON, pas un tableau de plusieurs).',
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
