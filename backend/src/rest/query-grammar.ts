import { z } from 'zod';
import { ApiError, parseError } from './api-error.ts';

// The part of PostgREST's URL grammar the site's supabase-js calls use
// (https://postgrest.org/en/stable/references/api/tables_views.html), parsed into plain data.
// Nothing here touches SQL: names are checked against the catalog when the SQL is built.

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string | null }
  | EmbedItem;

/** `!inner` keeps only parent rows with at least one matching embedded row; `!left` (default) keeps all. */
export type EmbedJoin = 'left' | 'inner';

export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias: string | null;
  /** A foreign key's name or one of its columns, to choose between relationships. */
  hint: string | null;
  join: EmbedJoin;
  /** Empty for `users()`: the embed filters (with `!inner`) but adds no key to the output. */
  select: SelectItem[];
  /** `users.status=eq.x`, `users.or=(…)`: filters on the embedded rows. */
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Full-text operators: to_tsquery, plainto_tsquery, phraseto_tsquery, websearch_to_tsquery. */
export const TEXT_SEARCH_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type TextSearchOperator = (typeof TEXT_SEARCH_OPERATORS)[number];

/** Operators that take `(any)` / `(all)` and a `{a,b}` list, as PostgREST's `like(any).{a*,b*}`. */
export const QUANTIFIABLE_OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike'] as const;
export type QuantifiableOperator = (typeof QUANTIFIABLE_OPERATORS)[number];

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Condition =
  | {
      kind: 'filter';
      column: string;
      operator: Exclude<FilterOperator, 'in' | 'is' | TextSearchOperator>;
      negated: boolean;
      value: string;
    }
  | { kind: 'filter'; column: string; operator: 'in'; negated: boolean; value: string[] }
  | { kind: 'filter'; column: string; operator: 'is'; negated: boolean; value: IsValue }
  | {
      kind: 'filter';
      column: string;
      operator: TextSearchOperator;
      negated: boolean;
      value: string;
      /** Text search configuration (`fts(french)`), or the database's default. */
      config: string | null;
    }
  | {
      kind: 'quantified';
      column: string;
      operator: QuantifiableOperator;
      quantifier: 'any' | 'all';
      negated: boolean;
      value: string[];
    }
  | { kind: 'group'; operator: 'and' | 'or'; negated: boolean; conditions: Condition[] };

export interface OrderTerm {
  column: string;
  /** `order=category(name)`: a column of a to-one embedded resource (its alias or name). */
  relation?: string | null;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last' | null;
}

const QUOTE_OPENERS = ',.({';
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A column or relation name: a plain identifier, or a double-quoted one. */
export function parseIdentifier(raw: string): string {
  const name = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!IDENTIFIER.test(name)) throw parseError(`invalid identifier "${raw}"`);
  return name;
}

/**
 * Splits on the separator where it is not inside parentheses, braces or double quotes:
 * `a.eq.1,b.in.(1,2),c.cs.{x,y}` → three items. As in PostgREST, a double quote opens a
 * quoted value only at the start of a value (after `,` `.` `(` `{`); elsewhere it is literal.
 */
export function splitTopLevel(input: string, separator = ','): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"' && (i === 0 || QUOTE_OPENERS.includes(input[i - 1] as string))) quoted = true;
    else if (char === '(' || char === '{') depth++;
    else if (char === ')' || char === '}') {
      depth--;
      if (depth < 0) throw parseError(`unbalanced brackets in "${input}"`);
    } else if (char === separator && depth === 0) {
      items.push(input.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0) throw parseError(`unbalanced quotes or brackets in "${input}"`);
  items.push(input.slice(start));
  return items;
}

/** `"a,b"` → `a,b`, with `\"` and `\\` unescaped; unquoted values are returned as they are. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

// ---------------------------------------------------------------------------- select

/** `*,category:categories(name,slug)` → a star, then an embed aliased `category`. */
export function parseSelect(input: string, emptyMeansNothing = false): SelectItem[] {
  const trimmed = input.trim();
  if (trimmed === '') return emptyMeansNothing ? [] : [{ kind: 'star' }];
  return splitTopLevel(trimmed).map(parseSelectItem);
}

