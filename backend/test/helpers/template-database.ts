import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePaths } from '../../src/config.ts';
import { migrate } from '../../src/db/migrations.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';

export const MINIMAL_SEED = join(__dirname, '..', 'fixtures', 'minimal-seed.sql');

/** Schema files of the tests: the real migrations, the test seed. */
export function testSchemaFiles() {
  const paths = resolvePaths(tmpdir());
  return { ...paths, seedFile: MINIMAL_SEED };
}

/** A key that changes whenever a migration, the compat script or the test seed changes. */
function schemaFingerprint(): string {
  const files = testSchemaFiles();
  const hash = createHash('sha256');
  for (const name of readdirSync(files.migrationsDir).sort())
    hash.update(name).update(readFileSync(join(files.migrationsDir, name)));
  hash.update(readFileSync(files.compatSqlFile)).update(readFileSync(MINIMAL_SEED));
  return hash.digest('hex').slice(0, 16);
}

export function templateDir(): string {
  return join(tmpdir(), `parquet-backend-template-${schemaFingerprint()}`);
}

/**
 * A migrated, seeded PGlite data directory built once per schema version (initdb and the
 * migrations cost seconds); each test file then starts from a copy in a fraction of that.
 */
export async function ensureTemplateDatabase(): Promise<string> {
  const target = templateDir();
  if (existsSync(target)) return target;
  const building = mkdtempSync(join(tmpdir(), 'parquet-backend-building-'));
  const db = await openPgliteDatabase(join(building, 'pglite'));
  try {
    await migrate(db, testSchemaFiles());
  } finally {
    await db.close();
  }
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true }); // built concurrently by another run
  }
  return target;
}

/** A fresh data dir holding a copy of the template database. */
export function copyTemplateDatabase(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'parquet-backend-test-'));
  cpSync(join(templateDir(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
