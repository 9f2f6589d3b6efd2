// Server bundle: the same routes, rendered to HTML by the production server.
export { renderApp } from 'shared/server';
export { quoteApp as app } from './app';
