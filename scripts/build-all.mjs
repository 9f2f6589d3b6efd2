// `npm run build`: the backend, then every app (browser and server bundles).
import { apps, buildApps, buildBackend, precompressMedia } from './workspaces.mjs';

await buildBackend();
precompressMedia();
const failures = await buildApps(apps);
if (failures.length) {
  console.error(`Échec de la construction : ${failures.join(', ')}`);
  process.exit(1);
}
