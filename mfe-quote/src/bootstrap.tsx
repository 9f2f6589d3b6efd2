import { runStandalone } from '@parquet-alsace/shared/standalone';
import { quoteApp } from './app';
import { fragments } from './fragments';

// Standalone run (`npm run dev -w mfe-quote`); inside the site the shell loads ./app instead.
runStandalone(quoteApp, { fragments });
