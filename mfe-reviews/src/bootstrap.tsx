import { runStandalone } from '@parquet-alsace/shared/standalone';
import { reviewsApp } from './app';
import { fragments } from './fragments';

// Standalone run (`npm run dev -w mfe-reviews`); inside the site the shell loads ./app instead.
runStandalone(reviewsApp, { fragments });
