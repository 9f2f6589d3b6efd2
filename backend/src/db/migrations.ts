import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database, Queryable } from './database.ts';

export interface SchemaFiles {
  compatSqlFile: string;
  migrationsDir: string;
  seedFile: string;
}

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** `20261122000100_core_tables.sql` → version `20261122000100`, name `core_tables`. */
export function parseMigrationFileName(fileName: string): { version: string; name: string } | null {
  const match = /^(\d+)_([a-z0-9_]+)\.sql$/.exec(fileName);
  return match?.[1] && match[2] ? { version: match[1], name: match[2] } : null;
}

export function readMigrations(migrationsDir: string): Migration[] {
  return readdirSync(migrationsDir)
    .flatMap((fileName) => {
      const parsed = parseMigrationFileName(fileName);
      return parsed ? [{ ...parsed, sql: readFileSync(join(migrationsDir, fileName), 'utf8') }] : [];
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

const SEED_VERSION = 'seed';

/**
 * Brings the database up to date in one transaction, under an advisory lock so that several
 * servers starting together apply each migration once: the local stand-in for what Supabase
 * provides, then every migration not yet recorded, then the seed once if its file exists.
 */
export async function migrate(db: Database, files: SchemaFiles): Promise<MigrationReport> {
  const migrations = readMigrations(files.migrationsDir);
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
    await tx.exec(readFileSync(files.compatSqlFile, 'utf8'));
    const done = await appliedVersions(tx);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await runRecorded(tx, migration.version, migration.name, migration.sql);
      applied.push(migration.version);
    }
    let seeded = false;
    if (!done.has(SEED_VERSION) && existsSync(files.seedFile)) {
      await runRecorded(tx, SEED_VERSION, basename(files.seedFile), readFileSync(files.seedFile, 'utf8'));
      seeded = true;
    }
    return { applied, seeded };
  });
}

async function appliedVersions(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query('select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((row) => String(row.version)));
}

// Recorded before running: a script with its own begin/commit (a generated seed may have
// them) then commits its own record too, so it is not applied again on the next start.
async function runRecorded(tx: Queryable, version: string, name: string, sql: string): Promise<void> {
  await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
    version,
    name,
  ]);
  try {
    await tx.exec(sql);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Échec de ${version}_${name} : ${reason}`, { cause: error });
  }
}
