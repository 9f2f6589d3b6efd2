import { ApiError } from './api-error.ts';
import type { Catalog, ColumnInfo, FunctionInfo, Relationship, TableInfo } from './catalog.ts';
import { limitError } from './limits.ts';
import type { Condition, OrderTerm, ReadQuery, SelectItem } from './query-grammar.ts';

// Turns a parsed request into one SQL statement. Every identifier comes from the catalog
// (looked up by the name the client sent, then quoted), every value is a bound parameter.

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

class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function findTable(catalog: Catalog, name: string): TableInfo {
  const table = catalog.tables.get(name);
  if (!table) {
    throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return table;
}

function findColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (!column) throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`);
  return column;
}

const qualifiedTable = (table: TableInfo): string => `public.${quoteIdentifier(table.name)}`;

// ---------------------------------------------------------------------------- select list

/** The bounds the builder applies (see limits.ts); without them a statement is unbounded. */
export interface BuildLimits {
  maxSelectedColumns: number;
  maxRows: number;
}

const UNBOUNDED: BuildLimits = {
  maxSelectedColumns: Number.POSITIVE_INFINITY,
  maxRows: Number.POSITIVE_INFINITY,
};

interface Scope {
  catalog: Catalog;
  params: Parameters;
  nextAlias: () => string;
  limits: BuildLimits;
  /** Output columns so far, all levels together (a star counts its table's columns). */
  selected: number;
}

function countSelected(scope: Scope, columns: number): void {
  scope.selected += columns;
  if (scope.selected > scope.limits.maxSelectedColumns) {
    throw limitError('select asks for too many columns', scope.limits.maxSelectedColumns);
  }
}

function selectList(scope: Scope, table: TableInfo, alias: string, items: SelectItem[]): string {
  return items.map((item) => selectItemSql(scope, table, alias, item)).join(', ');
}

function selectItemSql(scope: Scope, table: TableInfo, alias: string, item: SelectItem): string {
  if (item.kind === 'star') {
    countSelected(scope, table.columns.size);
    return `${alias}.*`;
  }
  if (item.kind === 'embed') return embedExpression(scope, table, alias, item);
  countSelected(scope, 1);
  const column = findColumn(table, item.name);
  return `${alias}.${quoteIdentifier(column.name)} as ${quoteIdentifier(item.alias ?? column.name)}`;
}

/**
 * `category:categories(name,slug)`: a many-to-one embed becomes one JSON object (or null),
 * a one-to-many embed a JSON array, both as correlated subqueries under the caller's RLS.
 */
function embedExpression(
  scope: Scope,
  parent: TableInfo,
  parentAlias: string,
  embed: Extract<SelectItem, { kind: 'embed' }>,
): string {
  const target = scope.catalog.tables.get(embed.relation);
  if (!target) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${embed.relation}' in the schema cache`,
    );
  }
  const { relationship, toOne } = findRelationship(scope.catalog, parent, target, embed.hint);
  const alias = scope.nextAlias();
  const [childColumns, parentColumns] = toOne
    ? [relationship.referencedColumns, relationship.columns]
    : [relationship.columns, relationship.referencedColumns];
  const join = childColumns
    .map(
      (column, i) =>
        `${alias}.${quoteIdentifier(column)} = ${parentAlias}.${quoteIdentifier(parentColumns[i] as string)}`,
    )
    .join(' and ');
  // A to-many list is capped like a response; a to-one embed is one row by its key.
  const cap = !toOne && Number.isFinite(scope.limits.maxRows) ? ` limit ${scope.limits.maxRows}` : '';
  const rows = `select ${selectList(scope, target, alias, embed.select)} from ${qualifiedTable(target)} ${alias} where ${join}${cap}`;
  const value = toOne
    ? `(select row_to_json(${alias}_row) from (${rows}) ${alias}_row)`
    : `(select coalesce(json_agg(${alias}_row), '[]'::json) from (${rows}) ${alias}_row)`;
  return `${value} as ${quoteIdentifier(embed.alias ?? embed.relation)}`;
}

