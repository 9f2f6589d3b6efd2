import { ApiError } from './api-error.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { limitError } from './limits.ts';
import {
  type BuildLimits,
  checkColumns,
  checkEmbedRows,
  checkOutputKeys,
  type EmbedPlan,
  embedsOf,
  findColumn,
  findFunction,
  findTable,
  planEmbed,
  rowCap,
  UNBOUNDED,
} from './planner.ts';
import type { Condition, EmbedItem, OrderTerm, ReadQuery, SelectItem } from './query-grammar.ts';

// Writes a parsed request as one SQL statement. Every identifier comes from the catalog, as
// planner.ts found it (by the name the client sent), then quoted; every value is a bound
// parameter.

export interface Statement {
  text: string;
  params: unknown[];
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A PostgreSQL array literal (`{"a","b \"c\""}`) for binding a list as one parameter. */
export function toArrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return toArrayLiteral(value);
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

export class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const qualifiedTable = (table: TableInfo): string => `public.${quoteIdentifier(table.name)}`;

// ---------------------------------------------------------------------------- select list

export interface Scope {
  catalog: Catalog;
  params: Parameters;
  nextAlias: () => string;
  limits: BuildLimits;
  /** Output columns so far, all levels together (a star counts its table's columns). */
  selected: number;
}

/** One level of a query: its table, its SQL alias, and the embeds its select names. */
interface Level {
  table: TableInfo;
  alias: string;
  embeds: EmbedItem[];
  /** How many rows this level may have at most (for the embed-rows bound). */
  rows: number;
  depth: number;
}

function countSelected(scope: Scope, columns: number): void {
  scope.selected += columns;
  if (scope.selected > scope.limits.maxSelectedColumns) {
    throw limitError('select asks for too many columns', scope.limits.maxSelectedColumns);
  }
}

function selectList(scope: Scope, level: Level, items: SelectItem[]): string {
  checkOutputKeys(level.table, items);
  return items
    .map((item) => selectItemSql(scope, level, item))
    .filter((sql) => sql !== '')
    .join(', ');
}

function selectItemSql(scope: Scope, level: Level, item: SelectItem): string {
  if (item.kind === 'star') {
    countSelected(scope, level.table.columns.size);
    return `${level.alias}.*`;
  }
  if (item.kind === 'embed') return embedExpression(scope, level, item);
  countSelected(scope, 1);
  const column = findColumn(level.table, item.name);
  return `${level.alias}.${quoteIdentifier(column.name)} as ${quoteIdentifier(item.alias ?? column.name)}`;
}

interface ResolvedEmbed extends EmbedPlan {
  alias: string;
  /** `child.fk = parent.key and …` */
  join: string;
}

/** The planned embed, given its SQL alias and its join condition on the parent's alias. */
function resolveEmbed(scope: Scope, parent: Level, embed: EmbedItem): ResolvedEmbed {
  const plan = planEmbed(scope.catalog, parent.table, embed);
  const alias = scope.nextAlias();
  const join = plan.pairs
    .map(
      ([child, parentColumn]) =>
        `${alias}.${quoteIdentifier(child)} = ${parent.alias}.${quoteIdentifier(parentColumn)}`,
    )
    .join(' and ');
  return { ...plan, alias, join };
}

/** The embedded rows' own filters, plus `!inner` and `is.null` conditions on their embeds. */
function embedFilters(scope: Scope, level: Level, embed: EmbedItem): string[] {
  return [
    ...embed.where.map((condition) => conditionSql(scope, level, condition)),
    ...level.embeds
      .filter((inner) => inner.join === 'inner')
      .map((inner) => `exists (${embedRowsSql(scope, level, inner, '1')})`),
  ];
}

/** `select <what> from child where <join> and <child's filters>` for one embed of `parent`. */
function embedRowsSql(scope: Scope, parent: Level, embed: EmbedItem, what: string): string {
  const resolved = resolveEmbed(scope, parent, embed);
  const level: Level = {
    table: resolved.target,
    alias: resolved.alias,
    embeds: embedsOf(embed.select),
    rows: 1,
    depth: parent.depth + 1,
  };
  const conditions = [resolved.join, ...embedFilters(scope, level, embed)];
  return `select ${what} from ${qualifiedTable(resolved.target)} ${resolved.alias} where ${conditions.join(' and ')}`;
}

/**
 * `category:categories(name,slug)`: a to-one embed (many-to-one, or one-to-one through a unique
 * key) becomes one JSON object or null, a to-many embed a JSON array; both are correlated
 * subqueries under the caller's RLS, with the embed's own filters, order, limit and offset.
 * An empty embed (`users()`) adds nothing to the output.
 */
function embedExpression(scope: Scope, parent: Level, embed: EmbedItem): string {
  const resolved = resolveEmbed(scope, parent, embed);
  const { target, toOne, alias } = resolved;
  const rows = rowCap(scope.limits, target, toOne, embed.where, embed.limit);
  const level: Level = {
    table: target,
    alias,
    embeds: embedsOf(embed.select),
    rows: parent.rows * rows,
    depth: parent.depth + 1,
  };
  checkEmbedRows(scope.limits, embed, level.depth, level.rows);
  if (embed.select.length === 0) {
    return ''; // filters only (with !inner), nothing in the output
  }
  const conditions = [resolved.join, ...embedFilters(scope, level, embed)];
  const order = orderClause(scope, level, embed.order);
  // A to-many list is capped like a response; a to-one embed is one row by its key.
  const cap = toOne ? '' : limitOffset(scope, embed.limit, embed.offset);
  const list = selectList(scope, level, embed.select);
  const rowsSql = `select ${list} from ${qualifiedTable(target)} ${alias} where ${conditions.join(' and ')}${order}${cap}`;
  const value = toOne
    ? `(select row_to_json(${alias}_row) from (${rowsSql}) ${alias}_row)`
    : `(select coalesce(json_agg(${alias}_row), '[]'::json) from (${rowsSql}) ${alias}_row)`;
  return `${value} as ${quoteIdentifier(embed.alias ?? embed.relation)}`;
}

function limitOffset(scope: Scope, limit: number | null, offset: number): string {
  const rowLimit = Math.min(limit ?? Number.POSITIVE_INFINITY, scope.limits.maxRows);
  const limitSql = Number.isFinite(rowLimit) ? ` limit ${scope.params.add(rowLimit)}` : '';
  return `${limitSql}${offset === 0 ? '' : ` offset ${scope.params.add(offset)}`}`;
}

// ---------------------------------------------------------------------------- conditions

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const TEXT_SEARCH_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

/** `deliveries=is.null` on an embed's name: parents without (or with) a matching embedded row. */
function embedNullSql(scope: Scope, level: Level, condition: Condition & { kind: 'filter' }): string | null {
  if (level.table.columns.has(condition.column)) return null;
  const embed = level.embeds.find((item) => (item.alias ?? item.relation) === condition.column);
  if (!embed) return null;
  if (condition.operator !== 'is' || (condition.value !== 'null' && condition.value !== 'not_null')) {
    throw new ApiError(
      400,
      'PGRST120',
      `Bad operator on the '${condition.column}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  const present = (condition.value === 'not_null') !== condition.negated;
  return `${present ? '' : 'not '}exists (${embedRowsSql(scope, level, embed, '1')})`;
}

function conditionSql(scope: Scope, level: Level, condition: Condition): string {
  const { params } = scope;
  if (condition.kind === 'group') {
    const joined = condition.conditions
      .map((inner) => conditionSql(scope, level, inner))
      .join(` ${condition.operator} `);
    return condition.negated ? `not (${joined})` : `(${joined})`;
  }
  if (condition.kind === 'filter') {
    const onEmbed = embedNullSql(scope, level, condition);
    if (onEmbed !== null) return onEmbed;
  }
  const column = findColumn(level.table, condition.column);
  const target = `${level.alias}.${quoteIdentifier(column.name)}`;
  let sql: string;
  if (condition.kind === 'quantified') {
    const pattern = condition.operator === 'like' || condition.operator === 'ilike';
    const values = pattern ? condition.value.map((value) => value.replaceAll('*', '%')) : condition.value;
    const operator = pattern
      ? condition.operator
      : COMPARISONS[condition.operator as keyof typeof COMPARISONS];
    const left = pattern ? `${target}::text` : target;
    const type = pattern || column.isArray ? 'text' : column.type;
    sql = `${left} ${operator} ${condition.quantifier}(${params.add(toArrayLiteral(values))}::${type}[])`;
    return condition.negated ? `not (${sql})` : sql;
  }
  switch (condition.operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      sql = `${target} ${COMPARISONS[condition.operator]} ${params.add(condition.value)}`;
      break;
    case 'like':
    case 'ilike':
      // PostgREST lets URLs use * for the SQL wildcard %.
      sql = `${target}::text ${condition.operator} ${params.add(condition.value.replaceAll('*', '%'))}`;
      break;
    case 'in':
      sql =
        condition.value.length === 0
          ? 'false'
          : `${target} = any(${params.add(toArrayLiteral(condition.value))}::${column.type}[])`;
      break;
    case 'is':
      sql = `${target} is ${condition.value === 'not_null' ? 'not null' : condition.value}`;
      break;
    case 'cs':
    case 'cd':
      sql = `${target} ${condition.operator === 'cs' ? '@>' : '<@'} ${params.add(condition.value)}::${column.type}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      // A tsvector column is searched as it is; any other column through to_tsvector, as PostgREST does.
      const config = condition.config === null ? '' : `${params.add(condition.config)}::regconfig, `;
      const document = column.type === 'tsvector' ? target : `to_tsvector(${config}${target}::text)`;
      sql = `${document} @@ ${TEXT_SEARCH_FUNCTIONS[condition.operator]}(${config}${params.add(condition.value)})`;
      break;
    }
  }
  return condition.negated ? `not (${sql})` : sql;
}

function whereClause(scope: Scope, level: Level, conditions: Condition[]): string {
  const all = [
    ...conditions.map((condition) => conditionSql(scope, level, condition)),
    ...level.embeds
      .filter((embed) => embed.join === 'inner')
      .map((embed) => `exists (${embedRowsSql(scope, level, embed, '1')})`),
  ];
  return all.length === 0 ? '' : ` where ${all.join(' and ')}`;
}

/** `order=published_at.desc`, or `order=category(name)` through a to-one embed of the select. */
function orderClause(scope: Scope, level: Level, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    if (!term.relation) {
      const column = findColumn(level.table, term.column);
      return `${level.alias}.${quoteIdentifier(column.name)} ${term.direction}${nulls}`;
    }
    const embed = level.embeds.find((item) => (item.alias ?? item.relation) === term.relation);
    if (!embed) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      );
    }
    const resolved = resolveEmbed(scope, level, embed);
    if (!resolved.toOne) {
      throw new ApiError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${level.table.name}' and '${resolved.target.name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const column = findColumn(resolved.target, term.column);
    const value = `(select ${resolved.alias}.${quoteIdentifier(column.name)} from ${qualifiedTable(resolved.target)} ${resolved.alias} where ${resolved.join})`;
    return `${value} ${term.direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function newScope(catalog: Catalog, limits: BuildLimits = UNBOUNDED): Scope {
  let counter = 0;
  return { catalog, params: new Parameters(), nextAlias: () => `pgrst_${++counter}`, limits, selected: 0 };
}

function topLevel(scope: Scope, table: TableInfo, query: ReadQuery | null, alias = 't'): Level {
  return {
    table,
    alias,
    embeds: query ? embedsOf(query.select) : [],
    rows: query ? rowCap(scope.limits, table, false, query.where, query.limit) : scope.limits.maxRows,
    depth: 0,
  };
}

// ---------------------------------------------------------------------------- statements

/** What every statement below answers: `{ row_count, body }`, body a JSON array text (or null). */
const ROWS_AS_JSON = `select count(*)::int as row_count, coalesce(json_agg(r), '[]'::json)::text as body from (`;

/**
 * Rows as one JSON array text plus their number: `{ row_count, body }`. A limit above
 * `limits.maxRows`, or none, becomes maxRows (PostgREST's db-max-rows). `from` replaces the
 * table (an rpc's `public.fn(…)` whose rows have the table's type).
 */
export function buildRead(
  catalog: Catalog,
  tableName: string,
  query: ReadQuery,
  limits: BuildLimits = UNBOUNDED,
  call?: (params: Parameters) => string,
): Statement {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  const level = topLevel(scope, table, query);
  const columns = selectList(scope, level, query.select);
  const where = whereClause(scope, level, query.where);
  const order = orderClause(scope, level, query.order);
  const paging = limitOffset(scope, query.limit, query.offset);
  if (!call) {
    return {
      text: `${ROWS_AS_JSON}select ${columns} from ${qualifiedTable(table)} t${where}${order}${paging}) r`,
      params: scope.params.values,
    };
  }
  // A function's rows: called once (a CTE), read like its table, counted in the same statement.
  const total = whereClause(scope, level, query.where);
  return {
    text:
      `with pgrst_call as (select * from ${call(scope.params)}) ` +
      `select page.*, (select count(*)::int from pgrst_call t${total}) as total from (` +
      `${ROWS_AS_JSON}select ${columns} from pgrst_call t${where}${order}${paging}) r) page`,
    params: scope.params.values,
  };
}

/** The total for `Prefer: count=exact`, ignoring limit and offset. */
export function buildCount(catalog: Catalog, tableName: string, query: ReadQuery): Statement {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog);
  const where = whereClause(scope, topLevel(scope, table, query), query.where);
  return {
    text: `select count(*)::int as total from ${qualifiedTable(table)} t${where}`,
    params: scope.params.values,
  };
}

/**
 * Wraps a data-modifying statement so it answers `{ row_count, body }`: the rows shaped by
 * `select`, or (select null, return=minimal) only their number, for counts, max-affected and
 * singular checks.
 */
function withRepresentation(
  scope: Scope,
  table: TableInfo,
  modifying: string,
  select: SelectItem[] | null,
  countInserted = false,
): string {
  // An upsert also answers `inserted`, the rows it created rather than updated (a row an
  // `on conflict do update` rewrote has a non-zero xmax): PostgREST answers 200, not 201, when
  // it created none.
  if (countInserted) {
    const source = `with pgrst_source as (${modifying} returning t as pgrst_row, (t.xmax = 0) as pgrst_inserted) `;
    const inserted = '(select count(*) filter (where pgrst_inserted) from pgrst_source)::int as inserted';
    if (select === null) {
      return `${source}select count(*)::int as row_count, null::text as body, ${inserted} from pgrst_source`;
    }
    const level = topLevel(scope, table, null);
    level.embeds = embedsOf(select);
    return (
      `${source}select count(*)::int as row_count, coalesce(json_agg(r), '[]'::json)::text as body, ${inserted} from (` +
      `select ${selectList(scope, level, select)} from (select (pgrst_row).* from pgrst_source) t) r`
    );
  }
  if (select === null) {
    return `with pgrst_source as (${modifying} returning 1) select count(*)::int as row_count, null::text as body from pgrst_source`;
  }
  const level = topLevel(scope, table, null);
  level.embeds = embedsOf(select);
  return (
    `with pgrst_source as (${modifying} returning t.*) ${ROWS_AS_JSON}` +
    `select ${selectList(scope, level, select)} from pgrst_source t) r`
  );
}

export interface InsertOptions {
  /** Upsert: `merge-duplicates` updates the existing row, `ignore-duplicates` keeps it. */
  resolution?: 'merge-duplicates' | 'ignore-duplicates' | null;
  /** The conflict target; the primary key when absent. */
  onConflict?: string[] | null;
  /** `missing=default`: a key absent from a row takes the column's default. */
  missingDefault?: boolean;
}

/** Rows from a JSON array, as PostgREST inserts them; `select` null means return=minimal. */
export function buildInsert(
  catalog: Catalog,
  tableName: string,
  rows: Record<string, unknown>[],
  columns: string[],
  select: SelectItem[] | null,
  limits: BuildLimits = UNBOUNDED,
  options: InsertOptions = {},
): Statement {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  const quoted = checkColumns(table, columns).map(quoteIdentifier);
  const list = quoted.join(', ');
  const rowType = `null::${qualifiedTable(table)}`;
  let source: string;
  if (options.missingDefault && rows.some((row) => columns.some((column) => !(column in row)))) {
    // As PostgREST does it: each object laid over its columns' defaults, computed for every
    // row (a row that gives its own id still draws the sequence, and needs the right to).
    const defaults = columns.flatMap((column) => {
      const expression = table.columns.get(column)?.defaultExpression;
      return expression ? [`'${column.replace(/'/g, "''")}', ${expression}`] : [];
    });
    const objects = `(select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || elem) from jsonb_array_elements(${scope.params.add(JSON.stringify(rows))}::jsonb) elem)`;
    source = `select ${list} from jsonb_populate_recordset(${rowType}, ${objects})`;
  } else {
    source = `select ${list} from json_populate_recordset(${rowType}, ${scope.params.add(JSON.stringify(rows))}::json)`;
  }
  let conflict = '';
  if (options.resolution) {
    const target = options.onConflict ?? table.primaryKey ?? [];
    if (target.length === 0) {
      throw new ApiError(
        400,
        'PGRST127',
        'Feature not implemented',
        `'${table.name}' has no primary key: name the unique columns with on_conflict`,
      );
    }
    const targetList = checkColumns(table, target).map(quoteIdentifier).join(', ');
    conflict =
      options.resolution === 'ignore-duplicates'
        ? ` on conflict (${targetList}) do nothing`
        : ` on conflict (${targetList}) do update set ${quoted.map((column) => `${column} = excluded.${column}`).join(', ')}`;
  }
  const insert = `insert into ${qualifiedTable(table)} as t (${list}) ${source}${conflict}`;
  const merge = options.resolution === 'merge-duplicates';
  return { text: withRepresentation(scope, table, insert, select, merge), params: scope.params.values };
}

