import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createAppConfigs,
  createLoaderConfig,
  createPlainScriptConfig,
} from '@parquet-alsace/shared/build/webpack-app.mjs';

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

// /vitals.js: the page view's speed measurement, loaded by the loader once the page is idle
// (docs/adr-021-field-speed.md).
const vitals = createPlainScriptConfig({ dir, name: 'vitals', entry: './src/vitals/index.ts' });

export default (env = {}, argv = {}) => {
  const configs = app(env, argv);
  return env.WEBPACK_SERVE ? configs : [...configs, createLoaderConfig({ dir }), vitals(env)];
};
