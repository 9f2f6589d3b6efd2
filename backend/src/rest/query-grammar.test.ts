import {
  parseFilter,
  parseLogicTree,
  parseOrder,
  parsePrefer,
  parseRangeHeader,
  parseSelect,
  parseTableQuery,
  splitTopLevel,
} from './query-grammar.ts';

describe('splitTopLevel', () => {
  test.each([
    ['a,b', ['a', 'b']],
    ['a.in.(1,2),b.cs.{x,y}', ['a.in.(1,2)', 'b.cs.{x,y}']],
    ['t.eq."a,b",c.eq.d', ['t.eq."a,b"', 'c.eq.d']],
    ['t.eq.say "hi",c', ['t.eq.say "hi"', 'c']],
    ['and(a.eq.1,b.eq.2),c.eq.3', ['and(a.eq.1,b.eq.2)', 'c.eq.3']],
  ])('%s', (input, expected) => {
    expect(splitTopLevel(input)).toEqual(expected);
  });

  test.each(['(a,b', 'a)', '"open', '{a,b'])('refuses unbalanced %s', (input) => {
    expect(() => splitTopLevel(input)).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
  });
});

/** A left-joined embed as `parseSelect` reads it, with no filter, order or range of its own. */
const embed = (relation: string, select: unknown[], named: { alias?: string; hint?: string } = {}) => ({
  kind: 'embed',
  relation,
  alias: named.alias ?? null,
  hint: named.hint ?? null,
  join: 'left',
  where: [],
  order: [],
  limit: null,
  offset: 0,
  select,
});

describe('parseSelect', () => {
  test.each([
    ['', [{ kind: 'star' }]],
    ['*', [{ kind: 'star' }]],
    [
      'id,title',
      [
        { kind: 'column', name: 'id', alias: null },
        { kind: 'column', name: 'title', alias: null },
      ],
    ],
    ['nom:name', [{ kind: 'column', name: 'name', alias: 'nom' }]],
    [
      '*,category:categories(name,slug)',
      [
        { kind: 'star' },
        embed(
          'categories',
          [
            { kind: 'column', name: 'name', alias: null },
            { kind: 'column', name: 'slug', alias: null },
          ],
          { alias: 'category' },
        ),
      ],
    ],
    ['categories(*)', [embed('categories', [{ kind: 'star' }])]],
    [
      'c:categories!articles_category_id_fkey(id)',
      [
        embed('categories', [{ kind: 'column', name: 'id', alias: null }], {
          alias: 'c',
          hint: 'articles_category_id_fkey',
        }),
      ],
    ],
  ])('%j', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected);
  });

  test.each([
    ['users!inner(id)', { relation: 'users', hint: null, join: 'inner' }],
    ['users!left(id)', { relation: 'users', hint: null, join: 'left' }],
    [
      'u:users!messages_user_fkey!inner(id)',
      { relation: 'users', hint: 'messages_user_fkey', join: 'inner' },
    ],
    ['users()', { relation: 'users', select: [] }],
  ])('embed %s', (input, expected) => {
    expect(parseSelect(input)[0]).toMatchObject(expected);
  });

  test.each(['id::text', 'data->x', 'a;drop', 'categories(name', 'id,,title', '1abc'])(
    'refuses %s',
    (input) => {
      expect(() => parseSelect(input)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    },
  );
});

/** The plain filter `parseFilter` reads from `column=operator.value` (negated by `not.`). */
const filter = (column: string, operator: string, value: unknown, negated = false) => ({
  kind: 'filter',
  column,
  operator,
  negated,
  value,
});

