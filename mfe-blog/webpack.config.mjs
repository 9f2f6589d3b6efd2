import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@parquet-alsace/shared/build/webpack-app.mjs';

export default createAppConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'blog',
  devPort: 9102,
  exposes: {
    './app': './src/lifecycles.ts',
    // Islands of the blog's own pages (docs/frontend-platform.md, "Islands").
  },
});
