import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The monorepo root: the nearest parent directory whose package.json declares workspaces. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Racine du dépôt introuvable depuis ${start}`);
    dir = parent;
  }
}

export interface BackendPaths {
  repoRoot: string;
  dataDir: string;
  pgliteDir: string;
  jwtSecretFile: string;
  mailDir: string;
  /** Storage's files, `<bucket>/<object id>`. */
  storageDir: string;
  migrationsDir: string;
  seedFile: string;
  compatSqlFile: string;
}

export function resolvePaths(dataDir?: string, repoRoot: string = findRepoRoot()): BackendPaths {
  const data = resolve(dataDir ?? process.env.DATA_DIR ?? join(repoRoot, '.data'));
  return {
    repoRoot,
    dataDir: data,
    pgliteDir: join(data, 'pglite'),
    jwtSecretFile: join(data, 'jwt-secret'),
    mailDir: join(data, 'mail'),
    storageDir: join(data, 'storage'),
    migrationsDir: join(repoRoot, 'supabase', 'migrations'),
    seedFile: process.env.SEED_FILE ?? join(repoRoot, 'supabase', 'seed.sql'),
    compatSqlFile: join(repoRoot, 'backend', 'sql', 'supabase-compat.sql'),
  };
}

export function defaultPublicUrl(): string {
  return `http://127.0.0.1:${process.env.PORT || 8080}`;
}

/** A positive integer from the environment, or the default when unset or invalid. */
export function envInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}