function findRelationship(
  catalog: Catalog,
  parent: TableInfo,
  target: TableInfo,
  hint: string | null,
): { relationship: Relationship; toOne: boolean } {
  const matchesHint = (relationship: Relationship): boolean =>
    hint === null || relationship.constraint === hint || relationship.columns.includes(hint);
  const candidates = [
    ...catalog.relationships
      .filter((r) => r.table === parent.name && r.referencedTable === target.name && matchesHint(r))
      .map((relationship) => ({ relationship, toOne: true })),
    ...catalog.relationships
      .filter((r) => r.table === target.name && r.referencedTable === parent.name && matchesHint(r))
      .map((relationship) => ({ relationship, toOne: false })),
  ];
  const [first, second] = candidates;
  if (!first) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${target.name}' in the schema cache`,
    );
  }
  if (second) {
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${target.name}'`,
      null,
      'Name the foreign key to use with relation!constraint',
    );
  }
  return first;
}

// ---------------------------------------------------------------------------- conditions

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function conditionSql(table: TableInfo, alias: string, params: Parameters, condition: Condition): string {
  if (condition.kind === 'group') {
    const joined = condition.conditions
      .map((inner) => conditionSql(table, alias, params, inner))
      .join(` ${condition.operator} `);
    return condition.negated ? `not (${joined})` : `(${joined})`;
  }
  const column = findColumn(table, condition.column);
  const target = `${alias}.${quoteIdentifier(column.name)}`;
  let sql: string;
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
  }
  return condition.negated ? `not (${sql})` : sql;
}

