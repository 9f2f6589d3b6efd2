// `npm start`: builds what is missing or older than its sources, then serves the composed site and its backend on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  apps,
  backendBuilt,
  buildApps,
  buildBackend,
  isBuilt,
  precompressMedia,
  root,
} from './workspaces.mjs';

if (!backendBuilt()) await buildBackend();
precompressMedia();
const missing = apps.filter((app) => !isBuilt(app));
if (missing.length) {
  console.log(`Construction de : ${missing.join(', ')}`);
  const failures = await buildApps(missing);
  if (failures.length) {
    console.error(`Échec de la construction : ${failures.join(', ')}`);
    process.exit(1);
  }
}
// The server gets the signals this process gets (a supervisor's SIGTERM, Ctrl-C), drains and
// exits by itself; this process then exits with its code. Never an orphaned server.
const server = spawn(process.execPath, [join(root, 'shell', 'dist', 'server', 'prod-server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
