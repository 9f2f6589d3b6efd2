import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs, createLoaderConfig } from '@parquet-alsace/shared/build/webpack-app.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const app = createAppConfigs({
  dir,
  name: 'shell',
  devPort: 9100,
  // main.js is the runtime the page's loader fetches when an island wakes (federation + single-spa).
  clientEntry: './src/runtime/index.ts',
  // The server bundle holds the chrome and the shell's pages (server rendering) and the
  // production server itself.
  serverEntries: { index: './src/server.tsx', 'prod-server': './server/main.ts' },
});

export default (env = {}, argv = {}) => {
  const configs = app(env, argv);
  return env.WEBPACK_SERVE ? configs : [...configs, createLoaderConfig({ dir })];
};
