// The declarative schema (supabase/schemas/*.sql) is the migrations' result, readable in one
// place: applied to an empty database after the platform's own objects, the files must build
// the catalog the migrations build, object for object (pg_dump --schema-only of each, compared).

import { readFileSync } from 'node:fs';
import { resolvePaths } from '../src/config.ts';
import {
  buildAndDump,
  databaseTypesFile,
  normaliseDump,
  projectEntries,
  readSchemaFiles,
  schemaFiles,
} from '../src/db/schema-files.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from './helpers/postgres-cluster.ts';

const REGENERATE =
  'supabase/schemas/ ne correspond plus aux migrations : régénérez-le avec « npm run schema -w backend » et committez le résultat.';

if (!postgres15Available && postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
}
const maybe = postgres15Available ? describe : describe.skip;

maybe('the schema files and the migrations', () => {
  let cluster: Cluster;
  let dumps: { baseline: string; migrated: string; declared: string; types: string };

  beforeAll(async () => {
    cluster = await startPostgres15();
    const paths = resolvePaths();
    dumps = await buildAndDump(cluster.url('postgres'), (name) => cluster.url(name), paths);
  }, 120_000);
  afterAll(() => cluster?.stop());

  test('build the same catalog: tables, functions, policies, grants, triggers', () => {
    const migrated = normaliseDump(dumps.migrated);
    const declared = new Set(normaliseDump(dumps.declared));
    const missing = migrated.filter((entry) => !declared.has(entry));
    const extra = [...declared].filter((entry) => !migrated.includes(entry));
    const brief = (entries: string[]) => entries.map((entry) => entry.split('|').slice(0, 3).join(' '));
    if (missing.length || extra.length) {
      throw new Error(
        `${REGENERATE}\nabsent des fichiers : ${brief(missing).join(', ') || '—'}\nen trop : ${brief(extra).join(', ') || '—'}`,
      );
    }
    expect(migrated.length).toBeGreaterThan(300);
  });

  test('are the files the generator writes today, so a reader sees the current definitions', () => {
    const expected = schemaFiles(projectEntries(dumps.migrated, dumps.baseline));
    const actual = new Map(readSchemaFiles(resolvePaths().repoRoot).map(({ file, sql }) => [file, sql]));
    const stale = [...new Set([...expected.keys(), ...actual.keys()])].filter(
      (file) => expected.get(file) !== actual.get(file),
    );
    if (stale.length) throw new Error(`${REGENERATE}\nfichiers à réécrire : ${stale.join(', ')}`);
    expect(actual.get('50_quote_requests.sql')).toContain('CREATE OR REPLACE FUNCTION public.submit_quote(');
  });

  test('the Database type the apps compile against is the migrated schema', () => {
    const file = databaseTypesFile(resolvePaths().repoRoot);
    if (readFileSync(file, 'utf8') !== dumps.types)
      throw new Error(REGENERATE.replace('supabase/schemas/', 'shared/src/backend/database.types.ts'));
    expect(dumps.types).toContain('submit_quote: {');
  });
});
