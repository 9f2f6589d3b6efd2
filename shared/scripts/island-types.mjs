// Writes the island contract types that `shared` owns, from the remotes' islands manifests
// (`mfe-<name>/islands.json`, exposed name → module, the file webpack's `exposes` is built from),
// as Module Federation's own type tooling does: the declarations (`.d.ts`) of each exposed module,
// and of what they name in their remote, into `shared/island-types/<remote>/`, and
// `shared/src/platform/island-modules.generated.ts`, one `typeof import()` of those per island.
// `<RemoteSlot>`, `<Island>` and `loadRemoteModule` take each island's props and module type from
// them (docs/adr-015-contracts.md), and `shared` imports no remote's source.
// `node shared/scripts/island-types.mjs` writes them; `--check` only says whether they are current
// (an island added, renamed or moved, or the props of one changed, without writing them again).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const typesDir = join(root, 'shared', 'island-types');
const modulesFile = join(root, 'shared', 'src', 'platform', 'island-modules.generated.ts');
const header = (command) =>
  `// Generated from the remotes' islands.json by \`${command}\`\n// (shared/scripts/island-types.mjs): do not edit.`;
const generatedBy = header('npm run islands -w @parquet-alsace/shared');
const posix = (path) => path.split(sep).join('/');

/** Every island of every remote: `remote/Name`, its remote's folder and its module's file. */
function islands() {
  const found = [];
  const remotes = readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-') && existsSync(join(root, dir, 'islands.json')))
    .sort();
  for (const dir of remotes) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'islands.json'), 'utf8'));
    for (const [name, module] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
      found.push({ id: `${dir.slice('mfe-'.length)}/${name}`, dir, file: join(root, dir, module) });
    }
  }
  return found;
}

/** The declarations tsc emits for the exposed modules (without checking them: their remote's typecheck does). */
function emitDeclarations(list) {
  const work = mkdtempSync(join(tmpdir(), 'island-types-'));
  try {
    const out = join(work, 'out');
    const config = {
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        noCheck: true,
        types: [],
        rootDir: root,
        outDir: out,
      },
      files: list.map((island) => island.file),
    };
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(config));
    const typescript = dirname(createRequire(import.meta.url).resolve('typescript/package.json'));
    const tsc = join(typescript, 'bin', 'tsc');
    execFileSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json')], { stdio: 'pipe' });
    // Only what the exposed modules name, following their relative imports within their remote.
    const files = new Map();
    const pending = list.map((island) => join(out, relative(root, island.file)).replace(/\.tsx?$/, '.d.ts'));
    while (pending.length) {
      const file = pending.pop();
      const inRepo = relative(out, file);
      if (files.has(inRepo)) continue;
      if (!/^mfe-[^/\\]+[/\\]/.test(inRepo)) throw new Error(`${inRepo} : hors d’un remote`);
      const text = readFileSync(file, 'utf8');
      files.set(inRepo, text);
      for (const [, specifier] of text.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        pending.push(`${resolve(dirname(file), specifier)}.d.ts`);
      }
    }
    return files;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every generated file, by its path in the repository, with its text. */
export function islandTypesFiles() {
  const list = islands();
  const wanted = new Map();
  for (const [inRepo, text] of emitDeclarations(list)) {
    const target = join(typesDir, inRepo.replace(/^mfe-/, ''));
    wanted.set(relative(root, target), `${generatedBy} Types only.\n${text}`);
  }
  const lines = list.map((island) => {
    const target = join(typesDir, relative(root, island.file).replace(/^mfe-/, '')).replace(/\.tsx?$/, '');
    return `  '${island.id}': typeof import('${posix(relative(dirname(modulesFile), target))}');`;
  });
  wanted.set(
    relative(root, modulesFile),
    `${generatedBy} Each island's module as its remote
// exposes it, from the declarations in shared/island-types/; types only, nothing of it reaches a
// bundle.
export type IslandModules = {
${lines.join('\n')}
};
`,
  );
  return wanted;
}

/** The generated files on disk now (shared/island-types/ and the module list). */
function currentFiles() {
  const found = new Map();
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else found.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  visit(typesDir);
  if (existsSync(modulesFile)) found.set(relative(root, modulesFile), readFileSync(modulesFile, 'utf8'));
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = islandTypesFiles();
  const current = currentFiles();
  const stale = [...new Set([...wanted.keys(), ...current.keys()])]
    .filter((path) => wanted.get(path) !== current.get(path))
    .sort();
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(
        `Les types des îlots ne correspondent plus aux remotes (${stale.map(posix).join(', ')}) : régénérez-les avec « npm run islands -w @parquet-alsace/shared ».`,
      );
      process.exit(1);
    }
  } else {
    for (const path of stale) {
      const file = join(root, path);
      if (!wanted.has(path)) {
        rmSync(file);
        continue;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, wanted.get(path));
    }
    if (stale.length) console.log(`${stale.length} fichier(s) de types des îlots écrit(s) ou retiré(s)`);
  }
}
