import type { Database } from '../db/database.ts';

// What the REST layer may name in SQL: the tables, columns, foreign keys and functions of
// schema public, read once from the system catalog (PostgREST's "schema cache").

export interface ColumnInfo {
  name: string;
  /** As format_type() prints it, e.g. `text[]`, `timestamp with time zone`. */
  type: string;
  isArray: boolean;
  /** The column's default as SQL from the catalog (an identity column: its sequence's nextval). */
  defaultExpression?: string | null;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  /** Primary key columns (empty for views): the default conflict target of an upsert. */
  primaryKey?: string[];
  /** Every primary-key and unique constraint's columns: an embed through them is one-to-one. */
  uniqueKeys?: string[][];
  /** The database takes one row per anonymous insert here (trigger visitor_one_row_per_request). */
  oneRowPerVisitor?: boolean;
}

export interface Relationship {
  constraint: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

export interface FunctionArgument {
  name: string;
  type: string;
  isArray: boolean;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  arguments: FunctionArgument[];
  returnsVoid: boolean;
  returnsSet: boolean;
  /** The public table whose row type the function returns (set or single), if it does. */
  returnsTable?: string | null;
  /**
   * The name of a function's only OUT or TABLE column: PostgREST answers it as an object
   * (`[{"accepted_at": …}]`), not as the bare value PostgreSQL returns for one column.
   */
  singleOutput?: string | null;
}

export interface Catalog {
  tables: Map<string, TableInfo>;
  relationships: Relationship[];
  functions: Map<string, FunctionInfo[]>;
}

const TABLE_COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as type, t.typcategory = 'A' as is_array,
         case
           when a.attgenerated <> '' then null
           when a.attidentity in ('a', 'd') then format('nextval(%L::regclass)',
             pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
           else pg_get_expr(d.adbin, d.adrelid)
         end as default_expression
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
   where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
     and a.attnum > 0 and not a.attisdropped
   order by c.relname, a.attnum`;

const FOREIGN_KEYS_SQL = `
  select con.conname as constraint_name, src.relname as table_name, dst.relname as referenced_table,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, position)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                order by k.position) as columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, position)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                order by k.position) as referenced_columns
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class dst on dst.oid = con.confrelid
    join pg_namespace n on n.oid = src.relnamespace
   where con.contype = 'f' and n.nspname = 'public' and dst.relnamespace = n.oid`;

const UNIQUE_KEYS_SQL = `
  select c.relname as table_name, con.contype = 'p' as is_primary,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, position)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                order by k.position) as columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
   where con.contype in ('p', 'u') and n.nspname = 'public'
   order by c.relname, con.conname`;

const ONE_ROW_TABLES_SQL = `
  select distinct c.relname as table_name
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
   where n.nspname = 'public' and not t.tgisinternal and p.proname = 'one_visitor_row_per_statement'`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.pronargs as argument_count, p.pronargdefaults as default_count,
         p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
         (select rc.relname from pg_type rt join pg_class rc on rc.oid = rt.typrelid
            join pg_namespace rn on rn.oid = rc.relnamespace
           where rt.oid = p.prorettype and rn.nspname = 'public' and rc.relkind in ('r', 'v', 'm', 'p', 'f'))
           as returns_table,
         coalesce(p.proargnames::text[], '{}') as argument_names,
         coalesce(p.proargmodes::text[], '{}') as argument_modes,
         array(select format_type(x.type_oid, null) from unnest(p.proargtypes) with ordinality x(type_oid, position)
                order by x.position) as argument_types,
         array(select t.typcategory = 'A' from unnest(p.proargtypes) with ordinality x(type_oid, position)
                 join pg_type t on t.oid = x.type_oid order by x.position) as argument_is_array
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f'`;

export async function loadCatalog(db: Database): Promise<Catalog> {
  return db.transaction(async (tx) => {
    const tables = new Map<string, TableInfo>();
    for (const row of (await tx.query(TABLE_COLUMNS_SQL)).rows) {
      const tableName = String(row.table_name);
      let table = tables.get(tableName);
      if (!table) {
        table = { name: tableName, columns: new Map() };
        tables.set(tableName, table);
      }
      const column = {
        name: String(row.column_name),
        type: String(row.type),
        isArray: row.is_array === true,
        defaultExpression: typeof row.default_expression === 'string' ? row.default_expression : null,
      };
      table.columns.set(column.name, column);
    }

    const relationships = (await tx.query(FOREIGN_KEYS_SQL)).rows.map((row) => ({
      constraint: String(row.constraint_name),
      table: String(row.table_name),
      columns: row.columns as string[],
      referencedTable: String(row.referenced_table),
      referencedColumns: row.referenced_columns as string[],
    }));

    for (const row of (await tx.query(UNIQUE_KEYS_SQL)).rows) {
      const table = tables.get(String(row.table_name));
      if (!table) continue;
      const columns = row.columns as string[];
      table.uniqueKeys = [...(table.uniqueKeys ?? []), columns];
      if (row.is_primary === true) table.primaryKey = columns;
    }

    for (const row of (await tx.query(ONE_ROW_TABLES_SQL)).rows) {
      const table = tables.get(String(row.table_name));
      if (table) table.oneRowPerVisitor = true;
    }

    const functions = new Map<string, FunctionInfo[]>();
    for (const row of (await tx.query(FUNCTIONS_SQL)).rows) {
      const info = toFunctionInfo(row);
      if (!info) continue;
      functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
    }
    return { tables, relationships, functions };
  });
}

/** Input arguments only (OUT/TABLE columns are not arguments); unnamed arguments cannot be called by name. */
function toFunctionInfo(row: Record<string, unknown>): FunctionInfo | null {
  const names = row.argument_names as string[];
  const modes = row.argument_modes as string[];
  const types = row.argument_types as string[];
  const isArray = row.argument_is_array as boolean[];
  const inputNames =
    modes.length === 0
      ? names.slice(0, types.length)
      : names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  if (inputNames.length !== types.length || inputNames.some((name) => !name)) return null;
  const firstDefault = types.length - Number(row.default_count);
  const outputs = names.filter((_, i) => ['o', 'b', 't'].includes(modes[i] ?? 'i'));
  return {
    name: String(row.name),
    arguments: types.map((type, i) => ({
      name: inputNames[i] as string,
      type,
      isArray: isArray[i] === true,
      hasDefault: i >= firstDefault,
    })),
    returnsVoid: row.returns_void === true,
    returnsSet: row.returns_set === true,
    returnsTable: typeof row.returns_table === 'string' ? row.returns_table : null,
    singleOutput: outputs.length === 1 ? (outputs[0] as string) : null,
  };
}
