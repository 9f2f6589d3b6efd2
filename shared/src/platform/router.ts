/**
 * The router hooks apps may use. Apps import them from '@parquet-alsace/shared', never from
 * react-router-dom: the router is bundled once, inside this singleton package and tree-shaken to
 * what we use, so the server's <StaticRouter> (a standalone dev server's <BrowserRouter>) and the
 * hooks always share one context. Islands never need them (docs/frontend-platform.md).
 */
export { useLocation, useSearchParams } from 'react-router-dom';
