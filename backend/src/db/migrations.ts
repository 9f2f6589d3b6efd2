import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
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

/**
 * Brings the database up to date in one transaction, under an advisory lock so that several
 * servers starting together apply each migration once: the local stand-in for what Supabase
 * provides, then every migration not yet recorded, then the seed once if its file exists.
 * The records use the Supabase CLI's tables (schema_migrations for migrations, seed_files for
 * the seed), so the CLI and this server agree on what a database has.
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
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [migration.sql]],
      );
      await run(tx, `${migration.version}_${migration.name}`, migration.sql);
      applied.push(migration.version);
    }
    let seeded = false;
    if (existsSync(files.seedFile)) {
      // One seed per database, whichever file it came from (tests seed their own).
      const { rows } = await tx.query('select 1 from supabase_migrations.seed_files limit 1');
      if (rows.length === 0) {
        const path = seedPath(files);
        const sql = readFileSync(files.seedFile, 'utf8');
        // Recorded before running: a seed with its own begin/commit then commits its record too.
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          path,
          createHash('sha256').update(sql).digest('hex'),
        ]);
        await run(tx, path, sql);
        seeded = true;
      }
    }
    return { applied, seeded };
  });
}

/** The seed's path as the CLI records it: relative to the folder holding supabase/. */
function seedPath(files: SchemaFiles): string {
  const projectRoot = dirname(dirname(files.migrationsDir));
  return relative(projectRoot, files.seedFile).split(sep).join('/');
}

async function appliedVersions(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query('select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((row) => String(row.version)));
}

async function run(tx: Queryable, label: string, sql: string): Promise<void> {
  try {
    await tx.exec(sql);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Échec de ${label} : ${reason}`, { cause: error });
  }
}
