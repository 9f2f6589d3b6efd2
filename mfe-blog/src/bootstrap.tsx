import { runStandalone } from '@parquet-alsace/shared/standalone';
import { blogApp } from './app';
import { fragments } from './fragments';

// Standalone run (`npm run dev -w mfe-blog`); inside the site the shell loads ./app instead.
runStandalone(blogApp, { fragments });
