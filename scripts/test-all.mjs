// `npm test`: lint and format check, dependency declarations, type-checks, unit tests of every package, backend tests, then
// the end-to-end suite against the production build (rebuilt first when its sources changed), each
// remote's standalone dev server, and the weight budgets of every route (`npm run size`: bytes
// fail, timings are only printed).
import { apps, backendBuilt, buildApps, buildBackend, isBuilt, run } from './workspaces.mjs';

// The suite runs on the Node LTS pinned in package.json; npm puts it first on its scripts' PATH.
// Run directly by an older machine Node, it would test what production does not run.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `npm test tourne sur Node ${process.versions.node} : lancez-le par « npm test », qui prend le Node épinglé du dépôt (docs/toolchain.md).`,
  );
  process.exit(1);
}

const packages = ['shared', ...apps, 'backend', 'content'];
const step = async (title, fn) => {
  const started = Date.now();
  console.log(`\n━━ ${title}`);
  const code = await fn();
  console.log(
    `━━ ${title} : ${code === 0 ? 'OK' : 'ÉCHEC'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (code !== 0) process.exit(code);
};

await step('Lint et format (Biome)', () => run('npx', ['biome', 'ci', '.']));
await step('Dépendances déclarées (knip)', () => run('npm', ['run', '--silent', 'deps']));
await step('Vérification des types', () =>
  run('npm', ['run', '--silent', 'typecheck', '--workspaces', '--if-present']),
);
for (const pkg of packages) {
  await step(`Tests unitaires : ${pkg}`, () =>
    run('npm', ['run', '--silent', 'test', '-w', pkg, '--if-present']),
  );
}
await step('Construction (production)', async () => {
  if (!backendBuilt()) await buildBackend();
  const toBuild = apps.filter((app) => !isBuilt(app));
  const failures = await buildApps(toBuild);
  return failures.length ? 1 : 0;
});
await step('Chaos : demandes sous pannes (N = 20)', () =>
  run('node', ['backend/chaos/run-chaos.mjs', '--n', '20']),
);
await step('Deux instances sur un PostgreSQL 15 (SIGKILL, SIGTERM)', () =>
  run('node', ['backend/chaos/two-instances.mjs']),
);
await step('Tests de bout en bout (Chromium)', () => run('npm', ['run', '--silent', 'test', '-w', 'e2e']));
// Each remote's `npm run dev`, one at a time, beside the composed build (docs/adr-011-standalone-remotes.md).
await step('Serveurs de dev des remotes (Chromium)', () =>
  run('npm', ['run', '--silent', 'dev-servers', '-w', 'e2e']),
);
await step('Budgets de poids par route (npm run size)', () => run('npm', ['run', '--silent', 'size']));
