import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@parquet-alsace/shared/build/webpack-app.mjs';

// The back office renders in the browser only (docs/adr-008-back-office.md): its server bundle is
// the release contract's minimum and renders no page of its own.
export default createAppConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'admin',
  devPort: 9106,
  exposes: {
    './app': './src/lifecycles.tsx',
  },
});
