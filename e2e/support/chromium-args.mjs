// Chromium's flags for every run on this machine: the Playwright configurations (through
// support/env.ts) and the measuring scripts (through scripts/site-server.mjs) start it alike.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