/** The table a write changes, its statement's scope, and the WHERE of the request's filters. */
function filtered(catalog: Catalog, tableName: string, query: ReadQuery, limits: BuildLimits) {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  return { table, scope, where: whereClause(scope, topLevel(scope, table, null), query.where) };
}

export function buildUpdate(
  catalog: Catalog,
  tableName: string,
  values: Record<string, unknown>,
  query: ReadQuery,
  select: SelectItem[] | null,
  limits: BuildLimits = UNBOUNDED,
): Statement {
  const { table, scope, where } = filtered(catalog, tableName, query, limits);
  const list = checkColumns(table, Object.keys(values)).map(quoteIdentifier).join(', ');
  const body = scope.params.add(JSON.stringify(values));
  const update =
    `update ${qualifiedTable(table)} as t set (${list}) = ` +
    `(select ${list} from json_populate_record(null::${qualifiedTable(table)}, ${body}::json))${where}`;
  return { text: withRepresentation(scope, table, update, select), params: scope.params.values };
}

export function buildDelete(
  catalog: Catalog,
  tableName: string,
  query: ReadQuery,
  select: SelectItem[] | null,
  limits: BuildLimits = UNBOUNDED,
): Statement {
  const { table, scope, where } = filtered(catalog, tableName, query, limits);
  return {
    text: withRepresentation(scope, table, `delete from ${qualifiedTable(table)} as t${where}`, select),
    params: scope.params.values,
  };
}

