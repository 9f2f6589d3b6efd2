import { ApiError } from './api-error.ts';
import type { Catalog, ColumnInfo, FunctionInfo, Relationship, TableInfo } from './catalog.ts';
import { limitError } from './limits.ts';
import type { Condition, EmbedItem, SelectItem } from './query-grammar.ts';

// Plans a parsed request against the catalog, before any SQL is written (sql-writer.ts): which
// table, column, function or foreign key each name the client sent means, how many rows an
// embed may hold, and the bounds a request must stay within. Refusals carry PostgREST's codes.

/** The bounds a statement is planned within (see limits.ts); without them a statement is unbounded. */
export interface BuildLimits {
  maxSelectedColumns: number;
  maxRows: number;
  /**
   * Rows an embed two or more levels deep may multiply to: the outer rows' cap times each
   * embedded list's cap along the path (a to-one embed, or a filter pinning a unique key, is 1).
   */
  maxEmbedRows?: number;
}

export const UNBOUNDED: BuildLimits = {
  maxSelectedColumns: Number.POSITIVE_INFINITY,
  maxRows: Number.POSITIVE_INFINITY,
};

export function findTable(catalog: Catalog, name: string): TableInfo {
  const table = catalog.tables.get(name);
  if (!table) {
    throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return table;
}

export function findColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (!column) throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`);
  return column;
}

/** The names, each a column of the table (PGRST204 otherwise). */
export function checkColumns(table: TableInfo, names: string[]): string[] {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
  }
  return names;
}

export const embedsOf = (items: SelectItem[]): EmbedItem[] =>
  items.filter((item): item is EmbedItem => item.kind === 'embed');

/** An embed's key must be unique in its object: `users(*),users(*)` needs an alias on one. */
export function checkOutputKeys(table: TableInfo, items: SelectItem[]): void {
  const keys = new Set<string>();
  const embedKeys: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') for (const name of table.columns.keys()) keys.add(name);
    else if (item.kind === 'column') keys.add(item.alias ?? item.name);
    else if (item.select.length > 0) embedKeys.push(item.alias ?? item.relation);
  }
  for (const key of embedKeys) {
    if (keys.has(key)) {
      throw new ApiError(
        400,
        'PGRST100',
        `"${key}" appears twice in the select of '${table.name}'`,
        'each key of a JSON object must be unique',
        `Give the embed its own name: ${key}_2:${key}(…)`,
      );
    }
    keys.add(key);
  }
}

/** An embed resolved: its table, whether it is one object, and its join's (child, parent) columns. */
export interface EmbedPlan {
  target: TableInfo;
  toOne: boolean;
  pairs: [child: string, parent: string][];
}

/** The relationship an embed names from its parent table (PGRST200, PGRST201 otherwise). */
export function planEmbed(catalog: Catalog, parent: TableInfo, embed: EmbedItem): EmbedPlan {
  const target = catalog.tables.get(embed.relation);
  if (!target) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${embed.relation}' in the schema cache`,
    );
  }
  const { relationship, toOne, forward } = findRelationship(catalog, parent, target, embed.hint);
  const [childColumns, parentColumns] = forward
    ? [relationship.referencedColumns, relationship.columns]
    : [relationship.columns, relationship.referencedColumns];
  const pairs = childColumns.map((column, i): [string, string] => [column, parentColumns[i] as string]);
  return { target, toOne, pairs };
}

/** Rows an embedded list may hold: 1 for a to-one embed or a pinned unique key, else its limit. */
export function rowCap(
  limits: BuildLimits,
  table: TableInfo,
  toOne: boolean,
  where: Condition[],
  limit: number | null,
) {
  if (toOne || pinsUniqueKey(table, where)) return 1;
  return Math.min(limit ?? Number.POSITIVE_INFINITY, limits.maxRows);
}

/** True when plain `eq` filters (outside or/and) cover every column of a primary or unique key. */
function pinsUniqueKey(table: TableInfo, where: Condition[]): boolean {
  const pinned = new Set(
    where.flatMap((condition) =>
      condition.kind === 'filter' && condition.operator === 'eq' && !condition.negated
        ? [condition.column]
        : [],
    ),
  );
  return (table.uniqueKeys ?? []).some((key) => key.every((column) => pinned.has(column)));
}

