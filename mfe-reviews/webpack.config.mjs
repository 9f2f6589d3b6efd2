import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@parquet-alsace/shared/build/webpack-app.mjs';

export default createAppConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'reviews',
  devPort: 9104,
  exposes: {
    './app': './src/lifecycles.ts',
    './Testimonials': './src/testimonials/testimonials.tsx',
    './ReviewBrowser': './src/reviews/review-browser.tsx',
    './ShareBar': './src/reviews/share-bar.tsx',
    './ReviewForm': './src/review-form/review-form.tsx',
  },
});
