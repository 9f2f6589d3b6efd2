import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL 15 programs (installed by .ci/run). */
export const POSTGRES_15_BIN = '/usr/lib/postgresql/15/bin';
export const postgres15Available = existsSync(join(POSTGRES_15_BIN, 'initdb'));
/** Under REQUIRE_POSTGRES_15=1 (CI) a missing PostgreSQL 15 is a failure, elsewhere a skip. */
export const postgres15Required = process.env.REQUIRE_POSTGRES_15 === '1';

export interface Cluster {
  url(database: string): string;
  stop(): void;
}

function asPostgres(command: string, args: string[]): void {
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  if (process.getuid?.() === 0) {
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  } else execFileSync(command, args, { stdio: 'ignore' });
}

/** A port the system says is free now (TEST_POSTGRES_PORT when set). */
async function freePort(): Promise<number> {
  const fromEnv = Number(process.env.TEST_POSTGRES_PORT);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A throw-away PostgreSQL 15 server on loopback, trust authentication, without durability. */
export async function startPostgres15(): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'parquet-pg15-'));
  chmodSync(root, 0o777);
  const dir = join(root, 'data');
  const port = await freePort();
  asPostgres(join(POSTGRES_15_BIN, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  asPostgres(join(POSTGRES_15_BIN, 'pg_ctl'), [
    '-D',
    dir,
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    '-l',
    join(root, 'server.log'),
    '-w',
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      asPostgres(join(POSTGRES_15_BIN, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
