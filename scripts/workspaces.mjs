import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const apps = ['shell', 'mfe-quote', 'mfe-blog', 'mfe-gallery', 'mfe-reviews', 'mfe-downloads'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const isBuilt = (app) =>
  existsSync(join(root, app, 'dist', 'client', 'main.js')) && existsSync(join(root, app, 'dist', 'server', 'index.js'));

export const backendBuilt = () => existsSync(join(root, 'backend', 'dist'));

/** Builds the given apps, two at a time (the machines here have two cores). */
export async function buildApps(list) {
  const queue = [...list];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const app = queue.shift();
      const started = Date.now();
      const code = await run('npm', ['run', '--silent', 'build', '-w', app], { stdio: ['ignore', 'ignore', 'inherit'] });
      console.log(`${code === 0 ? '✔' : '✘'} ${app} construit en ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (code !== 0) failures.push(app);
    }
  };
  await Promise.all([worker(), worker()]);
  return failures;
}

export async function buildBackend() {
  const code = await run('npm', ['run', '--silent', 'build', '-w', 'backend']);
  if (code !== 0) throw new Error('La construction du backend a échoué');
}
