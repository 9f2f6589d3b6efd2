import { mkdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { BASE_URL, chromiumArgs, DATA_DIR, E2E_ADMIN_PORT, E2E_PORT, JWT_SECRET } from './support/env';

/**
 * End-to-end tests of the composed production build, in Debian's Chromium (Playwright's own
 * browser download does not work here), against a server on a fresh embedded database.
 */
mkdirSync(DATA_DIR, { recursive: true });
// Test workers are other processes: they find the server's data (its local mail) through this.
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'node ../shell/dist/server/prod-server.js',
    url: `${BASE_URL}/site-config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      ADMIN_PORT: String(E2E_ADMIN_PORT),
      DATA_DIR,
      JWT_SECRET,
      OUTBOX_INTERVAL_MS: '300',
      RENDER_CACHE_MS: '0',
      RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    },
  },
});