function whereClause(table: TableInfo, alias: string, params: Parameters, conditions: Condition[]): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((condition) => conditionSql(table, alias, params, condition)).join(' and ')}`;
}

function orderClause(table: TableInfo, alias: string, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const column = findColumn(table, term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${alias}.${quoteIdentifier(column.name)} ${term.direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function newScope(catalog: Catalog, limits: BuildLimits = UNBOUNDED): Scope {
  let counter = 0;
  return { catalog, params: new Parameters(), nextAlias: () => `pgrst_${++counter}`, limits, selected: 0 };
}

// ---------------------------------------------------------------------------- statements

/**
 * Rows as one JSON array text plus their number: `{ row_count, body }`. A limit above
 * `limits.maxRows`, or none, becomes maxRows (PostgREST's db-max-rows).
 */
export function buildRead(
  catalog: Catalog,
  tableName: string,
  query: ReadQuery,
  limits: BuildLimits = UNBOUNDED,
): Statement {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  const columns = selectList(scope, table, 't', query.select);
  const where = whereClause(table, 't', scope.params, query.where);
  const order = orderClause(table, 't', query.order);
  const rowLimit = Math.min(query.limit ?? Number.POSITIVE_INFINITY, limits.maxRows);
  const limit = Number.isFinite(rowLimit) ? ` limit ${scope.params.add(rowLimit)}` : '';
  const offset = query.offset === 0 ? '' : ` offset ${scope.params.add(query.offset)}`;
  return {
    text:
      `select count(*)::int as row_count, coalesce(json_agg(r), '[]'::json)::text as body from (` +
      `select ${columns} from ${qualifiedTable(table)} t${where}${order}${limit}${offset}) r`,
    params: scope.params.values,
  };
}

/** The total for `Prefer: count=exact`, ignoring limit and offset. */
export function buildCount(catalog: Catalog, tableName: string, query: ReadQuery): Statement {
  const table = findTable(catalog, tableName);
  const params = new Parameters();
  const where = whereClause(table, 't', params, query.where);
  return {
    text: `select count(*)::int as total from ${qualifiedTable(table)} t${where}`,
    params: params.values,
  };
}

/** Wraps a data-modifying statement so its rows come back shaped by `select`. */
function withRepresentation(
  scope: Scope,
  table: TableInfo,
  modifying: string,
  select: SelectItem[] | null,
): string {
  if (select === null) return modifying;
  return (
    `with pgrst_source as (${modifying} returning t.*) ` +
    `select count(*)::int as row_count, coalesce(json_agg(r), '[]'::json)::text as body from (` +
    `select ${selectList(scope, table, 't', select)} from pgrst_source t) r`
  );
}

function checkedColumns(table: TableInfo, names: string[]): string {
  return names
    .map((name) => {
      if (!table.columns.has(name)) {
        throw new ApiError(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        );
      }
      return quoteIdentifier(name);
    })
    .join(', ');
}

/** Rows from a JSON array, as PostgREST inserts them; `select` null means return=minimal. */
export function buildInsert(
  catalog: Catalog,
  tableName: string,
  rows: Record<string, unknown>[],
  columns: string[],
  select: SelectItem[] | null,
  limits: BuildLimits = UNBOUNDED,
): Statement {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  const list = checkedColumns(table, columns);
  const body = scope.params.add(JSON.stringify(rows));
  const insert =
    `insert into ${qualifiedTable(table)} as t (${list}) ` +
    `select ${list} from json_populate_recordset(null::${qualifiedTable(table)}, ${body}::json)`;
  return { text: withRepresentation(scope, table, insert, select), params: scope.params.values };
}

export function buildUpdate(
  catalog: Catalog,
  tableName: string,
  values: Record<string, unknown>,
  query: ReadQuery,
  select: SelectItem[] | null,
  limits: BuildLimits = UNBOUNDED,
): Statement {
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  const list = checkedColumns(table, Object.keys(values));
  const body = scope.params.add(JSON.stringify(values));
  const where = whereClause(table, 't', scope.params, query.where);
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
  const table = findTable(catalog, tableName);
  const scope = newScope(catalog, limits);
  const where = whereClause(table, 't', scope.params, query.where);
  return {
    text: withRepresentation(scope, table, `delete from ${qualifiedTable(table)} as t${where}`, select),
    params: scope.params.values,
  };
}

// ---------------------------------------------------------------------------- rpc

/** The overload whose argument names cover the body's keys and every argument without default. */
export function findFunction(catalog: Catalog, name: string, args: Record<string, unknown>): FunctionInfo {
  const keys = Object.keys(args);
  const match = (catalog.functions.get(name) ?? []).find(
    (fn) =>
      keys.every((key) => fn.arguments.some((argument) => argument.name === key)) &&
      fn.arguments.every((argument) => argument.hasDefault || keys.includes(argument.name)),
  );
  if (!match) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.sort().join(', ')}) in the schema cache`,
    );
  }
  return match;
}

function argumentValue(params: Parameters, type: string, isArray: boolean, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (isArray && Array.isArray(value)) return `${params.add(toArrayLiteral(value))}::${type}`;
  return `${params.add(typeof value === 'object' ? JSON.stringify(value) : String(value))}::${type}`;
}

/** `select public.fn(a => $1::type, …)` returning a JSON text body (or nothing for void). */
export function buildRpc(
  catalog: Catalog,
  name: string,
  args: Record<string, unknown>,
): Statement & { returnsVoid: boolean } {
  const fn = findFunction(catalog, name, args);
  const params = new Parameters();
  const call = `public.${quoteIdentifier(fn.name)}(${fn.arguments
    .filter((argument) => argument.name in args)
    .map(
      (argument) =>
        `${quoteIdentifier(argument.name)} => ${argumentValue(params, argument.type, argument.isArray, args[argument.name])}`,
    )
    .join(', ')})`;
  const text = fn.returnsVoid
    ? `select ${call}`
    : fn.returnsSet
      ? `select coalesce(json_agg(r), '[]'::json)::text as body from ${call} r`
      : `select to_json(${call})::text as body`;
  return { text, params: params.values, returnsVoid: fn.returnsVoid };
}
