// `npm run schema -w backend`: writes supabase/schemas/*.sql, the current schema one file per
// area, and the `Database` type of shared/src/backend/database.types.ts, from a scratch PostgreSQL 15 database the migrations built (backend/src/db/schema-files.ts).
// PostgreSQL 15's programs come from /usr/lib/postgresql/15/bin (Debian's postgresql-15), or
// DATABASE_ADMIN_URL names a server to build the scratch databases on.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot, resolvePaths } from '../src/config.ts';
import {
  buildAndDump,
  databaseTypesFile,
  projectEntries,
  schemaFiles,
  schemaFilesDir,
} from '../src/db/schema-files.ts';
import { startPostgres15 } from '../test/helpers/postgres-cluster.ts';

const repoRoot = findRepoRoot();
const paths = resolvePaths(undefined, repoRoot);
const adminUrl = process.env.DATABASE_ADMIN_URL;
const cluster = adminUrl ? null : await startPostgres15();
try {
  const urlOf = adminUrl
    ? (database) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()
    : (database) => cluster.url(database);
  const { baseline, migrated, types } = await buildAndDump(urlOf('postgres'), urlOf, paths);
  const dir = schemaFilesDir(repoRoot);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.sql')) rmSync(join(dir, file));
  const files = schemaFiles(projectEntries(migrated, baseline));
  for (const [file, sql] of files) writeFileSync(join(dir, file), sql);
  writeFileSync(databaseTypesFile(repoRoot), types);
  console.log(`supabase/schemas : ${files.size} fichiers écrits depuis les migrations.`);
} finally {
  cluster?.stop();
}
