// Entry point for server bundles and the shell's server only (`@parquet-alsace/shared/server`):
// the contract every app's `src/server.tsx` fulfils by calling `defineServerBundle()`.
export {
  asServerBundle,
  type ChromeHtml,
  defineServerBundle,
  SERVER_CONTRACT,
  type ServerBundle,
  type ServerBundleParts,
  type SitemapEntry,
} from './platform/server-bundle';
export type {
  BackendFactory,
  FragmentRenderer,
  ServerFragment,
  ServerRender,
} from './platform/server-render';
