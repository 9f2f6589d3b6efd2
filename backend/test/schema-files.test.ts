// The declarative schema (supabase/schemas/*.sql) is what people edit; the migrations are what
// deploys. Applied to an empty database after the platform's own objects, the files and the
// migrations must build the same catalog, object for object (pg_dump --schema-only of each,
// compared); the migration that closes a gap is generated (docs/adr-020-declarative-schemas.md).

import { readFileSync } from 'node:fs';
import { resolvePaths } from '../src/config.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from '../tools/postgres-cluster.ts';
import {
  catalogDifference,
  databaseTypes,
  databaseTypesFile,
  dumpSchema,
  normaliseDump,
  withScratchDatabases,
} from '../tools/schema-files.ts';

const GENERATE =
  'les migrations ne construisent pas ce que déclare supabase/schemas/ : générez la migration avec « npm run db:diff -w backend -- <nom> » et committez-la.';

if (!postgres15Available && postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
}
const maybe = postgres15Available ? describe : describe.skip;

maybe('the schema files and the migrations', () => {
  let cluster: Cluster;
  let built: { migrated: string; declared: string; types: string };

  beforeAll(async () => {
    cluster = await startPostgres15();
    const paths = resolvePaths();
    built = await withScratchDatabases(
      cluster.url('postgres'),
      (name) => cluster.url(name),
      paths,
      async (urls) => ({
        migrated: dumpSchema(urls.migrated),
        declared: dumpSchema(urls.declared),
        types: await databaseTypes(urls.declared, paths.repoRoot),
      }),
    );
  }, 120_000);
  afterAll(() => cluster?.stop());

  test('the migrations build exactly what the files declare: tables, functions, policies, grants, triggers', () => {
    const { missing, extra } = catalogDifference(built.migrated, built.declared);
    if (missing.length || extra.length) {
      throw new Error(
        `${GENERATE}\nabsent des migrations : ${missing.join(', ') || '—'}\nen trop dans les migrations : ${extra.join(', ') || '—'}`,
      );
    }
    expect(normaliseDump(built.declared).length).toBeGreaterThan(300);
  });

  test('the Database type the apps compile against is the declared schema', () => {
    const file = databaseTypesFile(resolvePaths().repoRoot);
    if (readFileSync(file, 'utf8') !== built.types)
      throw new Error(
        'shared/src/backend/database.types.ts ne correspond plus à supabase/schemas/ : régénérez-le avec « npm run db:diff -w backend -- <nom> ».',
      );
    expect(built.types).toContain('submit_quote: {');
  });
});
