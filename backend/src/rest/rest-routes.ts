import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import type { Catalog } from './catalog.ts';
import { checkQuery, checkUrl, jsonDepth, limitError, type RestLimits } from './limits.ts';
import {
  type Preferences,
  parsePrefer,
  parseRangeHeader,
  parseTableQuery,
  type WriteQuery,
} from './query-grammar.ts';
import { withRequestTransaction } from './request-context.ts';
import {
  buildCount,
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  findTable,
  type RpcStatement,
  type Statement,
} from './sql-builder.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';
/** The only schema this server exposes (PostgREST's db-schemas). */
const EXPOSED_SCHEMA = 'public';
/** Query keys that are never a function's arguments on GET. */
const RESERVED_QUERY_KEYS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export interface RestOptions {
  db: Database;
  catalog: () => Catalog;
  statementTimeoutMs: number;
  limits: RestLimits;
}

/** The first statement's `{ row_count, body }` and, for `count=exact`, the total. */
interface Outcome {
  rowCount: number;
  body: string | null;
  total: number | null;
  /** An upsert's rows created rather than updated (null for every other statement). */
  inserted: number | null;
}

/** Carries a finished request's outcome out of a transaction rolled back on purpose (`tx=rollback`). */
class DryRun {
  constructor(readonly outcome: Outcome) {}
}

interface Plan {
  readOnly: boolean;
  /** The main statement (answers `{ row_count, body }`) and, for count=exact, a `{ total }` one. */
  statements: (catalog: Catalog) => [Statement, Statement | null];
  /** Writes check max-affected inside the transaction, so that a refusal keeps nothing. */
  checkAffected: boolean;
}

