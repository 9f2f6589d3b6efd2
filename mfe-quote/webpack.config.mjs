import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@parquet-alsace/shared/build/webpack-app.mjs';

export default createAppConfigs({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'quote',
  devPort: 9101,
  exposes: {
    './app': './src/lifecycles.ts',
    './QuoteWizard': './src/wizard/quote-wizard-entry.tsx',
    './HomeQuoteSection': './src/home-section/home-quote-section.tsx',
    './RetryPending': './src/submission/retry-pending.ts',
  },
});
