// Server bundle: the same routes, rendered to HTML by the production server.
import { defineServerBundle } from '@parquet-alsace/shared/server';
import { quoteApp } from './app';
import { fragments } from './fragments';

export default defineServerBundle({
  app: quoteApp,
  fragments,
});
