import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@parquet-alsace/shared/build/webpack-app.mjs';

export default createAppConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  devPort: 9100,
  // The server bundle holds the chrome and the shell's pages (server rendering) and the
  // production server itself.
  serverEntries: { index: './src/server.tsx', 'prod-server': './server/main.ts' },
});