describe('parseFilter', () => {
  test.each([
    ['slug', 'eq.mon-article', filter('slug', 'eq', 'mon-article')],
    ['id', 'neq.1', filter('id', 'neq', '1')],
    ['title', 'ilike.*parquet*', filter('title', 'ilike', '*parquet*')],
    ['id', 'in.(a,"b,c")', filter('id', 'in', ['a', 'b,c'])],
    ['id', 'in.()', filter('id', 'in', [])],
    ['id', 'not.is.null', filter('id', 'is', 'null', true)],
    ['keywords', 'cs.{huile}', filter('keywords', 'cs', '{huile}')],
    ['rating', 'gte.4', filter('rating', 'gte', '4')],
    ['slug', "eq.x' or 1=1 --", filter('slug', 'eq', "x' or 1=1 --")],
  ])('%s=%s', (column, expression, expected) => {
    expect(parseFilter(column, expression)).toEqual(expected);
  });

  test.each([
    ['slug', 'like'],
    ['slug', 'regex.x'],
    ['slug', 'in.a,b'],
    ['slug', 'is.maybe'],
    ['sl ug', 'eq.x'],
    ['slug;drop', 'eq.x'],
  ])('refuses %s=%s', (column, expression) => {
    expect(() => parseFilter(column, expression)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});

describe('parseLogicTree', () => {
  test('the search suggestion filter', () => {
    expect(
      parseLogicTree('or', false, '(title.ilike.*bois*,content.ilike.*bois*,keywords.cs.{bois})'),
    ).toEqual({
      kind: 'group',
      operator: 'or',
      negated: false,
      conditions: [
        { kind: 'filter', column: 'title', operator: 'ilike', negated: false, value: '*bois*' },
        { kind: 'filter', column: 'content', operator: 'ilike', negated: false, value: '*bois*' },
        { kind: 'filter', column: 'keywords', operator: 'cs', negated: false, value: '{bois}' },
      ],
    });
  });

  test('nested groups and quoted values', () => {
    expect(parseLogicTree('or', false, '(a.eq."x,y",not.and(b.gt.1,c.lt.2))')).toEqual({
      kind: 'group',
      operator: 'or',
      negated: false,
      conditions: [
        { kind: 'filter', column: 'a', operator: 'eq', negated: false, value: 'x,y' },
        {
          kind: 'group',
          operator: 'and',
          negated: true,
          conditions: [
            { kind: 'filter', column: 'b', operator: 'gt', negated: false, value: '1' },
            { kind: 'filter', column: 'c', operator: 'lt', negated: false, value: '2' },
          ],
        },
      ],
    });
  });

  test.each(['title.eq.x', '(title.ilike.*x*', '()', '(title)', '(title.nope.x)', '(and(a.eq.1)'])(
    'refuses %s',
    (input) => {
      expect(() => parseLogicTree('or', false, input)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    },
  );
});

describe('parseOrder', () => {
  test.each([
    ['published_at.desc', [{ column: 'published_at', direction: 'desc', nulls: null }]],
    [
      'category,title',
      [
        { column: 'category', direction: 'asc', nulls: null },
        { column: 'title', direction: 'asc', nulls: null },
      ],
    ],
    [
      'rating.desc.nullslast,created_at.asc.nullsfirst',
      [
        { column: 'rating', direction: 'desc', nulls: 'last' },
        { column: 'created_at', direction: 'asc', nulls: 'first' },
      ],
    ],
  ])('%s', (input, expected) => {
    expect(parseOrder(input)).toEqual(expected);
  });

  test.each(['title.sideways', 'title;drop table x', ''])('refuses %j', (input) => {
    expect(() => parseOrder(input)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});

describe('headers', () => {
  test.each([
    ['0-9', { offset: 0, limit: 10 }],
    ['items=5-5', { offset: 5, limit: 1 }],
    ['10-', { offset: 10, limit: null }],
  ])('Range %s', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  test.each(['9-0', 'a-b', ''])('invalid Range %j', (header) => {
    expect(() => parseRangeHeader(header)).toThrow(RangeError);
  });

  test.each([
    [undefined, { return: null, count: null, tx: null, invalid: [] }],
    ['return=representation', { return: 'representation', count: null }],
    ['return=minimal, count=exact', { return: 'minimal', count: 'exact' }],
    ['count=planned,tx=rollback', { count: 'planned', tx: 'rollback' }],
    [
      'handling=strict, max-affected=2, resolution=merge-duplicates, missing=default',
      { handling: 'strict', maxAffected: 2, resolution: 'merge-duplicates', missing: 'default' },
    ],
    ['timezone=Europe/Paris, count=fast', { count: null, timezone: 'Europe/Paris', invalid: ['count=fast'] }],
    ["timezone=x'; drop", { timezone: null, invalid: ["timezone=x'; drop"] }],
    // Names of Object.prototype's members are preferences like any unknown one, not a crash.
    ['constructor=1, toString=x', { invalid: ['constructor=1', 'toString=x'] }],
  ])('Prefer %j', (header, expected) => {
    expect(parsePrefer(header)).toMatchObject(expected);
  });
});

describe('parseTableQuery', () => {
  test('a related-articles query string', () => {
    const query = parseTableQuery(
      new URLSearchParams(
        'select=*,category:categories(name,slug)&published=eq.true&category_id=eq.c1&id=neq.a1&limit=3&offset=3&order=published_at.desc',
      ),
    );
    expect(query.where.map((c) => c.kind === 'filter' && `${c.column} ${c.operator}`)).toEqual([
      'published eq',
      'category_id eq',
      'id neq',
    ]);
    expect(query).toMatchObject({
      limit: 3,
      offset: 3,
      order: [{ column: 'published_at', direction: 'desc' }],
    });
  });

  test('columns of a bulk insert, quoted as supabase-js sends them', () => {
    expect(parseTableQuery(new URLSearchParams('columns="name","email"')).columns).toEqual(['name', 'email']);
  });

  test('upsert target and embedded filters, order and limit reach their embed', () => {
    const query = parseTableQuery(
      new URLSearchParams(
        'select=id,d:deliveries(id,attempts(id))&on_conflict=email&d.status=eq.sent&d.order=id.desc&d.attempts.limit=5&d.not.or=(id.eq.1,id.eq.2)',
      ),
    );
    expect(query.onConflict).toEqual(['email']);
    const embed = query.select[1];
    expect(embed).toMatchObject({
      alias: 'd',
      where: [
        { kind: 'filter', column: 'status', operator: 'eq', value: 'sent' },
        { kind: 'group', operator: 'or', negated: true },
      ],
      order: [{ column: 'id', direction: 'desc' }],
      select: [{ kind: 'column' }, { kind: 'embed', relation: 'attempts', limit: 5 }],
    });
  });

  test('full-text and quantified operators', () => {
    const query = parseTableQuery(
      new URLSearchParams('a=fts(french).parquet&b=wfts.chene&c=like(any).{a*,"b,c"}&d=not.eq(all).{1,2}'),
    );
    expect(query.where).toEqual([
      { kind: 'filter', column: 'a', operator: 'fts', negated: false, value: 'parquet', config: 'french' },
      { kind: 'filter', column: 'b', operator: 'wfts', negated: false, value: 'chene', config: null },
      {
        kind: 'quantified',
        column: 'c',
        operator: 'like',
        quantifier: 'any',
        negated: false,
        value: ['a*', 'b,c'],
      },
      {
        kind: 'quantified',
        column: 'd',
        operator: 'eq',
        quantifier: 'all',
        negated: true,
        value: ['1', '2'],
      },
    ]);
  });

  test('order through a to-one embed', () => {
    expect(parseTableQuery(new URLSearchParams('order=category(name).desc')).order).toEqual([
      { column: 'name', relation: 'category', direction: 'desc', nulls: null },
    ]);
  });

  test.each([
    ['limit=ten', 'PGRST100'],
    ['a=like(some).{x}', 'PGRST100'],
    ['a=fts(x;y).z', 'PGRST100'],
    ['category.name=eq.x', 'PGRST108'],
    ['select=count()', 'PGRST123'],
    ['select=total:id.sum()', 'PGRST123'],
    ['select=...users(name)', 'PGRST100'],
  ])('refuses %s (%s)', (search, code) => {
    expect(() => parseTableQuery(new URLSearchParams(search))).toThrow(expect.objectContaining({ code }));
  });
});