/** An embed two or more levels deep may not multiply past `maxEmbedRows` rows. */
export function checkEmbedRows(limits: BuildLimits, embed: EmbedItem, depth: number, rows: number): void {
  const bound = limits.maxEmbedRows ?? Number.POSITIVE_INFINITY;
  if (depth >= 2 && rows > bound) {
    throw limitError(
      `embedding '${embed.alias ?? embed.relation}' two levels deep may return ${Number.isFinite(rows) ? rows : 'unbounded'} rows`,
      bound,
      'Bound the outer rows (limit, or eq on a unique column) and each embedded list (<embed>.limit).',
    );
  }
}

function findRelationship(
  catalog: Catalog,
  parent: TableInfo,
  target: TableInfo,
  hint: string | null,
): { relationship: Relationship; toOne: boolean; forward: boolean } {
  const matchesHint = (relationship: Relationship): boolean =>
    hint === null || relationship.constraint === hint || relationship.columns.includes(hint);
  // A foreign key whose columns are also a unique key is one-to-one: its reverse is an object.
  const uniqueOn = (table: TableInfo, columns: string[]): boolean =>
    (table.uniqueKeys ?? []).some(
      (key) => key.length === columns.length && key.every((column) => columns.includes(column)),
    );
  if (parent.name === target.name) return findSelfRelationship(catalog, parent, hint, uniqueOn);
  const candidates = [
    ...catalog.relationships
      .filter((r) => r.table === parent.name && r.referencedTable === target.name && matchesHint(r))
      .map((relationship) => ({ relationship, toOne: true, forward: true })),
    ...catalog.relationships
      .filter((r) => r.table === target.name && r.referencedTable === parent.name && matchesHint(r))
      .map((relationship) => ({
        relationship,
        toOne: uniqueOn(target, relationship.columns),
        forward: false,
      })),
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

/**
 * A table embedded in itself (`collections(*)` on `collections`), as PostgREST resolves it: the
 * table's name means the rows that point at this one (one-to-many, an array), and a hint must
 * name the pointing column (`collections!parent_id(*)`); a constraint name finds nothing
 * (PGRST200). Several such foreign keys without a hint are ambiguous (PGRST201, a 300).
 */
function findSelfRelationship(
  catalog: Catalog,
  table: TableInfo,
  hint: string | null,
  uniqueOn: (table: TableInfo, columns: string[]) => boolean,
): { relationship: Relationship; toOne: boolean; forward: boolean } {
  const candidates = catalog.relationships.filter(
    (r) =>
      r.table === table.name &&
      r.referencedTable === table.name &&
      (hint === null || (r.columns.length === 1 && r.columns[0] === hint)),
  );
  const [first, second] = candidates;
  if (!first) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table.name}' and '${table.name}' in the schema cache`,
      hint === null
        ? null
        : `Searched for a foreign key relationship between '${table.name}' and '${table.name}' using the hint '${hint}' in the schema 'public', but no matches were found.`,
    );
  }
  if (second) {
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${table.name}' and '${table.name}'`,
      null,
      'Name the foreign key to use with relation!column',
    );
  }
  return { relationship: first, toOne: uniqueOn(table, first.columns), forward: false };
}

/** The overload whose argument names cover the body's keys and every argument without default. */
export function findFunction(catalog: Catalog, name: string, args: Record<string, unknown>): FunctionInfo {
  const keys = Object.keys(args);
  const matches = (catalog.functions.get(name) ?? []).filter(
    (fn) =>
      keys.every((key) => fn.arguments.some((argument) => argument.name === key)) &&
      fn.arguments.every((argument) => argument.hasDefault || keys.includes(argument.name)),
  );
  // Overloads the argument names cannot tell apart: PostgREST refuses to guess (a 300).
  if (matches.length > 1) {
    const candidates = matches
      .map(
        (fn) =>
          `public.${name}(${fn.arguments.map((a) => `${a.name} => ${a.type}${a.isArray ? '[]' : ''}`).join(', ')})`,
      )
      .sort();
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const [match] = matches;
  if (!match) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.sort().join(', ')}) in the schema cache`,
    );
  }
  return match;
}
