// Several instances on one PostgreSQL sign and check keys with one secret: without JWT_SECRET
// each would mint its own and refuse the others' keys, so the backend refuses to start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../src/index.ts';

let dataDir: string;
const savedSecret = process.env.JWT_SECRET;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'parquet-secret-'));
  delete process.env.JWT_SECRET;
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  if (savedSecret === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = savedSecret;
});

// Nothing listens on port 1: reaching the database would fail differently, and later.
const unreachable = 'postgres://postgres@127.0.0.1:1/postgres';

test('with DATABASE_URL and no JWT_SECRET the backend refuses to start, saying what to set', async () => {
  await expect(createBackend({ dataDir, databaseUrl: unreachable, worker: false })).rejects.toThrow(
    /DATABASE_URL est défini mais JWT_SECRET ne l’est pas.*identique sur toutes les instances/,
  );
});

test('an existing data folder’s secret is named, so keys already handed out can be kept', async () => {
  writeFileSync(join(dataDir, 'jwt-secret'), 'ancien-secret\n');
  await expect(createBackend({ dataDir, databaseUrl: unreachable, worker: false })).rejects.toThrow(
    `reprenez le secret de ${join(dataDir, 'jwt-secret')}`,
  );
});

test('with JWT_SECRET set, the backend goes on to connect to the database', async () => {
  process.env.JWT_SECRET = 'un-secret-partage-assez-long-pour-hs256-0123456789';
  await expect(createBackend({ dataDir, databaseUrl: unreachable, worker: false })).rejects.toThrow(
    /ECONNREFUSED/,
  );
});
