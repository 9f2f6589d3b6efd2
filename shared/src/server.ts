// Entry point for server bundles only (`import { renderApp } from '@parquet-alsace/shared/server'`).
export {
  type FragmentRenderer,
  renderApp,
  renderFragment,
  type ServerRender,
} from './platform/server-render';
