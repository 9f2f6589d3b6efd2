/**
 * @jest-environment node
 *
 * The docs cannot drift from the code they describe: every repository path and every code symbol
 * cited in `README.md` and `docs/*.md` must exist, decision records are numbered uniquely, and
 * the architecture map lists every one of them (docs/architecture.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const docs = files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Top-level folders of the repository: a cited path starting with one of them is checked. */
const roots = new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));
/** What a path may be followed by in prose and still be a path. */
const pathPattern = /(?<![\w./@<-])((?:\.?[\w@-]+\/)+[\w.@-]*[\w/])/g;

const citedPaths = (text: string) => {
  const found = new Set<string>();
  for (const match of text.matchAll(pathPattern)) {
    const cited = match[1] ?? '';
    const first = cited.split('/')[0];
    if (!roots.has(first)) continue;
    // Placeholders and globs (`mfe-<name>/dist`, `releases/*`) are patterns, not paths; URLs are
    // not repository paths.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 1);
    if (/[<*…${]/.test(after)) continue;
    // `supabase/storage`'s routes: a project's name, not a path.
    if (text.startsWith("`'s", match.index + match[0].length)) continue;
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    if (/:\/\/[\w.:]*$|https?:$/.test(before)) continue;
    found.add(cited.replace(/[.]$/, ''));
  }
  return [...found];
};

/** `shared/client` and the like name an entry of the shared package (`@parquet-alsace/shared/client`). */
const sharedEntries = Object.keys(
  (JSON.parse(read('shared/package.json')) as { exports: Record<string, string> }).exports,
).map((entry) => entry.replace(/^\./, 'shared'));

/** `shell/dist/server/prod-server.js`: a build's output, there only once built; its package must exist. */
const isBuildOutput = (cited: string) => {
  const [pkg, folder] = cited.split('/');
  return folder === 'dist' && files.some((file) => file.startsWith(`${pkg}/package.json`));
};

const pathExists = (cited: string) => {
  const clean = cited.replace(/\/$/, '');
  return (
    files.includes(clean) ||
    files.some((file) => file.startsWith(`${clean}/`)) ||
    sharedEntries.includes(clean) ||
    isBuildOutput(clean)
  );
};

/**
 * A code symbol, as the docs cite one in backticks: a camelCase or PascalCase identifier, maybe
 * called (`openQuote()`), maybe qualified (`private.is_staff()` is SQL and checked elsewhere).
 */
const symbolPattern = /`([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)(?:\(\))?`/g;
const sources = files.filter(
  (file) =>
    /\.(ts|tsx|mjs|cjs|js|json)$/.test(file) &&
    !/(^|\/)dist\//.test(file) &&
    !file.startsWith('content/') &&
    file !== 'package-lock.json',
);
const sourceText = sources.map(read).join('\n');
const quoted = (name: string) => name.replace(/[$]/g, '\\$');

/**
 * Type declarations of the platform and libraries the docs talk about (the DOM, React,
 * single-spa, Module Federation, supabase-js, the DevTools protocol): a symbol of theirs the docs
 * cite must still be in the version the repository installs.
 */
const modules = path.join(root, 'node_modules');
const declarationRoots = [
  '@types/react',
  '@types/ws',
  'single-spa/typings',
  '@module-federation/sdk/dist/types',
  '@module-federation/runtime-core/dist',
  '@module-federation/enhanced/dist/src/schemas',
  '@supabase/postgrest-js/dist',
  'devtools-protocol/types',
  ...readdirSync(path.join(modules, '@typescript')).map((dir) => `@typescript/${dir}/lib`),
].map((dir) => path.join(modules, dir));
const declarationFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return declarationFiles(full);
        return /\.d\.(ts|mts|cts)$/.test(name) && !/^lib\.(es|esnext|webworker|scripthost)/.test(name)
          ? [full]
          : [];
      })
    : [];
let librariesText: string | undefined;
const libraries = () => {
  librariesText ??= declarationRoots
    .flatMap(declarationFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return librariesText;
};

/**
 * Declared, exported, imported or called by name in the repository's code, config or tests, or
 * declared by an installed library.
 */
const symbolExists = (name: string) =>
  inRepository(name) || new RegExp(`\\b${quoted(name)}\\b`).test(libraries());
const inRepository = (name: string) =>
  new RegExp(
    [
      `\\b(function\\*?|const|let|var|class|type|interface|enum)\\s+${quoted(name)}\\b`,
      `[{,]\\s*(type\\s+)?${quoted(name)}\\s*(as\\s+\\w+\\s*)?[,}]`,
      `\\b\\w+\\s+as\\s+${quoted(name)}\\b`,
      `(^|[\\s{,;])${quoted(name)}\\??\\s*[:(]`,
      `['"]${quoted(name)}['"]`,
      `\\.${quoted(name)}\\b`,
    ].join('|'),
    'm',
  ).test(sourceText);

describe('the docs cite what exists', () => {
  it('finds the docs and enough citations to mean something', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    const paths = docs.flatMap((doc) => citedPaths(read(doc)));
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(docs)('every repository path cited in %s exists', (doc) => {
    const missing = citedPaths(read(doc)).filter((cited) => !pathExists(cited));
    expect(missing).toEqual([]);
  });

  it.each(docs)('every code symbol cited in %s is declared, exported or imported', (doc) => {
    const names = [...new Set([...read(doc).matchAll(symbolPattern)].map((match) => match[1] ?? ''))];
    const missing = names.filter((name) => !symbolExists(name));
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  const records = files.filter((file) => /^docs\/adr-[\w-]+\.md$/.test(file));

  it('are numbered uniquely', () => {
    const numbers = records
      .map((file) => /^docs\/adr-(\d+)-/.exec(file)?.[1])
      .filter((n): n is string => Boolean(n));
    const repeated = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(repeated).toEqual([]);
  });

  it('are all listed in the architecture map', () => {
    const map = read('docs/architecture.md');
    expect(records.filter((file) => !map.includes(file))).toEqual([]);
  });
});
