// Server bundle: the same routes, rendered to HTML by the production server.
export { renderApp } from '@parquet-alsace/shared/server';
export { quoteApp as app } from './app';
