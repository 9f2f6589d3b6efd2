import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from './api-error.ts';
import { type Preferences, parsePrefer, parseRangeHeader, type WriteQuery } from './query-grammar.ts';

/** Content negotiation and the response's shape: what every REST route answers alike. */

export const JSON_TYPE = 'application/json; charset=utf-8';
const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';
export const SINGLE_TYPE = `${SINGLE_OBJECT_TYPE}; charset=utf-8`;
/** The only schema this server exposes (PostgREST's db-schemas). */
const EXPOSED_SCHEMA = 'public';

/**
 * What the request's headers ask, refused with PostgREST's codes when this server cannot give
 * it: another schema (PGRST106), a media type other than JSON (PGRST107), a planned or
 * estimated count (PGRST127), preferences it does not know under handling=strict (PGRST122).
 */
export function negotiate(c: Context<AppEnv>): { prefer: Preferences; singular: boolean } {
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

export /** A JSON text without the null fields of its objects, at every depth (json_strip_nulls). */
function withoutNulls(body: string): string {
  return JSON.stringify(JSON.parse(body), (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null))
      : value,
  );
}

/** `Preference-Applied`: the preferences this server honoured, as PostgREST lists them. */
export function preferenceApplied(prefer: Preferences): Record<string, string> {
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

export function applyRangeHeader(c: Context<AppEnv>, query: WriteQuery): void {
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
export function respondRows(
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
