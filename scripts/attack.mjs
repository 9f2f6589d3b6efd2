// `npm run attack`: builds what is missing or stale, then runs the attack suite (e2e/attack)
// against a fresh production server on a free port with a throw-away database. One line per
// case (held/broke), then "N passed, N failed"; exits non-zero on any failure.
import { join } from 'node:path';
import { buildWhatIsStale, root, run } from './workspaces.mjs';

await buildWhatIsStale();
process.exitCode = await run(
  'npx',
  ['playwright', 'test', '-c', 'attack.config.ts', ...process.argv.slice(2)],
  {
    cwd: join(root, 'e2e'),
  },
);