function parseSelectItem(raw: string): SelectItem {
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (item === '') throw parseError('empty item in select');
  if (item.includes('::') || item.includes('->')) {
    throw parseError(`casts and JSON paths are not supported in select ("${item}")`);
  }
  if (/(^|[.:])(count|sum|avg|min|max)\(\)$/.test(item)) {
    // As a hosted project answers while aggregates are off (its default).
    throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const open = item.indexOf('(');
  const head = open === -1 ? item : item.slice(0, open);
  const colon = head.indexOf(':');
  const alias = colon === -1 ? null : parseIdentifier(head.slice(0, colon));
  const target = colon === -1 ? head : head.slice(colon + 1);
  if (open === -1) return { kind: 'column', name: parseIdentifier(target), alias };
  if (!item.endsWith(')')) throw parseError(`expected ")" at the end of "${item}"`);
  const [relation, ...marks] = target.split('!');
  if (relation === undefined || marks.length > 2) throw parseError(`invalid embed "${item}"`);
  let hint: string | null = null;
  let join: EmbedJoin = 'left';
  for (const [i, mark] of marks.entries()) {
    if (mark === 'inner' || mark === 'left') join = mark;
    else if (i === 0) hint = parseIdentifier(mark);
    else throw parseError(`invalid embed "${item}"`, 'expected relation!hint!inner or relation!left');
  }
  return {
    kind: 'embed',
    relation: parseIdentifier(relation),
    alias,
    hint,
    join,
    select: parseSelect(item.slice(open + 1, -1), true),
    where: [],
    order: [],
    limit: null,
    offset: 0,
  };
}

// ---------------------------------------------------------------------------- filters

/** A full-text filter (fts, plfts, phfts, wfts), with its text search configuration when named. */
function textSearch(
  column: string,
  operator: TextSearchOperator,
  negated: boolean,
  value: string,
  config: string | null,
): Condition {
  return { kind: 'filter', column, operator, negated, value: unquote(value), config };
}

/** The value of `column=<operator>.<value>`, e.g. `not.in.(1,2)`, `ilike.*parquet*`. */
export function parseFilter(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const token = dot === -1 ? rest : rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const name = parseIdentifier(column);
  const modified = /^([a-z]+)\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(token);
  const operator = modified ? (modified[1] as string) : token;
  const unknown = () =>
    parseError(`failed to parse filter (${expression})`, `unknown or missing operator "${token}"`);
  if (dot === -1) throw unknown();
  if (modified) {
    const argument = modified[2] as string;
    if ((TEXT_SEARCH_OPERATORS as readonly string[]).includes(operator)) {
      return textSearch(name, operator as TextSearchOperator, negated, value, argument);
    }
    if (
      (QUANTIFIABLE_OPERATORS as readonly string[]).includes(operator) &&
      (argument === 'any' || argument === 'all')
    ) {
      return {
        kind: 'quantified',
        column: name,
        operator: operator as QuantifiableOperator,
        quantifier: argument,
        negated,
        value: parseBraceList(value, expression),
      };
    }
    throw unknown();
  }
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) throw unknown();
  switch (operator as FilterOperator) {
    case 'in':
      return { kind: 'filter', column: name, operator: 'in', negated, value: parseInList(value) };
    case 'is':
      return { kind: 'filter', column: name, operator: 'is', negated, value: parseIsValue(value) };
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts':
      return textSearch(name, operator as TextSearchOperator, negated, value, null);
    default:
      return {
        kind: 'filter',
        column: name,
        operator: operator as Exclude<FilterOperator, 'in' | 'is' | TextSearchOperator>,
        negated,
        value: unquote(value),
      };
  }
}

/** `{a*,"b,c"}` → `a*`, `b,c`: the list of a quantified operator. */
function parseBraceList(value: string, expression: string): string[] {
  if (!value.startsWith('{') || !value.endsWith('}')) {
    throw parseError(`failed to parse filter (${expression})`, 'expected a list like {a,b,c}');
  }
  const inner = value.slice(1, -1);
  if (inner === '') throw parseError(`failed to parse filter (${expression})`, 'empty list');
  return splitTopLevel(inner).map(unquote);
}

