import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/env';

/**
 * The attack suite (`npm run attack`): every case of docs/threat-model.md tried against a
 * fresh production server that attack/server.ts starts with default settings. One line per
 * case, held or broke.
 */
export default defineConfig({
  testDir: './attack',
  globalSetup: './attack/server.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['./attack/reporter.ts']],
  use: {
    locale: 'fr-FR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
});
