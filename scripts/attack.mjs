// `npm run attack`: builds what is missing or stale, then runs the attack suite (e2e/attack)
// against a fresh production server on a free port with a throw-away database. One line per
// case (held/broke), then "N passed, N failed"; exits non-zero on any failure.
import { join } from 'node:path';
import { apps, backendBuilt, buildApps, buildBackend, isBuilt, root, run } from './workspaces.mjs';

if (!backendBuilt()) await buildBackend();
const missing = apps.filter((app) => !isBuilt(app));
if (missing.length) {
  console.log(`Construction de : ${missing.join(', ')}`);
  const failures = await buildApps(missing);
  if (failures.length) {
    console.error(`Échec de la construction : ${failures.join(', ')}`);
    process.exit(1);
  }
}
process.exitCode = await run(
  'npx',
  ['playwright', 'test', '-c', 'attack.config.ts', ...process.argv.slice(2)],
  {
    cwd: join(root, 'e2e'),
  },
);
