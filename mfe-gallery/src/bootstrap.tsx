import { runStandalone } from '@parquet-alsace/shared/standalone';
import { galleryApp } from './app';
import { fragments } from './fragments';

// Standalone run (`npm run dev -w mfe-gallery`); inside the site the shell loads ./app instead.
runStandalone(galleryApp, { fragments });
