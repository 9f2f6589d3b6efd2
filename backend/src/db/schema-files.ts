/**
 * The current schema as the Supabase CLI's declarative layout (`supabase/schemas/*.sql`, one
 * file per area), written from a database the migrations built: `pg_dump --schema-only` of it,
 * minus what the platform already has before any migration (backend/sql/supabase-compat.sql),
 * cut into entries and grouped by area. Regenerate with `npm run schema -w backend`; the backend
 * suite checks that these files and the migrations build the same catalog
 * (backend/test/schema-files.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './database.ts';
import { readDatabaseTypes } from './database-types.ts';
import { migrate } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export const POSTGRES_15_BIN = '/usr/lib/postgresql/15/bin';

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

/** The files, in the order they apply; an entry goes to the first area whose rule names it. */
export const AREAS: { file: string; title: string; names: RegExp }[] = [
  {
    file: '00_foundation.sql',
    title: 'Schemas, extensions and the checks every area shares (e-mail, phone, one line…)',
    names: /^$/,
  },
  {
    file: '10_staff_and_audit.sql',
    title: 'Staff members, their rights, the audit log, the personal-data export and erasure',
    names: /^(staff_members?\w*|is_staff\w*|require_staff|audit\w*|export_person|erase_person)$/,
  },
  {
    file: '20_content.sql',
    title:
      'Articles, their publication and redirects, categories, gallery, documents and their download count, company details',
    names:
      /^(company_details\w*|articles|categories|gallery_photos?\w*|reorder_gallery_photos|documents|document_download_visits|download_salts|\w*document\w*|\w*article\w*|redirects|\w*publication_\w+)$/,
  },
  {
    file: '30_reviews.sql',
    title: 'Reviews, their moderation and the business responses',
    names: /^(reviews|review_responses|\w*review\w*)$/,
  },
  {
    file: '40_messages_and_newsletter.sql',
    title: 'Contact messages (email_queue) and newsletter sign-ups',
    names: /^(email_queue|newsletter_subscribers|\w*contact_message|enqueue_queued_email|\w*newsletter\w*)$/,
  },
  {
    file: '50_quote_requests.sql',
    title: 'Quote requests: submit_quote, the price rule, the staff pipeline (notes), retention',
    names:
      /^(form_submissions\w*|submit_quote|store_quote|estimate_quote_price|city_from_postal_code|compose_address|optional_\w+|reject_quote_field|lead_\w+|quote_copy\w*|take_quote_copy_slot|purge_expired_leads)$/,
  },
  {
    file: '60_outbox.sql',
    title: 'The outbox: delivery jobs of every lead, retries, alerts',
    names:
      /^(outbox_jobs\w*|\w+_outbox_jobs?|enqueue_job|enqueue_quote_\w+|quote_notification_payload|undelivered_leads)$/,
  },
  {
    file: '70_storage.sql',
    title: 'Storage: the quote photos, gallery and documents buckets, their checks and policies',
    names:
      /^(check_quote_photo|queue_quote_photos_removal|quote_photos|release_quote_notification|quote_photos?_\w+|\w*published_media\w*|public_object_name)$/,
  },
];

