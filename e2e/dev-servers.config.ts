import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/env';

/**
 * Each remote's standalone dev server (`npm run dev -w mfe-<name>`), one at a time on a free port,
 * beside the composed production build started by dev-servers/site.ts with development overrides
 * (docs/adr-011-standalone-remotes.md). One worker: a development build takes both cores.
 */
export default defineConfig({
  testDir: './dev-servers',
  globalSetup: './dev-servers/site.ts',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    actionTimeout: 15_000,
    trace: 'off',
  },
});
