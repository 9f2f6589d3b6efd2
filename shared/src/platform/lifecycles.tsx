import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { AppUnavailable } from './failure';
import { FragmentsContext } from './fragments';
import { hydrateInSlices } from './hydration';
import { dataKey, initialDataFor, type MicroApp, matchRoute, RouteView } from './micro-app';
import { hasServerMarkup } from './page-data';
import { AppProviders } from './providers';

/** The element an app renders into: `<div id="app-<name>">` inside the page's <main>. */
export function appContainer(name: string): HTMLElement {
  const id = `app-${name}`;
  let node = document.getElementById(id);
  if (!node) {
    node = document.createElement('div');
    node.id = id;
    (document.getElementById('main') ?? document.body).appendChild(node);
  }
  return node;
}

const noFragments = {};

export function AppRoot({ app }: { app: MicroApp }) {
  const [initial] = React.useState(() => initialDataFor(app));
  return (
    <AppProviders>
      <BrowserRouter>
        <FragmentsContext.Provider value={initial?.fragments ?? noFragments}>
          <RouteView app={app} initial={initial} />
        </FragmentsContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * single-spa lifecycles of an app: hydrate the server's HTML on the first mount of a
 * server-rendered address, render from scratch otherwise; a crash inside the app shows the
 * French fallback with a retry while the rest of the site keeps working.
 */
export function createLifecycles(app: MicroApp) {
  const currentKey = () => dataKey(matchRoute(app, window.location.pathname)?.route, window.location);
  return singleSpaReact({
    React,
    ReactDOMClient: { ...ReactDOMClient, hydrateRoot: hydrateInSlices },
    rootComponent: () => <AppRoot app={app} />,
    renderType: () => (hasServerMarkup(app.name, currentKey()) ? 'hydrateRoot' : 'createRoot'),
    domElementGetter: () => appContainer(app.name),
    errorBoundary: () => <AppUnavailable onRetry={() => window.location.reload()} />,
  });
}
