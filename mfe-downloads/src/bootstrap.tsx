import { runStandalone } from '@parquet-alsace/shared/standalone';
import { downloadsApp } from './app';

// Standalone run (`npm run dev -w mfe-downloads`); inside the site the shell loads ./app instead.
runStandalone(downloadsApp);
