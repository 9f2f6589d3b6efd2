#!/usr/bin/env node
// Type-checks every edge function the way Supabase's Deno runtime will load it: `deno check
// index.ts` from the function's own folder (its deno.json and import map), with the Deno that
// the `deno` npm package ships.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'supabase', 'functions');
const denoBin = createRequire(import.meta.url).resolve('deno/bin.cjs');

let failed = 0;
for (const name of readdirSync(functionsDir).sort()) {
  const folder = join(functionsDir, name);
  if (name.startsWith('_') || !existsSync(join(folder, 'index.ts'))) continue;
  const result = spawnSync(process.execPath, [denoBin, 'check', '--quiet', 'index.ts'], {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  });
  if (result.status === 0) console.log(`deno check ${name} : OK`);
  else {
    console.error(`deno check ${name} : ÉCHEC`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
