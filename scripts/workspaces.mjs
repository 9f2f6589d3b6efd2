import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The site's apps, the host and its remotes (`shell`, `mfe-*`), in the root package.json's order. */
export const apps = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (workspace) => workspace === 'shell' || workspace.startsWith('mfe-'),
);

/** The commands `run` started that are still running (a signal handler passes signals on to them). */
export const running = new Set();

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Newest modification time (ms) of the files under `paths`, skipping build output and dependencies. */
function newestSource(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      visit(join(path, entry));
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Everything an app's build reads besides node_modules: its own folder, `shared`, the lockfile. */
const appSources = (app) => [join(root, app), join(root, 'shared'), join(root, 'package-lock.json')];

/** Built, and built after the last change of its sources (a stale build would test old code). */
const builtMarker = (app) => join(root, app, 'dist', 'server', 'index.js');

export const isBuilt = (app) => {
  const server = builtMarker(app);
  if (!existsSync(join(root, app, 'dist', 'client', 'main.js')) || !existsSync(server)) return false;
  // A remote's build is served once published as a release (shared/build/release.mjs).
  if (app.startsWith('mfe-') && !existsSync(join(root, app, 'dist', 'release.json'))) return false;
  return builtAt(server) >= newestSource(appSources(app));
};

export const backendBuilt = () =>
  builtAt(join(root, 'backend', 'dist', 'backend', 'src', 'index.js')) >=
  newestSource([
    join(root, 'backend', 'src'),
    join(root, 'supabase', 'functions'),
    join(root, 'backend', 'package.json'),
  ]);

/** Builds the given apps, two at a time (the machines here have two cores). */
export async function buildApps(list) {
  const queue = [...list];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const app = queue.shift();
      const started = Date.now();
      const code = await run('npm', ['run', '--silent', 'build', '-w', app], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      console.log(
        `${code === 0 ? '✔' : '✘'} ${app} construit en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) failures.push(app);
      // webpack leaves an output file untouched when its content did not change: mark the build
      // as done now, or a change that does not alter the server bundle would rebuild every time.
      else if (existsSync(builtMarker(app))) utimesSync(builtMarker(app), new Date(), new Date());
    }
  };
  await Promise.all([worker(), worker()]);
  return failures;
}

export async function buildBackend() {
  const code = await run('npm', ['run', '--silent', 'build', '-w', 'backend']);
  if (code !== 0) throw new Error('La construction du backend a échoué');
}

/**
 * Brotli and gzip siblings of the text files under content/media (the SVG icon, the web
 * manifest), as the apps' builds write them for their own files: the server sends them by
 * negotiation and never compresses a file itself. Stale or orphaned siblings are replaced or
 * removed, so running it again is cheap.
 */
export function precompressMedia(dir = join(root, 'content', 'media')) {
  const encoders = [
    ['.br', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', (b) => gzipSync(b, { level: 9 })],
  ];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        visit(path);
        continue;
      }
      const sibling = encoders.find(([ext]) => entry.name.endsWith(ext));
      if (sibling) {
        if (!existsSync(path.slice(0, -sibling[0].length))) rmSync(path);
        continue;
      }
      if (!/\.(svg|webmanifest|json|txt|xml|css|js)$/.test(entry.name)) continue;
      const source = statSync(path);
      if (source.size < 512) continue;
      for (const [ext, encode] of encoders) {
        const target = path + ext;
        if (existsSync(target) && statSync(target).mtimeMs >= source.mtimeMs) continue;
        const encoded = encode(readFileSync(path));
        if (encoded.length < source.size) writeFileSync(target, encoded);
        else rmSync(target, { force: true });
      }
    }
  };
  if (existsSync(dir)) visit(dir);
}

/** Builds the backend and every app whose build is missing or older than its sources; exits 1 on a failed build. */
export async function buildWhatIsStale() {
  if (!backendBuilt()) await buildBackend();
  const missing = apps.filter((app) => !isBuilt(app));
  if (!missing.length) return;
  console.log(`Construction de : ${missing.join(', ')}`);
  const failures = await buildApps(missing);
  if (failures.length) {
    console.error(`Échec de la construction : ${failures.join(', ')}`);
    process.exit(1);
  }
}