function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`failed to parse filter (in.${value})`, 'expected a list like (a,b,c)');
  }
  const inner = value.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner).map(unquote);
}

function parseIsValue(value: string): IsValue {
  const normalised = value.toLowerCase();
  if (['null', 'not_null', 'true', 'false', 'unknown'].includes(normalised)) return normalised as IsValue;
  throw parseError(`failed to parse filter (is.${value})`, 'expected null, not_null, true, false or unknown');
}

/** `or=(a.eq.1,and(b.gt.2,c.lt.3))` — the parenthesised list of a logic parameter. */
export function parseLogicTree(operator: 'and' | 'or', negated: boolean, list: string): Condition {
  if (!list.startsWith('(') || !list.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${list})`, 'expected a list like (a.eq.1,b.eq.2)');
  }
  const inner = list.slice(1, -1);
  if (inner.trim() === '') throw parseError(`failed to parse logic tree (${list})`, 'empty list');
  return { kind: 'group', operator, negated, conditions: splitTopLevel(inner).map(parseLogicItem) };
}

function parseLogicItem(raw: string): Condition {
  const item = raw.trim();
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogicTree(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3] as string);
  const dot = item.indexOf('.');
  if (dot <= 0)
    throw parseError(`failed to parse logic tree item (${item})`, 'expected column.operator.value');
  return parseFilter(item.slice(0, dot), item.slice(dot + 1));
}

// ---------------------------------------------------------------------------- order, paging

/** `published_at.desc.nullslast,title` → two terms. */
export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(input).map((raw) => {
    const [head, ...modifiers] = raw.trim().split('.');
    if (!head) throw parseError(`failed to parse order (${input})`);
    const related = /^([^()]+)\(([^()]+)\)$/.exec(head);
    const term: OrderTerm = related
      ? {
          column: parseIdentifier(related[2] as string),
          relation: parseIdentifier(related[1] as string),
          direction: 'asc',
          nulls: null,
        }
      : { column: parseIdentifier(head), direction: 'asc', nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError(`failed to parse order (${input})`, `unknown modifier "${modifier}"`);
    }
    return term;
  });
}

export function parseNonNegativeInteger(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"${name}" must be a non-negative integer, got "${value}"`);
  return Number(value);
}

/** `Range: 0-9` (items) → offset 0, limit 10; an open end (`10-`) gives no limit. */
export function parseRangeHeader(header: string): { offset: number; limit: number | null } {
  const match = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(header.trim());
  if (!match) throw new RangeError(`invalid Range header "${header}"`);
  const from = Number(match[1]);
  const to = match[2] === '' ? null : Number(match[2]);
  if (to !== null && to < from) throw new RangeError(`invalid Range header "${header}"`);
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  /** `tx=rollback`: run the request, answer as usual, keep nothing (a dry run). */
  tx: 'commit' | 'rollback' | null;
  /** With `handling=strict`: more affected rows than this fail with PGRST124, nothing kept. */
  maxAffected: number | null;
  handling: 'strict' | 'lenient' | null;
  /** Upsert: update the existing row, or keep it and skip the new one. */
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  /** `missing=default`: keys absent from a row take the column default instead of null. */
  missing: 'default' | 'null' | null;
  /** `timezone=Europe/Paris`: timestamps are read and written in that zone for the request. */
  timezone: string | null;
  /** Preferences not understood, named for `handling=strict` (PGRST122). */
  invalid: string[];
}

/** The preferences that take one of a few values; any other key or value is not understood. */
const enumPreferences = z
  .strictObject({
    return: z.enum(['minimal', 'representation', 'headers-only']),
    count: z.enum(['exact', 'planned', 'estimated']),
    tx: z.enum(['commit', 'rollback']),
    handling: z.enum(['strict', 'lenient']),
    resolution: z.enum(['merge-duplicates', 'ignore-duplicates']),
    missing: z.enum(['default', 'null']),
  })
  .partial();

/**
 * `Prefer: return=representation, count=exact`. Unknown preferences are ignored, as PostgREST
 * does, unless `handling=strict` asks for them to be refused (the caller checks `invalid`).
 */
