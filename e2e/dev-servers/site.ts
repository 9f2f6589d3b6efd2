import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, startServer } from '../support/dev-servers';

/**
 * Global setup of the dev-server suite: the composed production build, as `npm start` serves it
 * but with DEV_REMOTE_OVERRIDES=1, on a free port and a throw-away database. The remotes' dev
 * servers proxy their backend to it, and the override case loads a remote into it. The specs find
 * it through DEV_SITE_URL.
 */
export default async function startSite(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parquet-dev-site-'));
  const url = `http://127.0.0.1:${port}`;
  const site = await startServer(
    process.execPath,
    [join(root, 'shell', 'dist', 'server', 'prod-server.js')],
    {
      url,
      ready: '/site-config.json',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        LANG: process.env.LANG,
        PORT: String(port),
        ADMIN_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        RENDER_CACHE_MS: '0',
        DEV_REMOTE_OVERRIDES: '1',
      },
      timeoutMs: 120_000,
    },
  );
  process.env.DEV_SITE_URL = url;
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
