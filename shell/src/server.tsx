// Server bundle of the shell: the chrome and the shell's own pages, rendered to HTML by the
// production server with the same components the browser hydrates.
import { renderToString } from 'react-dom/server';
import { FooterRoot, HeaderRoot } from './chrome/chrome';

export { renderApp } from '@parquet-alsace/shared/server';
export { pagesApp as app } from './pages/app';

export function renderChrome(pathname: string): { header: string; footer: string } {
  return {
    header: renderToString(<HeaderRoot serverPath={pathname} />),
    footer: renderToString(<FooterRoot />),
  };
}
