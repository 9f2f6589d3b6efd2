import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import { checkQuery, checkUrl, jsonDepth, limitError, type RestLimits } from './limits.ts';
import { parseTableQuery, type WriteQuery } from './query-grammar.ts';

/** One row of a body: a JSON object (its keys are column names, checked against the catalog). */
const rowSchema = z.record(z.string(), z.unknown());

/** The request bodies of the REST routes, as JSON shapes; their columns are the catalog's concern. */
export const restBodies = {
  /** POST on a table: one row or an array of rows. */
  insert: z.union([rowSchema, z.array(rowSchema)]),
  /** PATCH on a table: the columns to set, at least one. */
  update: rowSchema.refine((row) => Object.keys(row).length > 0),
  /** POST on a function: its arguments by name. */
  rpcArguments: rowSchema,
};

/**
 * Whether a body has a schema's shape. The body itself is kept, not zod's copy, so that what
 * reaches the catalog's checks is exactly what the client sent (zod drops a `__proto__` key).
 */
export function conforms<S extends z.ZodType>(schema: S, value: unknown): value is z.output<S> {
  return schema.safeParse(value).success;
}

/** The URL and the parsed query, within the limits; nothing reaches the database otherwise. */
export function tableQuery(c: Context<AppEnv>, limits: RestLimits): WriteQuery {
  const url = new URL(c.req.url);
  checkUrl(url, limits);
  const query = parseTableQuery(url.searchParams);
  checkQuery(query, limits);
  return query;
}

/** The JSON body, within the nesting limit; an empty body is `{}` where `allowEmpty` says so. */
export async function readJsonBody(
  c: Context<AppEnv>,
  limits: RestLimits,
  allowEmpty: boolean,
): Promise<unknown> {
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
}
