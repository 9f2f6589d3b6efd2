import { parseError } from './api-error.ts';

// The part of PostgREST's URL grammar the site's supabase-js calls use
// (https://postgrest.org/en/stable/references/api/tables_views.html), parsed into plain data.
// Nothing here touches SQL: names are checked against the catalog when the SQL is built.

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string | null }
  | { kind: 'embed'; relation: string; alias: string | null; hint: string | null; select: SelectItem[] };

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
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Condition =
  | {
      kind: 'filter';
      column: string;
      operator: Exclude<FilterOperator, 'in' | 'is'>;
      negated: boolean;
      value: string;
    }
  | { kind: 'filter'; column: string; operator: 'in'; negated: boolean; value: string[] }
  | { kind: 'filter'; column: string; operator: 'is'; negated: boolean; value: IsValue }
  | { kind: 'group'; operator: 'and' | 'or'; negated: boolean; conditions: Condition[] };

export interface OrderTerm {
  column: string;
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
export function parseSelect(input: string): SelectItem[] {
  const trimmed = input.trim();
  if (trimmed === '') return [{ kind: 'star' }];
  return splitTopLevel(trimmed).map(parseSelectItem);
}

function parseSelectItem(raw: string): SelectItem {
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (item === '') throw parseError('empty item in select');
  if (item.includes('::') || item.includes('->')) {
    throw parseError(`casts and JSON paths are not supported in select ("${item}")`);
  }
  const open = item.indexOf('(');
  const head = open === -1 ? item : item.slice(0, open);
  const colon = head.indexOf(':');
  const alias = colon === -1 ? null : parseIdentifier(head.slice(0, colon));
  const target = colon === -1 ? head : head.slice(colon + 1);
  if (open === -1) return { kind: 'column', name: parseIdentifier(target), alias };
  if (!item.endsWith(')')) throw parseError(`expected ")" at the end of "${item}"`);
  const [relation, hint, ...rest] = target.split('!');
  if (relation === undefined || rest.length > 0) throw parseError(`invalid embed "${item}"`);
  return {
    kind: 'embed',
    relation: parseIdentifier(relation),
    alias,
    hint: hint === undefined ? null : parseIdentifier(hint),
    select: parseSelect(item.slice(open + 1, -1)),
  };
}

// ---------------------------------------------------------------------------- filters

/** The value of `column=<operator>.<value>`, e.g. `not.in.(1,2)`, `ilike.*parquet*`. */
export function parseFilter(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  if (dot === -1 || !(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw parseError(`failed to parse filter (${expression})`, `unknown or missing operator "${operator}"`);
  }
  const value = rest.slice(dot + 1);
  const name = parseIdentifier(column);
  switch (operator as FilterOperator) {
    case 'in':
      return { kind: 'filter', column: name, operator: 'in', negated, value: parseInList(value) };
    case 'is':
      return { kind: 'filter', column: name, operator: 'is', negated, value: parseIsValue(value) };
    default:
      return {
        kind: 'filter',
        column: name,
        operator: operator as Exclude<FilterOperator, 'in' | 'is'>,
        negated,
        value: unquote(value),
      };
  }
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
    const [column, ...modifiers] = raw.trim().split('.');
    if (!column) throw parseError(`failed to parse order (${input})`);
    const term: OrderTerm = { column: parseIdentifier(column), direction: 'asc', nulls: null };
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
  count: 'exact' | null;
}

/** `Prefer: return=representation, count=exact`; unknown preferences are ignored, as PostgREST does. */
export function parsePrefer(header: string | null | undefined): Preferences {
  const preferences: Preferences = { return: null, count: null };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      preferences.return = value;
    } else if (key === 'count' && value === 'exact') {
      preferences.count = 'exact';
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
}

const RESERVED_PARAMETERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** Everything PostgREST reads from a table URL's query string. */
export function parseTableQuery(params: URLSearchParams): WriteQuery {
  const query: WriteQuery = {
    select: parseSelect(params.get('select') ?? '*'),
    where: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
  };
  for (const [key, value] of params) {
    if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseNonNegativeInteger('limit', value);
    else if (key === 'offset') query.offset = parseNonNegativeInteger('offset', value);
    else if (key === 'columns')
      query.columns = splitTopLevel(value).map((name) => parseIdentifier(name.trim()));
    else if (key === 'on_conflict') throw parseError('upsert (on_conflict) is not supported by this server');
    else if (RESERVED_PARAMETERS.has(key)) continue;
    else if (key === 'or' || key === 'and') query.where.push(parseLogicTree(key, false, value));
    else if (key === 'not.or' || key === 'not.and')
      query.where.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value));
    else if (key.includes('.'))
      throw parseError(`filters on embedded resources are not supported ("${key}")`);
    else query.where.push(parseFilter(key, value));
  }
  return query;
}