// ---------------------------------------------------------------------------- rpc

function argumentValue(params: Parameters, type: string, isArray: boolean, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (isArray && Array.isArray(value)) return `${params.add(toArrayLiteral(value))}::${type}`;
  return `${params.add(typeof value === 'object' ? JSON.stringify(value) : String(value))}::${type}`;
}

/** True when the query string asks for nothing beyond PostgREST's defaults. */
function isPlainQuery(query: ReadQuery): boolean {
  return (
    query.select.length === 1 &&
    query.select[0]?.kind === 'star' &&
    query.where.length === 0 &&
    query.order.length === 0 &&
    query.limit === null &&
    query.offset === 0
  );
}

export interface RpcStatement extends Statement {
  returnsVoid: boolean;
  /** A set (JSON array) rather than one value. */
  returnsSet: boolean;
  /** Read like its table: the body is a JSON array of rows even for a single-row function. */
  readsRows: boolean;
}

/**
 * `select public.fn(a => $1::type, …)` answering `{ row_count, body }` (nothing for void). A
 * function returning rows of a public table is read like that table: `select` (embeds too),
 * filters, order, limit and offset apply to its rows. On other functions they are refused.
 */
export function buildRpc(
  catalog: Catalog,
  name: string,
  args: Record<string, unknown>,
  query: ReadQuery | null = null,
  limits: BuildLimits = UNBOUNDED,
): RpcStatement {
  const fn = findFunction(catalog, name, args);
  const callSql = (params: Parameters) =>
    `public.${quoteIdentifier(fn.name)}(${fn.arguments
      .filter((argument) => argument.name in args)
      .map(
        (argument) =>
          `${quoteIdentifier(argument.name)} => ${argumentValue(params, argument.type, argument.isArray, args[argument.name])}`,
      )
      .join(', ')})`;
  const table = fn.returnsTable ? catalog.tables.get(fn.returnsTable) : undefined;
  if (table && query && !fn.returnsVoid) {
    const read = buildRead(catalog, table.name, query, limits, callSql);
    return { ...read, returnsVoid: false, returnsSet: fn.returnsSet, readsRows: true };
  }
  if (query && !isPlainQuery(query)) {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      `select, filters, order, limit and offset apply only to functions returning rows of a table; ${name} does not`,
    );
  }
  const params = new Parameters();
  const call = callSql(params);
  // One OUT or TABLE column: an object keyed by its name, as PostgREST answers.
  const output = fn.singleOutput ? params.add(fn.singleOutput) : null;
  const item = (value: string) =>
    output ? `json_build_object(${output}::text, ${value})` : `to_json(${value})`;
  const text = fn.returnsVoid
    ? `select ${call}, 0 as row_count, null::text as body`
    : fn.returnsSet
      ? `select count(*)::int as row_count, coalesce(json_agg(${item('r')}), '[]'::json)::text as body from ${call} r`
      : `select 1 as row_count, ${item(call)}::text as body`;
  return {
    text,
    params: params.values,
    returnsVoid: fn.returnsVoid,
    returnsSet: fn.returnsSet,
    readsRows: false,
  };
}
