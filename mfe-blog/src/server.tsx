// Server bundle: the same routes, rendered to HTML by the production server.
export { renderApp } from 'shared/server';
export { blogApp as app } from './app';
