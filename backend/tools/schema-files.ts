/**
 * The declarative schema (`supabase/schemas/*.sql`, the Supabase CLI's layout) against the
 * migrations: two scratch databases on one PostgreSQL 15 server, one built by the migrations,
 * one by the schema files (after what the platform already has, backend/sql/supabase-compat.sql),
 * compared as `pg_dump --schema-only` entries. The schema files are what people edit;
 * `npm run db:diff -w backend -- <name>` writes the migration between the two
 * (backend/tools/db-diff.ts, docs/adr-020-declarative-schemas.md), and the backend suite checks
 * that the migrations build exactly what the files declare (backend/test/schema-files.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrations.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { readDatabaseTypes } from './database-types.ts';
import { POSTGRES_15_BIN } from './postgres-cluster.ts';

export interface DumpEntry {
  /** `-- Name: …; Type: …; Schema: …` header, as pg_dump writes it. */
  name: string;
  type: string;
  schema: string;
  sql: string;
}

/** `pg_dump --schema-only` of one database, grants included, owners left out. */
export function dumpSchema(url: string, bin = POSTGRES_15_BIN): string {
  return execFileSync(`${bin}/pg_dump`, ['--schema-only', '--no-owner', '--dbname', url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The dump cut at each `-- Name:` header; the preamble (SET lines) is not an entry. */
export function parseDump(dump: string): DumpEntry[] {
  const entries: DumpEntry[] = [];
  const header = /^--\n-- Name: (.*); Type: (.*); Schema: (.*); Owner: .*\n--\n/gm;
  const matches = [...dump.matchAll(header)];
  matches.forEach((match, i) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[i + 1]?.index ?? dump.length;
    const sql = dump
      .slice(start, end)
      .replace(/^\\(un)?restrict .*$/gm, '')
      .replace(/^-- PostgreSQL database dump complete\n?/m, '')
      .replace(/^--\n?$/gm, '')
      .trim();
    entries.push({ name: match[1] ?? '', type: match[2] ?? '', schema: match[3] ?? '', sql });
  });
  return entries;
}

const key = (entry: DumpEntry) => `${entry.type}|${entry.schema}|${entry.name}|${entry.sql}`;

/** A dump as a sorted list of entries, comparable between two databases. */
export function normaliseDump(dump: string): string[] {
  return parseDump(dump).map(key).sort();
}

/** The entries of `migrated` that `baseline` (the platform before any migration) lacks. */
export function projectEntries(migrated: string, baseline: string): DumpEntry[] {
  const before = new Set(parseDump(baseline).map(key));
  return parseDump(migrated).filter((entry) => !before.has(key(entry)));
}

/** Where the generated `Database` type lives: the shared package, beside the browser's client. */
export const databaseTypesFile = (repoRoot: string) =>
  join(repoRoot, 'shared', 'src', 'backend', 'database.types.ts');

/** The generated type as the repository's formatter writes it (Biome), so it stays diff-clean. */
function formatTypeScript(source: string, repoRoot: string): string {
  return execFileSync(
    join(repoRoot, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=${databaseTypesFile(repoRoot)}`],
    { cwd: repoRoot, input: source, encoding: 'utf8' },
  );
}

/** The folder of the declarative schema files, beside the migrations. */
export const schemaFilesDir = (repoRoot: string) => join(repoRoot, 'supabase', 'schemas');

/** The schema files in the order they apply (the order of their names, as the CLI reads them). */
export function readSchemaFiles(repoRoot: string): { file: string; sql: string }[] {
  const dir = schemaFilesDir(repoRoot);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/** Statements that cannot run in a transaction (create database), one by one. */
async function admin(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPostgresDatabase(url);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export interface ScratchDatabases {
  /** Built by supabase/migrations/, in version order (no seed). */
  migrated: string;
  /** Built by supabase/schemas/*.sql, in the order of their names. */
  declared: string;
}

/**
 * What a hosted project grants before any migration runs (Supabase's initial schema): every new
 * table, function and sequence of `public` to anon and authenticated. Both scratch databases
 * start with it, so a table or function declared without its `revoke` differs from one the
 * migrations revoke, and a generated `create` that leaves the visitors' rights open is caught.
 */
export const HOSTED_DEFAULT_PRIVILEGES = `
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

/** The platform's objects and default privileges, as a hosted project has them. */
async function platform(db: Database, compat: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(compat);
    await tx.exec(HOSTED_DEFAULT_PRIVILEGES);
  });
}

/** Applies the schema files, in order, on top of the platform's objects. */
async function declare(db: Database, compat: string, repoRoot: string): Promise<void> {
  await platform(db, compat);
  await db.transaction(async (tx) => {
    for (const { file, sql } of readSchemaFiles(repoRoot)) {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`supabase/schemas/${file} : ${(error as Error).message}`, { cause: error });
      }
    }
  });
}

/**
 * Builds the two databases on one PostgreSQL 15 server (`adminUrl` names a database to connect
 * to, `urlOf` names another), runs `work` with their URLs, then drops them.
 */
export async function withScratchDatabases<T>(
  adminUrl: string,
  urlOf: (database: string) => string,
  paths: { repoRoot: string; compatSqlFile: string; migrationsDir: string },
  work: (urls: ScratchDatabases) => Promise<T>,
): Promise<T> {
  const suffix = `${process.pid}_${Date.now()}`;
  const names = { migrated: `migrated_${suffix}`, declared: `declared_${suffix}` };
  await admin(
    adminUrl,
    Object.values(names).map((name) => `create database ${name}`),
  );
  try {
    const urls = { migrated: urlOf(names.migrated), declared: urlOf(names.declared) };
    const compat = readFileSync(paths.compatSqlFile, 'utf8');
    await withDatabase(urls.migrated, async (db) => {
      await platform(db, compat);
      await migrate(db, { ...paths, seedFile: join(paths.repoRoot, 'no-seed.sql') });
    });
    await withDatabase(urls.declared, (db) => declare(db, compat, paths.repoRoot));
    return await work(urls);
  } finally {
    await admin(
      adminUrl,
      Object.values(names).map((name) => `drop database if exists ${name} with (force)`),
    );
  }
}

/** What one database has and the other lacks, as `type schema name` lines (empty: the same). */
export function catalogDifference(from: string, to: string): { missing: string[]; extra: string[] } {
  const before = normaliseDump(from);
  const after = normaliseDump(to);
  const afterSet = new Set(after);
  const beforeSet = new Set(before);
  const brief = (entries: string[]) => entries.map((entry) => entry.split('|').slice(0, 3).join(' '));
  return {
    missing: brief(after.filter((entry) => !beforeSet.has(entry))),
    extra: brief(before.filter((entry) => !afterSet.has(entry))),
  };
}

/** The generated `Database` type of a database, formatted as the repository writes it. */
export async function databaseTypes(url: string, repoRoot: string): Promise<string> {
  const source = await withDatabase(url, (db) => db.transaction((tx) => readDatabaseTypes(tx)));
  return formatTypeScript(source, repoRoot);
}
