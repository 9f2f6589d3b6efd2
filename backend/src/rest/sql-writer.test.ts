import type { Catalog, TableInfo } from './catalog.ts';
import { parseTableQuery } from './query-grammar.ts';
import {
  buildCount,
  buildInsert,
  buildRead,
  buildRpc,
  quoteIdentifier,
  toArrayLiteral,
} from './sql-writer.ts';

function table(name: string, columns: [string, string][]): TableInfo {
  return {
    name,
    columns: new Map(
      columns.map(([column, type]) => [column, { name: column, type, isArray: type.endsWith('[]') }]),
    ),
  };
}

const catalog: Catalog = {
  tables: new Map([
    [
      'articles',
      table('articles', [
        ['id', 'uuid'],
        ['slug', 'text'],
        ['title', 'text'],
        ['keywords', 'text[]'],
        ['category_id', 'uuid'],
        ['published', 'boolean'],
      ]),
    ],
    [
      'categories',
      table('categories', [
        ['id', 'uuid'],
        ['name', 'text'],
        ['slug', 'text'],
      ]),
    ],
  ]),
  relationships: [
    {
      constraint: 'articles_category_id_fkey',
      table: 'articles',
      columns: ['category_id'],
      referencedTable: 'categories',
      referencedColumns: ['id'],
    },
  ],
  functions: new Map([
    [
      'submit_quote',
      [
        {
          name: 'submit_quote',
          arguments: [{ name: 'payload', type: 'jsonb', isArray: false, hasDefault: false }],
          returnsVoid: false,
          returnsSet: false,
        },
      ],
    ],
    [
      'increment',
      [
        {
          name: 'increment',
          arguments: [{ name: 'document_id', type: 'uuid', isArray: false, hasDefault: false }],
          returnsVoid: true,
          returnsSet: false,
        },
      ],
    ],
  ]),
};

const read = (search: string) => buildRead(catalog, 'articles', parseTableQuery(new URLSearchParams(search)));

describe('identifiers and literals', () => {
  test.each([
    ['slug', '"slug"'],
    ['we"ird', '"we""ird"'],
  ])('quoteIdentifier(%s)', (name, quoted) => {
    expect(quoteIdentifier(name)).toBe(quoted);
  });

  test.each([
    [['a', 'b'], '{"a","b"}'],
    [['a,b', 'say "hi"', 'back\\slash'], '{"a,b","say \\"hi\\"","back\\\\slash"}'],
    [[null, 1], '{NULL,"1"}'],
  ])('toArrayLiteral(%j)', (values, literal) => {
    expect(toArrayLiteral(values)).toBe(literal);
  });
});

describe('buildRead', () => {
  test('values become parameters, never SQL', () => {
    const statement = read("select=id&slug=eq.x' or '1'='1&title=ilike.*a*");
    expect(statement.text).not.toContain("'1'='1");
    expect(statement.text).toContain('t."slug" = $1');
    expect(statement.text).toContain('t."title"::text ilike $2');
    expect(statement.params).toEqual(["x' or '1'='1", '%a%']);
  });

  test('a many-to-one embed is a correlated JSON object under the alias', () => {
    const statement = read('select=title,category:categories(name)');
    expect(statement.text).toContain(
      '(select row_to_json(pgrst_1_row) from (select pgrst_1."name" as "name" from public."categories" pgrst_1 where pgrst_1."id" = t."category_id") pgrst_1_row) as "category"',
    );
  });

  test('a one-to-many embed is a JSON array', () => {
    const statement = buildRead(
      catalog,
      'categories',
      parseTableQuery(new URLSearchParams('select=name,articles(slug)')),
    );
    expect(statement.text).toContain(`coalesce(json_agg(pgrst_1_row), '[]'::json)`);
    expect(statement.text).toContain('where pgrst_1."category_id" = t."id"');
  });

  test('in, cs and is use the column type from the catalog', () => {
    const statement = read('select=id&id=in.(a,b)&keywords=cs.{huile}&category_id=is.null');
    expect(statement.text).toContain('t."id" = any($1::uuid[])');
    expect(statement.text).toContain('t."keywords" @> $2::text[]');
    expect(statement.text).toContain('t."category_id" is null');
    expect(statement.params).toEqual(['{"a","b"}', '{huile}']);
  });

  test('or groups, order, limit and offset', () => {
    const statement = read(
      'select=id&or=(title.ilike.*x*,slug.not.eq.y)&order=title.desc.nullslast&limit=5&offset=10',
    );
    expect(statement.text).toContain('where (t."title"::text ilike $1 or not (t."slug" = $2))');
    expect(statement.text).toContain('order by t."title" desc nulls last limit $3 offset $4');
    expect(statement.params).toEqual(['%x%', 'y', 5, 10]);
  });

  test('the count ignores paging', () => {
    const statement = buildCount(
      catalog,
      'articles',
      parseTableQuery(new URLSearchParams('published=eq.true&limit=1')),
    );
    expect(statement.text).toBe(
      'select count(*)::int as total from public."articles" t where t."published" = $1',
    );
  });

  test.each([
    ['select=password', 400, '42703'],
    ['select=id&password=eq.x', 400, '42703'],
    ['select=id&order=password', 400, '42703'],
    ['select=id,users(*)', 400, 'PGRST200'],
  ])('%s → %i %s', (search, status, code) => {
    expect(() => read(search)).toThrow(expect.objectContaining({ status, code }));
  });

  test('an unknown table is 404 PGRST205', () => {
    expect(() => buildRead(catalog, 'users', parseTableQuery(new URLSearchParams()))).toThrow(
      expect.objectContaining({ status: 404, code: 'PGRST205' }),
    );
  });
});

