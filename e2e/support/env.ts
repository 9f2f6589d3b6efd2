import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The test server: its own port, its own fresh database, a known signing secret. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The same server's back-office origin (ADMIN_PORT, docs/adr-008-back-office.md). */
export const E2E_ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? E2E_PORT + 10);
export const ADMIN_URL = `http://127.0.0.1:${E2E_ADMIN_PORT}`;
export const JWT_SECRET = 'e2e-secret-only-for-tests-0123456789abcdef';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `parquet-e2e-${process.pid}`);

export { chromiumArgs } from './chromium-args.mjs';
