// Entry point for server bundles only (`import { renderApp } from 'shared/server'`).
export { renderApp, renderFragment, type FragmentRenderer, type ServerRender } from './platform/server-render';