/** /rest/v1/<table> and /rest/v1/rpc/<function>: the PostgREST subset of docs/adr-backend.md. */
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
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (contentType !== '' && contentType !== 'application/json') {
      throw new ApiError(
        415,
        'PGRST107',
        `None of these media types are available: ${contentType}`,
        'this server reads JSON bodies only',
      );
    }
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

  /**
   * Runs the plan in one request transaction. Every check that can refuse a write (singular
   * answer, max-affected) runs inside it, so a refused write keeps nothing, and `tx=rollback`
   * answers as usual and keeps nothing either.
   */
  const execute = async (
    c: Context<AppEnv>,
    prefer: Preferences,
    singular: boolean,
    plan: Plan,
  ): Promise<Outcome> => {
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
        const row = (await tx.query(main.text, main.params)).rows[0] ?? {};
        const totalRow = count ? (await tx.query(count.text, count.params)).rows[0] : undefined;
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
  };

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
    return callFunction(c, name, args, query, true);
  });

  app.post('/rest/v1/rpc/:fn', async (c) => {
    const query = tableQuery(c);
    const args = await readJsonBody(c, true);
    if (Array.isArray(args) || typeof args !== 'object' || args === null) {
      throw new ApiError(400, 'PGRST102', 'Function arguments must be a JSON object');
    }
    return callFunction(c, c.req.param('fn'), args as Record<string, unknown>, query, false);
  });

  async function callFunction(
    c: Context<AppEnv>,
    name: string,
    args: Record<string, unknown>,
    query: WriteQuery,
    readOnly: boolean,
  ): Promise<Response> {
    const { prefer, singular } = negotiate(c);
    let rpc: RpcStatement | null = null;
    const outcome = await execute(c, prefer, singular, {
      readOnly,
      checkAffected: true,
      statements: (catalog) => {
        rpc = buildRpc(catalog, name, args, query, limits);
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

  app.get('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    applyRangeHeader(c, query);
    const table = c.req.param('table');
    const { prefer, singular } = negotiate(c);
    const outcome = await execute(c, prefer, singular, {
      readOnly: true,
      checkAffected: false,
      statements: (catalog) => [
        buildRead(catalog, table, query, limits),
        prefer.count === 'exact' ? buildCount(catalog, table, query) : null,
      ],
    });
    const headers = preferenceApplied(prefer);
    headers['Content-Range'] = contentRange(query.offset, outcome.rowCount, outcome.total);
    return respondRows(c, rangeStatus(query.offset, outcome.total), outcome.body ?? '[]', singular, headers);
  });

  app.post('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    const { prefer, singular } = negotiate(c);
    const body = await readJsonBody(c, false);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isPlainObject)) {
      throw new ApiError(400, 'PGRST102', 'Expected a JSON object or an array of JSON objects');
    }
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (rows.length === 0) return c.body(null, 201);
    if (rows.length > 1 && c.get('auth').role === 'anon') {
      const table = findTable(options.catalog(), c.req.param('table'));
      if (table.oneRowPerVisitor) throw severalVisitorRows(table.name);
    }
    if (columns.length === 0) throw new ApiError(400, 'PGRST204', 'No column to insert');
    return writeAndRespond(c, prefer, singular, query, (catalog, select) =>
      buildInsert(catalog, c.req.param('table'), rows, columns, select, limits, {
        resolution: prefer.resolution,
        onConflict: query.onConflict,
        missingDefault: prefer.missing === 'default',
      }),
    );
  });

  app.patch('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    const { prefer, singular } = negotiate(c);
    refuseLimitedWrite(query);
    const body = await readJsonBody(c, false);
    if (!isPlainObject(body) || Object.keys(body).length === 0) {
      throw new ApiError(400, 'PGRST102', 'Expected a non-empty JSON object');
    }
    // `columns=`: only those keys of the body are written (a listed key absent from it is null).
    const values = query.columns
      ? Object.fromEntries(query.columns.map((column) => [column, body[column] ?? null]))
      : body;
    return writeAndRespond(c, prefer, singular, query, (catalog, select) =>
      buildUpdate(catalog, c.req.param('table'), values, query, select, limits),
    );
  });

  app.delete('/rest/v1/:table', async (c) => {
    const query = tableQuery(c);
    const { prefer, singular } = negotiate(c);
    refuseLimitedWrite(query);
    return writeAndRespond(c, prefer, singular, query, (catalog, select) =>
      buildDelete(catalog, c.req.param('table'), query, select, limits),
    );
  });

  app.put('/rest/v1/:table', () => {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      'PUT is not supported by this server: upsert with POST and Prefer: resolution=merge-duplicates',
    );
  });

  /** Minimal unless `Prefer: return=representation`: then the rows, shaped by `select`. */
  async function writeAndRespond(
    c: Context<AppEnv>,
    prefer: Preferences,
    singular: boolean,
    query: WriteQuery,
    statement: (catalog: Catalog, select: WriteQuery['select'] | null) => Statement,
  ): Promise<Response> {
    const representation = prefer.return === 'representation';
    const outcome = await execute(c, prefer, singular, {
      readOnly: false,
      checkAffected: c.req.method !== 'POST',
      statements: (catalog) => [statement(catalog, representation ? query.select : null), null],
    });
    const headers = preferenceApplied(prefer);
    if (prefer.count === 'exact') {
      headers['Content-Range'] = contentRange(0, representation ? outcome.rowCount : 0, outcome.rowCount);
    }
    // An upsert (resolution=merge-duplicates) that created no row, only updated, is a 200 as on
    // PostgREST; any other insert a 201.
    const created =
      c.req.method === 'POST' && !(prefer.resolution === 'merge-duplicates' && outcome.inserted === 0);
    if (!representation) return c.body(null, created ? 201 : c.req.method === 'POST' ? 200 : 204, headers);
    return respondRows(c, created ? 201 : 200, outcome.body ?? '[]', singular, headers);
  }
}

const SINGLE_TYPE = `${SINGLE_OBJECT_TYPE}; charset=utf-8`;

