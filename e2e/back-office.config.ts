import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/env';

/**
 * The staff back office's journeys (docs/adr-008-back-office.md): a staff member signs in by
 * password and by a magic link read from an SMTP sink, works a lead submitted a moment before,
 * re-sends a failed e-mail, moderates reviews, exports and erases. Against a fresh production
 * server that back-office/server.ts starts with its own mail and sheet sinks.
 */
export default defineConfig({
  testDir: './back-office',
  globalSetup: './back-office/server.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
});
