// Publishes a remote's build as a release: a remote ships without touching the shell or
// restarting its server.
//
//   node shared/build/release.mjs [--app mfe-blog] [--build <dir>] [--to <deployment dir>]
//
// The build (`<build>/client`, `<build>/server/index.js`, as webpack writes them in `dist/`) is
// copied to `<to>/releases/<version>/`, where <version> is a hash of its content (an unchanged
// build is the same release), then `<to>/release.json` is replaced atomically to name it. The
// shell's server notices the new pointer (file watch, interval or POST /__admin/revalidate),
// loads that version beside the one in service and switches to it once it renders. Releases
// replaced less than a day ago stay, so a page rendered with one keeps loading its code.
// `npm run build -w mfe-<name>` ends with this step, publishing into the remote's own `dist/`.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A replaced release stays servable this long (pages rendered with it keep loading its code). */
export const KEEP_REPLACED_MS = 24 * 60 * 60 * 1000;
/** …but no more than this many replaced releases are kept. */
export const KEEP_AT_MOST = 10;
const VERSION = /^[0-9a-f]{12}$/;

function filesUnder(dir) {
  const files = [];
  const visit = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full);
      else files.push(full);
    }
  };
  visit(dir);
  return files.sort();
}

/** The first 12 hex digits of a hash of every file of the build, browser and server parts. */
export function releaseVersion(buildDir) {
  const hash = createHash('sha256');
  for (const part of ['client', 'server']) {
    const base = join(buildDir, part);
    for (const file of filesUnder(base)) {
      hash.update(`${part}/${relative(base, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Writes a file by renaming a complete copy over it: a reader sees the old or the new, never half. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Copies the build into `<deployDir>/releases/<version>/` (if not there yet) and points
 * `<deployDir>/release.json` at it. Returns the pointer written.
 */
export function publishRelease({ name, buildDir, deployDir, now = Date.now() }) {
  for (const required of ['client/mf-manifest.json', 'client/remoteEntry.js', 'server/index.js']) {
    if (!existsSync(join(buildDir, required)))
      throw new Error(`${join(buildDir, required)} est absent : construisez d’abord`);
  }
  const version = releaseVersion(buildDir);
  const releases = join(deployDir, 'releases');
  mkdirSync(releases, { recursive: true });
  const target = join(releases, version);
  if (!existsSync(target)) {
    // Copied beside, then renamed: the server never sees a half-copied release.
    const staging = join(releases, `.staging-${version}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    cpSync(join(buildDir, 'client'), join(staging, 'client'), { recursive: true });
    cpSync(join(buildDir, 'server'), join(staging, 'server'), { recursive: true });
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify({ name, version }, null, 2)}\n`);
    renameSync(staging, target);
  }
  const pointerFile = join(deployDir, 'release.json');
  const previous = readJson(pointerFile)?.version;
  const at = new Date(now).toISOString();
  if (previous && previous !== version && VERSION.test(previous) && existsSync(join(releases, previous))) {
    const info = join(releases, previous, 'release.json');
    writeAtomically(info, `${JSON.stringify({ ...readJson(info), replacedAt: at }, null, 2)}\n`);
  }
  const info = join(target, 'release.json');
  const { replacedAt: _current, ...rest } = readJson(info) ?? { name, version };
  writeAtomically(info, `${JSON.stringify({ ...rest, publishedAt: at }, null, 2)}\n`);
  const pointer = { name, version, publishedAt: at };
  writeAtomically(pointerFile, `${JSON.stringify(pointer, null, 2)}\n`);
  prune(releases, version, now);
  return pointer;
}

/** Removes releases replaced more than a day ago (and the oldest beyond KEEP_AT_MOST), and stale copies. */
function prune(releases, current, now) {
  const replaced = [];
  for (const entry of readdirSync(releases)) {
    const full = join(releases, entry);
    if (entry.startsWith('.staging-')) {
      if (now - statSync(full).mtimeMs > 60 * 60 * 1000) rmSync(full, { recursive: true, force: true });
      continue;
    }
    if (!VERSION.test(entry) || entry === current) continue;
    const info = readJson(join(full, 'release.json')) ?? {};
    const at = Date.parse(info.replacedAt ?? info.publishedAt ?? '') || statSync(full).mtimeMs;
    replaced.push({ full, at });
  }
  replaced.sort((a, b) => b.at - a.at);
  replaced.forEach(({ full, at }, index) => {
    if (index >= KEEP_AT_MOST || now - at > KEEP_REPLACED_MS) rmSync(full, { recursive: true, force: true });
  });
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (!['--app', '--build', '--to', '--name'].includes(key) || argv[i + 1] === undefined) {
      throw new Error(
        `Argument inattendu : ${key}\nUsage : release.mjs [--app <dossier>] [--build <dossier>] [--to <dossier>]`,
      );
    }
    options[key.slice(2)] = argv[i + 1];
    i += 1;
  }
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const app = resolve(args.app ?? process.cwd());
    const name =
      args.name ?? JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).name.replace(/^.*\/mfe-/, '');
    const pointer = publishRelease({
      name,
      buildDir: resolve(args.build ?? join(app, 'dist')),
      deployDir: resolve(args.to ?? join(app, 'dist')),
    });
    console.log(`${name} : version ${pointer.version} publiée dans ${resolve(args.to ?? join(app, 'dist'))}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