describe('buildInsert', () => {
  test('rows travel as one JSON parameter; minimal returns only their number', () => {
    const statement = buildInsert(catalog, 'categories', [{ name: 'A', slug: 'a' }], ['name', 'slug'], null);
    expect(statement.text).toBe(
      'with pgrst_source as (insert into public."categories" as t ("name", "slug") select "name", "slug" from json_populate_recordset(null::public."categories", $1::json) returning 1) select count(*)::int as row_count, null::text as body from pgrst_source',
    );
    expect(statement.params).toEqual(['[{"name":"A","slug":"a"}]']);
  });

  test('representation returns the rows shaped by select', () => {
    const statement = buildInsert(catalog, 'categories', [{ name: 'A' }], ['name'], [{ kind: 'star' }]);
    expect(statement.text).toContain('returning t.*) select count(*)::int as row_count');
  });

  test('missing=default: each row laid over the columns defaults, as PostgREST builds it', () => {
    const withDefault: Catalog = {
      ...catalog,
      tables: new Map([
        [
          'categories',
          {
            ...(catalog.tables.get('categories') as TableInfo),
            columns: new Map(
              [...(catalog.tables.get('categories') as TableInfo).columns].map(([name, column]) => [
                name,
                name === 'slug' ? { ...column, defaultExpression: "'sans-titre'::text" } : column,
              ]),
            ),
          },
        ],
      ]),
    };
    const rows = [{ name: 'A' }, { name: 'B', slug: 'b' }];
    const statement = buildInsert(withDefault, 'categories', rows, ['name', 'slug'], null, undefined, {
      missingDefault: true,
    });
    expect(statement.text).toContain(
      `jsonb_populate_recordset(null::public."categories", (select jsonb_agg(jsonb_build_object('slug', 'sans-titre'::text) || elem) from jsonb_array_elements($1::jsonb) elem))`,
    );
    expect(statement.params).toEqual([JSON.stringify(rows)]);
  });

  test('upsert: merge updates the inserted columns on the primary key, ignore does nothing', () => {
    const withKey: Catalog = {
      ...catalog,
      tables: new Map([
        ['categories', { ...(catalog.tables.get('categories') as TableInfo), primaryKey: ['id'] }],
      ]),
    };
    const rows = [{ id: 'c1', name: 'A' }];
    expect(
      buildInsert(withKey, 'categories', rows, ['id', 'name'], null, undefined, {
        resolution: 'merge-duplicates',
      }).text,
    ).toContain('on conflict ("id") do update set "id" = excluded."id", "name" = excluded."name"');
    expect(
      buildInsert(withKey, 'categories', rows, ['id', 'name'], null, undefined, {
        resolution: 'ignore-duplicates',
        onConflict: ['name'],
      }).text,
    ).toContain('on conflict ("name") do nothing');
  });

  test('an unknown column is 400 PGRST204', () => {
    expect(() => buildInsert(catalog, 'categories', [{ admin: true }], ['admin'], null)).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST204' }),
    );
  });
});

describe('buildRpc', () => {
  test('named, typed arguments; JSON for json arguments', () => {
    expect(buildRpc(catalog, 'submit_quote', { payload: { surface: 25 } })).toEqual({
      text: 'select 1 as row_count, to_json(public."submit_quote"("payload" => $1::jsonb))::text as body',
      params: ['{"surface":25}'],
      returnsVoid: false,
      returnsSet: false,
      readsRows: false,
    });
  });

  test('a void function', () => {
    expect(buildRpc(catalog, 'increment', { document_id: 'd1' })).toEqual({
      text: 'select public."increment"("document_id" => $1::uuid), 0 as row_count, null::text as body',
      params: ['d1'],
      returnsVoid: true,
      returnsSet: false,
      readsRows: false,
    });
  });

  test.each([
    ['nope', {}],
    ['increment', {}],
    ['increment', { document_id: 'd1', extra: 1 }],
  ])('%s(%j) is 404 PGRST202', (name, args) => {
    expect(() => buildRpc(catalog, name, args)).toThrow(
      expect.objectContaining({ status: 404, code: 'PGRST202' }),
    );
  });
});