export function parsePrefer(header: string | null | undefined): Preferences {
  const preferences: Preferences = {
    return: null,
    count: null,
    tx: null,
    maxAffected: null,
    handling: null,
    resolution: null,
    missing: null,
    timezone: null,
    invalid: [],
  };
  for (const part of (header ?? '').split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const [key = '', value = ''] = item.split('=').map((side) => side.trim());
    if (key === 'max-affected' && /^\d{1,9}$/.test(value)) preferences.maxAffected = Number(value);
    else if (key === 'timezone' && /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value))
      preferences.timezone = value;
    else {
      const known = enumPreferences.safeParse({ [key]: value });
      if (known.success) Object.assign(preferences, known.data);
      else preferences.invalid.push(item);
    }
  }
  return preferences;
}

// ---------------------------------------------------------------------------- whole query

export interface ReadQuery {
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export interface WriteQuery extends ReadQuery {
  /** `columns=` of a bulk insert: the keys to take from each object. */
  columns: string[] | null;
  /** `on_conflict=` of an upsert: the unique columns a new row may collide on. */
  onConflict: string[] | null;
}

const RESERVED_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const EMBED_PARAMETERS = new Set(['order', 'limit', 'offset', 'or', 'and']);

/** Everything PostgREST reads from a table URL's query string. */
export function parseTableQuery(params: URLSearchParams): WriteQuery {
  const query: WriteQuery = {
    select: parseSelect(params.get('select') ?? '*'),
    where: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
  };
  for (const [key, value] of params) {
    if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseNonNegativeInteger('limit', value);
    else if (key === 'offset') query.offset = parseNonNegativeInteger('offset', value);
    else if (key === 'columns') query.columns = identifierList(value);
    else if (key === 'on_conflict') query.onConflict = identifierList(value);
    else if (RESERVED_PARAMETERS.has(key)) continue;
    else if (key === 'or' || key === 'and') query.where.push(parseLogicTree(key, false, value));
    else if (key === 'not.or' || key === 'not.and')
      query.where.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value));
    else if (key.includes('.')) applyEmbedParameter(query.select, key, value);
    else query.where.push(parseFilter(key, value));
  }
  return query;
}

function identifierList(value: string): string[] {
  return splitTopLevel(value).map((name) => parseIdentifier(name.trim()));
}

/** The embed a path like `deliveries.attempts` names, by alias or relation, level by level. */
export function findEmbed(select: SelectItem[], path: string[]): EmbedItem | null {
  let items = select;
  let found: EmbedItem | null = null;
  for (const name of path) {
    found =
      items.find(
        (item): item is EmbedItem => item.kind === 'embed' && (item.alias ?? item.relation) === name,
      ) ??
      items.find((item): item is EmbedItem => item.kind === 'embed' && item.relation === name) ??
      null;
    if (!found) return null;
    items = found.select;
  }
  return found;
}

/** `deliveries.status=eq.sent`, `deliveries.order=id.desc`, `deliveries.attempts.limit=5`… */
function applyEmbedParameter(select: SelectItem[], key: string, value: string): void {
  const parts = key.split('.');
  let last = parts.pop() as string;
  let negated = false;
  if ((last === 'or' || last === 'and') && parts.at(-1) === 'not') {
    parts.pop();
    negated = true;
  }
  const embed = findEmbed(select, parts);
  if (!embed) {
    throw new ApiError(
      400,
      'PGRST108',
      `'${parts.join('.')}' is not an embedded resource in this request`,
      null,
      `Verify that '${parts.join('.')}' is included in the 'select' query parameter.`,
    );
  }
  if (!EMBED_PARAMETERS.has(last)) {
    embed.where.push(parseFilter(last, value));
    return;
  }
  if (last === 'order') embed.order = parseOrder(value);
  else if (last === 'limit') embed.limit = parseNonNegativeInteger(key, value);
  else if (last === 'offset') embed.offset = parseNonNegativeInteger(key, value);
  else {
    last = last as 'or' | 'and';
    embed.where.push(parseLogicTree(last as 'or' | 'and', negated, value));
  }
}
