/**
 * The `Database` type of the public schema, read from a migrated database's catalog in the shape
 * `supabase gen types typescript` writes (Tables with Row/Insert/Update/Relationships, Functions
 * with Args/Returns), so `createClient<Database>` types every `from()` and `rpc()` call.
 * Written to shared/src/backend/database.types.ts by `npm run db:diff -w backend`; the backend
 * suite checks it is current (backend/test/schema-files.test.ts).
 */
import type { Queryable } from '../src/db/database.ts';

interface ColumnRow {
  table_name: string;
  kind: string;
  column_name: string;
  type_name: string;
  element_type: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ForeignKeyRow {
  table_name: string;
  name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface EnumRow {
  name: string;
  labels: string[];
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  defaults: number;
  return_type: string;
  return_relation: string | null;
  returns_set: boolean;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

const tsType = (name: string, element: string | null = null): string =>
  element ? `${tsType(element)}[]` : (SCALARS[name] ?? 'unknown');

const property = (name: string) => (/^[A-Za-z_]\w*$/.test(name) ? name : JSON.stringify(name));

export async function readDatabaseTypes(db: Queryable): Promise<string> {
  const columns = (
    await db.query<ColumnRow>(`
      select c.relname as table_name, c.relkind::text as kind, a.attname as column_name,
             t.typname as type_name, e.typname as element_type, a.attnotnull as not_null,
             a.atthasdef as has_default, a.attidentity::text as identity,
             a.attgenerated::text as generated
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
        left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
         and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`)
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKeyRow>(`
      select c.relname as table_name, k.conname as name,
             array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
             r.relname as referenced_table,
             array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                     join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[] as referenced_columns,
             exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique
                        and i.indkey::int2[] @> k.conkey and k.conkey @> i.indkey::int2[]) as one_to_one
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_class r on r.oid = k.confrelid
        join pg_namespace rn on rn.oid = r.relnamespace
       where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
       order by c.relname, k.conname`)
  ).rows;
  const functions = (
    await db.query<FunctionRow>(`
      select p.proname as name, p.proargnames::text[] as arg_names,
             array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(o, i)
                     join pg_type t on t.oid = u.o order by u.i)::text[] as arg_types,
             p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as defaults,
             rt.typname as return_type,
             (select c.relname from pg_class c where c.oid = rt.typrelid and rt.typrelid <> 0) as return_relation,
             p.proretset as returns_set
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_type rt on rt.oid = p.prorettype
       where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
       order by p.proname`)
  ).rows;

  const enums = (
    await db.query(`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
        from pg_type t
        join pg_namespace n on n.oid = t.typnamespace
        join pg_enum e on e.enumtypid = t.oid
       where n.nspname = 'public'
       group by t.typname
       order by t.typname`)
  ).rows as unknown as EnumRow[];
  const enumNames = new Set(enums.map((type) => type.name));
  /** A column's or argument's type: a public enum by name, as supabase-js expects, else a scalar. */
  const typeOf = (name: string, element: string | null = null): string => {
    if (element) return `${typeOf(element)}[]`;
    return enumNames.has(name) ? `Database['public']['Enums'][${JSON.stringify(name)}]` : tsType(name);
  };

  const tables = [...new Set(columns.map((column) => column.table_name))];
  const tableText = (table: string) => {
    const own = columns.filter((column) => column.table_name === table);
    const columnType = (column: ColumnRow) =>
      `${typeOf(column.type_name, column.element_type)}${column.not_null ? '' : ' | null'}`;
    const row = own.map((column) => `          ${property(column.column_name)}: ${columnType(column)}`);
    const insert = own.map((column) => {
      if (column.generated === 's' || column.identity === 'a')
        return `          ${property(column.column_name)}?: never`;
      const optional = !column.not_null || column.has_default || column.identity !== '';
      return `          ${property(column.column_name)}${optional ? '?' : ''}: ${columnType(column)}`;
    });
    const update = own.map((column) =>
      column.generated === 's' || column.identity === 'a'
        ? `          ${property(column.column_name)}?: never`
        : `          ${property(column.column_name)}?: ${columnType(column)}`,
    );
    const relationships = foreignKeys
      .filter((key) => key.table_name === table)
      .map(
        (key) => `          {
            foreignKeyName: ${JSON.stringify(key.name)}
            columns: ${JSON.stringify(key.columns)}
            isOneToOne: ${key.one_to_one}
            referencedRelation: ${JSON.stringify(key.referenced_table)}
            referencedColumns: ${JSON.stringify(key.referenced_columns)}
          },`,
      );
    return `      ${property(table)}: {
        Row: {
${row.join('\n')}
        }
        Insert: {
${insert.join('\n')}
        }
        Update: {
${update.join('\n')}
        }
        Relationships: [${relationships.length ? `\n${relationships.join('\n')}\n        ` : ''}]
      }`;
  };
  const functionText = (fn: FunctionRow) => {
    const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
    const names = fn.arg_names ?? [];
    const inputs = fn.arg_types
      .map((type, i) => ({ type, mode: modes[i] ?? 'i', name: names[i] ?? `arg${i}` }))
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const outputs = fn.arg_types
      .map((type, i) => ({ type, mode: modes[i] ?? 'i', name: names[i] ?? `column${i}` }))
      .filter((arg) => arg.mode === 't' || arg.mode === 'o' || arg.mode === 'b');
    const args = inputs.length
      ? `{ ${inputs
          .map(
            (arg, i) =>
              `${property(arg.name)}${i >= inputs.length - fn.defaults ? '?' : ''}: ${typeOf(arg.type.replace(/^_/, ''), arg.type.startsWith('_') ? arg.type.slice(1) : null)}`,
          )
          .join('; ')} }`
      : 'never';
    let returns: string;
    if (fn.return_relation && tables.includes(fn.return_relation))
      returns = `Database['public']['Tables'][${JSON.stringify(fn.return_relation)}]['Row']`;
    else if (outputs.length && fn.return_type === 'record')
      returns = `{ ${outputs.map((out) => `${property(out.name)}: ${typeOf(out.type.replace(/^_/, ''), out.type.startsWith('_') ? out.type.slice(1) : null)}`).join('; ')} }`;
    else
      returns = typeOf(
        fn.return_type.replace(/^_/, ''),
        fn.return_type.startsWith('_') ? fn.return_type.slice(1) : null,
      );
    if (fn.returns_set)
      returns = `${returns.includes(' ') && !returns.startsWith('{') ? `(${returns})` : returns}[]`;
    return `      ${property(fn.name)}: {
        Args: ${args}
        Returns: ${returns}
      }`;
  };

  const baseTables = tables.filter((table) => columns.find((c) => c.table_name === table)?.kind !== 'v');
  const views = tables.filter((table) => !baseTables.includes(table));
  const block = (items: string[]) =>
    items.length ? `{\n${items.join('\n')}\n    }` : '{\n      [_ in never]: never\n    }';
  return `// Generated from supabase/schemas/ by \`npm run db:diff -w backend\` (backend/tools/database-types.ts):
// do not edit. The public schema as supabase-js sees it; a column or function renamed in a
// schema file changes this file and fails \`tsc\` where it is used.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${block(baseTables.map(tableText))}
    Views: ${block(views.map(tableText))}
    Functions: ${block(functions.map(functionText))}
    Enums: ${block(enums.map((type) => `      ${property(type.name)}: ${type.labels.map((label) => JSON.stringify(label)).join(' | ')}`))}
    CompositeTypes: {
      [_ in never]: never
    }
  }
};

type PublicSchema = Database['public'];

/** A table's row as a select of every column returns it. */
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
/** What an insert into a table accepts. */
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
/** What an update of a table accepts. */
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
/** The values of an enum type, as a union. */
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

/** Each enum's values in the order the type declares them, for lists and checks at run time. */
export const Constants = {
  public: {
    Enums: {${enums.map((type) => `\n      ${property(type.name)}: [${type.labels.map((label) => JSON.stringify(label)).join(', ')}],`).join('')}
    },
  },
} as const;
`;
}
