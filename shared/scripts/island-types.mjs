// Writes shared/src/platform/island-modules.generated.ts from the remotes' islands manifests
// (`mfe-<name>/islands.json`, exposed name → module, the file webpack's `exposes` is built from):
// one `typeof import()` per island, from which `<RemoteSlot>`, `<Island>` and `loadRemoteModule`
// take each island's props and module type (docs/frontend-platform.md, "Typed islands").
// `node shared/scripts/island-types.mjs` writes the file; `--check` only says whether it is current.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const target = join(root, 'shared', 'src', 'platform', 'island-modules.generated.ts');

export function islandModulesSource() {
  const lines = [];
  const remotes = readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-') && existsSync(join(root, dir, 'islands.json')))
    .sort();
  for (const dir of remotes) {
    const remote = dir.slice('mfe-'.length);
    const islands = JSON.parse(readFileSync(join(root, dir, 'islands.json'), 'utf8'));
    for (const [name, module] of Object.entries(islands).sort(([a], [b]) => a.localeCompare(b))) {
      const file = join(root, dir, module).replace(/\.tsx?$/, '');
      const specifier = relative(dirname(target), file).split('\\').join('/');
      lines.push(`  '${remote}/${name}': typeof import('${specifier}');`);
    }
  }
  return `// Generated from the remotes' islands.json by \`npm run islands -w @parquet-alsace/shared\`
// (shared/scripts/island-types.mjs): do not edit. Each island's module as its remote exposes it;
// types only, nothing of it reaches a bundle.
export type IslandModules = {
${lines.join('\n')}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = islandModulesSource();
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== source) {
      console.error(
        `${relative(root, target)} ne correspond plus aux islands.json : régénérez-le avec « npm run islands -w @parquet-alsace/shared ».`,
      );
      process.exit(1);
    }
  } else if (current !== source) {
    writeFileSync(target, source);
    console.log(`${relative(root, target)} écrit`);
  }
}