/** The object an entry is about: a table for its policies, triggers and constraints. */
function subjectOf(entry: DumpEntry): string {
  const name = entry.name.replace(/^(TABLE|FUNCTION|SEQUENCE|SCHEMA|VIEW) /, '');
  if (entry.name.startsWith('COLUMN ')) return name.replace(/^COLUMN /, '').split('.')[0] ?? name;
  if (/POLICY|TRIGGER|CONSTRAINT|DEFAULT|ROW SECURITY|INDEX/.test(entry.type)) {
    const table = name.split(' ')[0] ?? name;
    if (entry.type === 'INDEX') return name;
    return table;
  }
  return name.replace(/\(.*$/, '');
}

function preferredArea(entry: DumpEntry): number {
  if (entry.schema === 'storage' && entry.type !== 'FUNCTION') return AREAS.length - 1;
  const subject = subjectOf(entry);
  const found = AREAS.findIndex((area) => area.names.test(subject));
  return Math.max(found, 0);
}

/** `create or replace` for functions: the platform may already define one (storage.foldername). */
const applicable = (entry: DumpEntry) =>
  entry.type === 'FUNCTION'
    ? entry.sql.replace(/^CREATE FUNCTION /, 'CREATE OR REPLACE FUNCTION ')
    : entry.sql;

/**
 * Groups the project's entries by area, keeping pg_dump's order inside a file. An entry that
 * names an object of a later area (a trigger calling a function, a policy asking `is_staff()`)
 * moves to that later file, so the files apply in order.
 */
export function schemaFiles(entries: DumpEntry[]): Map<string, string> {
  const area = new Map<DumpEntry, number>();
  const definedIn = new Map<string, number>();
  for (const entry of entries) {
    const index = preferredArea(entry);
    area.set(entry, index);
    if (/^(FUNCTION|TABLE|SEQUENCE|VIEW|TYPE|DOMAIN)$/.test(entry.type)) {
      definedIn.set(`${entry.schema}.${subjectOf(entry)}`, index);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const entry of entries) {
      if (entry.type === 'FUNCTION' && !/LANGUAGE sql/i.test(entry.sql)) continue;
      let index = area.get(entry) ?? 0;
      for (const [name, at] of definedIn) {
        if (at > index && new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(entry.sql)) index = at;
      }
      if (index !== area.get(entry)) {
        area.set(entry, index);
        if (/^(FUNCTION|TABLE|SEQUENCE|VIEW)$/.test(entry.type)) {
          definedIn.set(`${entry.schema}.${subjectOf(entry)}`, index);
        }
        changed = true;
      }
    }
  }
  const files = new Map<string, string>();
  AREAS.forEach((spec, index) => {
    const body = entries
      .filter((entry) => area.get(entry) === index)
      .map(
        (entry) =>
          `-- ${entry.type} ${entry.schema === '-' ? '' : `${entry.schema}.`}${entry.name}\n${applicable(entry)}`,
      )
      .join('\n\n');
    files.set(
      spec.file,
      `-- ${spec.title}.\n-- Generated from the migrated database by \`npm run schema -w backend\`: do not edit; change\n-- the schema with a new migration in supabase/migrations/, then regenerate.\n\nSET check_function_bodies = false;\n\n${body}\n`,
    );
  });
  return files;
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

/**
 * Builds three databases on one PostgreSQL 15 server (`adminUrl` names a database to connect
 * to, `urlOf` names another): the platform alone, the migrations, and the schema files; returns
 * their dumps.
 */
export async function buildAndDump(
  adminUrl: string,
  urlOf: (database: string) => string,
  paths: { repoRoot: string; compatSqlFile: string; migrationsDir: string },
): Promise<{ baseline: string; migrated: string; declared: string; types: string }> {
  const suffix = `${process.pid}_${Date.now()}`;
  const names = {
    baseline: `baseline_${suffix}`,
    migrated: `migrated_${suffix}`,
    declared: `declared_${suffix}`,
  };
  await admin(
    adminUrl,
    Object.values(names).map((name) => `create database ${name}`),
  );
  const compat = readFileSync(paths.compatSqlFile, 'utf8');
  try {
    await withDatabase(urlOf(names.baseline), (db) => db.transaction((tx) => tx.exec(compat)));
    const types = await withDatabase(urlOf(names.migrated), async (db) => {
      await migrate(db, { ...paths, seedFile: join(paths.repoRoot, 'no-seed.sql') });
      return db.transaction((tx) => readDatabaseTypes(tx));
    });
    await withDatabase(urlOf(names.declared), (db) =>
      db.transaction(async (tx) => {
        await tx.exec(compat);
        for (const { file, sql } of readSchemaFiles(paths.repoRoot)) {
          try {
            await tx.exec(sql);
          } catch (error) {
            throw new Error(`supabase/schemas/${file} : ${(error as Error).message}`, { cause: error });
          }
        }
      }),
    );
    return {
      baseline: dumpSchema(urlOf(names.baseline)),
      migrated: dumpSchema(urlOf(names.migrated)),
      declared: dumpSchema(urlOf(names.declared)),
      types: formatTypeScript(types, paths.repoRoot),
    };
  } finally {
    await admin(
      adminUrl,
      Object.values(names).map((name) => `drop database if exists ${name}`),
    );
  }
}
