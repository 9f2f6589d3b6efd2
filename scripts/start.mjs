// `npm start`: builds what is missing or older than its sources, then serves the composed site and its backend on one port.
import { join } from 'node:path';
import {
  apps,
  backendBuilt,
  buildApps,
  buildBackend,
  isBuilt,
  precompressMedia,
  root,
  run,
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
process.exitCode = await run(process.execPath, [join(root, 'shell', 'dist', 'server', 'prod-server.js')]);
