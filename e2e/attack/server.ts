import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** A port nobody listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Global setup of the attack suite: a fresh production server, as `npm start` runs it (default
 * limits and render cache), on a free port with a throw-away data directory. A tag-manager id
 * is set so the CSP case can check the tag still loads after consent; the outbox runs only when
 * a case asks (deliveries in a known order). The cases find it through ATTACK_* variables.
 */
export default async function startAttackServer(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parquet-attack-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const server: ChildProcess = spawn(
    process.execPath,
    [join(root, 'shell', 'dist', 'server', 'prod-server.js')],
    {
      // Only what a bare `npm start` has: no limit, cache or database setting of this shell leaks in.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        LANG: process.env.LANG,
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        GTM_ID: 'GTM-ATTACK1',
        OUTBOX_INTERVAL_MS: String(60 * 60 * 1000),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`Le serveur de production s’est arrêté au démarrage :\n${output}`);
    }
    try {
      if ((await fetch(`${url}/site-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Le serveur de production ne répond pas après 120 s :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  process.env.ATTACK_URL = url;
  process.env.ATTACK_DATA_DIR = dataDir;
  process.env.ATTACK_JWT_SECRET = jwtSecret;
  return stop;
}
