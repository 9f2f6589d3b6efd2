import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import type { Catalog } from './catalog.ts';
import { execute, type RestOptions } from './execute.ts';
import { contentRange, negotiate, preferenceApplied, respondRows } from './negotiation.ts';
import { findTable } from './planner.ts';
import type { Preferences, WriteQuery } from './query-grammar.ts';
import { conforms, readJsonBody, restBodies, tableQuery } from './request-body.ts';
import { buildDelete, buildInsert, buildUpdate, type Statement } from './sql-writer.ts';

/** POST, PATCH, DELETE on /rest/v1/<table>; PUT is refused (upserts go through POST). */
export function registerWriteRoutes(app: Hono<AppEnv>, options: RestOptions): void {
  const { limits } = options;

  app.post('/rest/v1/:table', async (c) => {
    const query = tableQuery(c, limits);
    const { prefer, singular } = negotiate(c);
    const body = await readJsonBody(c, limits, false);
    if (!conforms(restBodies.insert, body)) {
      throw new ApiError(400, 'PGRST102', 'Expected a JSON object or an array of JSON objects');
    }
    const rows = Array.isArray(body) ? body : [body];
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (rows.length === 0) return c.body(null, 201);
    if (rows.length > 1 && c.get('auth').role === 'anon') {
      const table = findTable(options.catalog(), c.req.param('table'));
      if (table.oneRowPerVisitor) throw severalVisitorRows(table.name);
    }
    if (columns.length === 0) throw new ApiError(400, 'PGRST204', 'No column to insert');
    return writeAndRespond(options, c, prefer, singular, query, (catalog, select) =>
      buildInsert(catalog, c.req.param('table'), rows, columns, select, limits, {
        resolution: prefer.resolution,
        onConflict: query.onConflict,
        missingDefault: prefer.missing === 'default',
      }),
    );
  });

  app.patch('/rest/v1/:table', async (c) => {
    const query = tableQuery(c, limits);
    const { prefer, singular } = negotiate(c);
    refuseLimitedWrite(query);
    const body = await readJsonBody(c, limits, false);
    if (!conforms(restBodies.update, body)) {
      throw new ApiError(400, 'PGRST102', 'Expected a non-empty JSON object');
    }
    // `columns=`: only those keys of the body are written (a listed key absent from it is null).
    const values = query.columns
      ? Object.fromEntries(query.columns.map((column) => [column, body[column] ?? null]))
      : body;
    return writeAndRespond(options, c, prefer, singular, query, (catalog, select) =>
      buildUpdate(catalog, c.req.param('table'), values, query, select, limits),
    );
  });

  app.delete('/rest/v1/:table', async (c) => {
    const query = tableQuery(c, limits);
    const { prefer, singular } = negotiate(c);
    refuseLimitedWrite(query);
    return writeAndRespond(options, c, prefer, singular, query, (catalog, select) =>
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
}

/** Minimal unless `Prefer: return=representation`: then the rows, shaped by `select`. */
async function writeAndRespond(
  options: RestOptions,
  c: Context<AppEnv>,
  prefer: Preferences,
  singular: boolean,
  query: WriteQuery,
  statement: (catalog: Catalog, select: WriteQuery['select'] | null) => Statement,
): Promise<Response> {
  const representation = prefer.return === 'representation';
  const outcome = await execute(options, c, prefer, singular, {
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
