import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(__dirname, '..', '..');

/**
 * Every remote of the repository: the `mfe-<name>` workspaces of the root package.json, each with
 * its `npm run dev`. A new remote is covered as soon as it is a workspace.
 */
export function remoteNames(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.filter((w) => w.startsWith('mfe-')).map((w) => w.slice('mfe-'.length));
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface RunningServer {
  url: string;
  /** What the process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a command in its own process group and waits until `ready` (a path of `url`) answers
 * 200; `stop` ends the whole group (npm, its shell and webpack).
 */
export async function startServer(
  command: string,
  args: string[],
  { url, ready, env, timeoutMs }: { url: string; ready: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<RunningServer> {
  let output = '';
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} s’est arrêté :\n${output}`);
    try {
      if ((await fetch(`${url}${ready}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url}${ready} ne répond pas après ${timeoutMs / 1000} s :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output: () => output, stop };
}

/** `npm run dev -w mfe-<name>` on a free port, proxying the site at `siteUrl`. */
export async function startDevServer(name: string, siteUrl: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer('npm', ['run', '--silent', 'dev', '-w', `mfe-${name}`], {
    url,
    ready: '/',
    env: { ...process.env, DEV_PORT: String(port), SITE_URL: siteUrl },
    // The first development build of a remote, on a busy two-core machine.
    timeoutMs: 240_000,
  });
}
