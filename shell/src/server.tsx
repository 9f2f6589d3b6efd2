// Server bundle of the shell: the chrome and the shell's own pages, rendered to HTML by the
// production server with the same components the browser hydrates.
import { defineServerBundle } from '@parquet-alsace/shared/server';
import { renderToString } from 'react-dom/server';
import { FooterRoot, HeaderRoot } from './chrome/chrome';
import { pagesApp } from './pages/app';

export default defineServerBundle({
  app: pagesApp,
  chrome: (pathname) => ({
    header: renderToString(<HeaderRoot serverPath={pathname} />),
    footer: renderToString(<FooterRoot />),
  }),
});
