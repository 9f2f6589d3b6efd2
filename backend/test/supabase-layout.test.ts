// supabase/ as the Supabase CLI reads it (`supabase start`, `db push`, `functions deploy`):
// config.toml declares every edge function with its gateway check, entry point and import map;
// nothing in functions/ would make Deno's tooling treat it as a Node package; the functions
// the migrations schedule exist; no secret is written in the configuration.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { findRepoRoot } from '../src/config.ts';

const supabaseDir = join(findRepoRoot(), 'supabase');
const functionsDir = join(supabaseDir, 'functions');
const config = parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8')) as {
  db?: { major_version?: number; seed?: { sql_paths?: string[] }; vault?: Record<string, string> };
  functions?: Record<string, { verify_jwt?: boolean; entrypoint?: string; import_map?: string }>;
  auth?: {
    enable_signup?: boolean;
    enable_anonymous_sign_ins?: boolean;
    email?: { enable_signup?: boolean };
  };
};
const functionFolders = readdirSync(functionsDir).filter(
  (name) => !name.startsWith('_') && existsSync(join(functionsDir, name, 'index.ts')),
);

test('every edge function is declared, with the JWT check, its entry point and its import map', () => {
  expect(functionFolders.length).toBeGreaterThan(0);
  expect(Object.keys(config.functions ?? {}).sort()).toEqual([...functionFolders].sort());
  for (const name of functionFolders) {
    const declared = config.functions?.[name];
    expect({ name, verify_jwt: declared?.verify_jwt }).toEqual({ name, verify_jwt: true });
    expect(resolve(supabaseDir, String(declared?.entrypoint))).toBe(join(functionsDir, name, 'index.ts'));
    const importMap = resolve(supabaseDir, String(declared?.import_map));
    expect(importMap).toBe(join(functionsDir, name, 'deno.json'));
    expect(existsSync(importMap)).toBe(true);
  }
});

test('no package.json in functions/ (Deno would resolve imports as a Node package)', () => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'package.json') found.push(join(dir, entry.name));
    }
  };
  walk(functionsDir);
  expect(found).toEqual([]);
});

test('the functions the migrations schedule are deployed ones', () => {
  const migrationsDir = join(supabaseDir, 'migrations');
  const scheduled = readdirSync(migrationsDir).flatMap((file) =>
    [
      ...readFileSync(join(migrationsDir, file), 'utf8').matchAll(
        /invoke_edge_function\(''([a-z0-9-]+)''\)/g,
      ),
    ].map((match) => match[1]),
  );
  expect(scheduled).toContain('outbox-worker');
  for (const name of scheduled) expect(functionFolders).toContain(name);
});

test('the database settings match the migrations and hold no secret', () => {
  expect(config.db?.major_version).toBe(15);
  for (const path of config.db?.seed?.sql_paths ?? [])
    expect(existsSync(resolve(supabaseDir, path))).toBe(true);
  // The scheduled calls read these two from Vault; the file only names where they come from.
  expect(Object.keys(config.db?.vault ?? {}).sort()).toEqual(['project_url', 'service_role_key']);
  for (const value of Object.values(config.db?.vault ?? {})) expect(value).toMatch(/^env\([A-Z_]+\)$/);
});

test('nobody can sign up (the site has no accounts, and Auth would mail any address)', () => {
  expect({
    signUp: config.auth?.enable_signup,
    anonymous: config.auth?.enable_anonymous_sign_ins,
    email: config.auth?.email?.enable_signup,
  }).toEqual({ signUp: false, anonymous: false, email: false });
});
