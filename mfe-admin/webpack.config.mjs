import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs, createPlainScriptConfig } from '@parquet-alsace/shared/build/webpack-app.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

// The back office renders in the browser only (docs/adr-008-back-office.md): its server bundle is
// the release contract's minimum and renders no page of its own.
const app = createAppConfigs({
  dir,
  name: 'admin',
  devPort: 9106,
  exposes: {
    './app': './src/lifecycles.tsx',
  },
});

// Its first script, `start.js`: the sign-in screen alone for a signed-out visit, else the start
// of the whole back office. Not part of the dev server (a missing start.js starts the app).
const start = createPlainScriptConfig({ dir, name: 'start', entry: './src/start.ts' });

export default (env = {}, argv = {}) => {
  const configs = app(env, argv);
  return Array.isArray(configs) ? [...configs, start(env)] : configs;
};
