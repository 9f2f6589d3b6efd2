// Entry point for server bundles only (`import { renderApp } from 'shared/server'`).
export { renderApp, type ServerRender } from './platform/server-render';
