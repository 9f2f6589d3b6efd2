// The business's command-line tools (`npm run reviews | staff | leads`), run as the business
// runs them: a separate Node process with the server's address and service key.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestServer } from './test-server.ts';

const run = promisify(execFile);

/** Runs `backend/scripts/<script>` against the server `server()` returns at the time of the call. */
export function businessCli(script: string, server: () => TestServer) {
  const cli = join(__dirname, '..', '..', 'scripts', script);
  return (...args: string[]) =>
    run(process.execPath, [cli, ...args], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        SUPABASE_URL: server().url,
        SUPABASE_SERVICE_ROLE_KEY: server().backend.serviceRoleKey,
      },
    });
}