function singularityError(rowCount: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rowCount} rows`,
    null,
  );
}

/** The total of a `count=exact` request: the query's count, else (rpc) the rows returned. */
function countTotal(prefer: Preferences, outcome: Outcome): number | null {
  if (prefer.count !== 'exact') return null;
  return outcome.total ?? outcome.rowCount;
}

/**
 * What the request's headers ask, refused with PostgREST's codes when this server cannot give
 * it: another schema (PGRST106), a media type other than JSON (PGRST107), a planned or
 * estimated count (PGRST127), preferences it does not know under handling=strict (PGRST122).
 */
function negotiate(c: Context<AppEnv>): { prefer: Preferences; singular: boolean } {
  for (const header of ['accept-profile', 'content-profile']) {
    const schema = c.req.header(header);
    if (schema !== undefined && schema.trim() !== EXPOSED_SCHEMA) {
      throw new ApiError(
        406,
        'PGRST106',
        `The schema must be one of the following: ${EXPOSED_SCHEMA}`,
        `${header}: ${schema}`,
      );
    }
  }
  const prefer = parsePrefer(c.req.header('prefer'));
  if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
    throw new ApiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    );
  }
  if (prefer.count === 'planned' || prefer.count === 'estimated') {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      `count=${prefer.count} is not supported by this server; ask for count=exact`,
    );
  }
  return { prefer, singular: chooseMedia(c.req.header('accept')).singular };
}

/** What the response is: an array or one object, with or without its null fields. */
export interface MediaChoice {
  singular: boolean;
  stripNulls: boolean;
}

const ARRAY_TYPES = ['*/*', 'application/*', 'application/json'];
const PGRST_ARRAY_TYPES = ['application/vnd.pgrst.array+json', 'application/vnd.pgrst.array'];
const PGRST_OBJECT_TYPES = [SINGLE_OBJECT_TYPE, 'application/vnd.pgrst.object'];

/**
 * `Accept`, the highest quality first: JSON (an array), `application/vnd.pgrst.object+json` (one
 * object), and PostgREST's `…array+json` / `…object+json` with `nulls=stripped`
 * (supabase-js `stripNulls()`); anything else alone (text/csv, GeoJSON, plans…) is a 406.
 */
export function chooseMedia(accept: string | undefined): MediaChoice {
  if (accept === undefined || accept.trim() === '') return { singular: false, stripNulls: false };
  const ranges = accept
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return { type, quality: q ? Number(q.slice(2)) : 1, params: params.filter((p) => !p.startsWith('q=')) };
    })
    .filter((range) => range.type !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const range of ranges) {
    const pgrst = PGRST_OBJECT_TYPES.includes(range.type) || PGRST_ARRAY_TYPES.includes(range.type);
    if (pgrst) {
      const stripNulls = range.params.includes('nulls=stripped');
      if (range.params.some((param) => param !== 'nulls=stripped')) continue;
      return { singular: PGRST_OBJECT_TYPES.includes(range.type), stripNulls };
    }
    if (ARRAY_TYPES.includes(range.type) && range.params.length === 0) {
      return { singular: false, stripNulls: false };
    }
  }
  throw new ApiError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept}`,
    'this server answers application/json and application/vnd.pgrst.object+json only',
  );
}

/** A JSON text without the null fields of its objects, at every depth (json_strip_nulls). */
function withoutNulls(body: string): string {
  return JSON.stringify(JSON.parse(body), (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null))
      : value,
  );
}

/** Limited updates and deletes (`limit`, `offset`) are not supported: refused, never widened. */
function refuseLimitedWrite(query: WriteQuery): void {
  if (query.limit !== null || query.offset !== 0) {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      'limit and offset on an update or a delete are not supported by this server; filter on a unique column',
    );
  }
}

/** `Preference-Applied`: the preferences this server honoured, as PostgREST lists them. */
function preferenceApplied(prefer: Preferences): Record<string, string> {
  const applied = [
    prefer.return ? `return=${prefer.return}` : null,
    prefer.count ? `count=${prefer.count}` : null,
    prefer.tx ? `tx=${prefer.tx}` : null,
    prefer.resolution ? `resolution=${prefer.resolution}` : null,
    prefer.missing ? `missing=${prefer.missing}` : null,
    prefer.handling ? `handling=${prefer.handling}` : null,
    prefer.handling === 'strict' && prefer.maxAffected !== null ? `max-affected=${prefer.maxAffected}` : null,
    prefer.timezone ? `timezone=${prefer.timezone}` : null,
  ].filter((item): item is string => item !== null);
  return applied.length === 0 ? {} : { 'Preference-Applied': applied.join(', ') };
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

/**
 * With a known total, an offset past the end is a 416 (PGRST103), as PostgREST answers it. A
 * part of the rows answers 200 here, where PostgREST says 206 (supabase-js reads both alike).
 */
export function rangeStatus(offset: number, total: number | null): 200 {
  if (total !== null && offset > total) {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return 200;
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
  singular: boolean,
  headers: Record<string, string>,
): Response {
  const { stripNulls } = chooseMedia(c.req.header('accept'));
  const text = stripNulls ? withoutNulls(body) : body;
  if (!singular) return c.body(text, status as 200, { ...headers, 'Content-Type': JSON_TYPE });
  // The row count was checked inside the transaction (PGRST116 rolls a write back).
  const [single] = JSON.parse(text) as unknown[];
  return c.body(JSON.stringify(single ?? null), status as 200, { ...headers, 'Content-Type': SINGLE_TYPE });
}

/**
 * An anonymous visitor's insert of several rows into a table the database takes one row per
 * visitor request (its visitor_one_row_per_request trigger, which holds on a hosted project),
 * refused before any SQL with the error that rule gives: inserting a megabyte of rows only to
 * roll them back would hold PGlite, and every other request, for seconds. A table without that
 * rule takes what its grants and policies allow, as on PostgREST.
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
