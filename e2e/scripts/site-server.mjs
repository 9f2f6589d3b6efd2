// Starts the production server on a free port with a throw-away database, for the measuring
// scripts (size report, Lighthouse). Returns its base URL and a stop function.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../support/chromium-args.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `env`: extra variables for the server (e.g. its measurement mode, SITE_MEASUREMENT=1). */
export async function startSite(port, env = {}) {
  if (process.env.SITE_URL) return { baseUrl: process.env.SITE_URL, stop: async () => {} };
  const child = spawn(process.execPath, [join(root, 'shell', 'dist', 'server', 'prod-server.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'parquet-measure-')),
      OUTBOX_INTERVAL_MS: '60000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A measuring script that crashes (an unhandled rejection) never reaches its `stop()`: the
  // server goes with it, rather than keeping the port for the next run.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/site-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function firstArticlePath(baseUrl) {
  const { supabaseAnonKey } = await (await fetch(`${baseUrl}/site-config.json`)).json();
  const rows = await (
    await fetch(`${baseUrl}/rest/v1/articles?select=slug&published=eq.true&order=published_at.desc&limit=1`, {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
    })
  ).json();
  return rows[0] ? `/blog/${rows[0].slug}/` : '/blog/';
}

export { chromiumArgs };

/** Debian's Chromium (or CHROMIUM_PATH), started as the measuring scripts start it. */
export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

/** A first visit on a phone (390 × 844, touch): nothing cached, no service worker serving from its cache. */
export const firstVisitOnAPhone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};
