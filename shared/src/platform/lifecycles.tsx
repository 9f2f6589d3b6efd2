import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { AppUnavailable } from './failure';
import { FragmentsContext } from './fragments';
import { AppProviders, dataKey, initialDataFor, type MicroApp, matchRoute, RouteView } from './micro-app';
import { hasServerMarkup } from './page-data';

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

/**
 * Hydrates as a transition: React then hydrates in slices and gives the main thread back between
 * them (Next.js does the same), instead of one long task that delays the first tap on a cheap
 * phone. Used for every server-rendered root: the apps here, the shell's header and footer.
 */
export function hydrateInSlices(container: Element, element: React.ReactNode): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | undefined;
  React.startTransition(() => {
    root = ReactDOMClient.hydrateRoot(
      container,
      <KeepEarlyInput container={container}>{element}</KeepEarlyInput>,
    );
  });
  return root as ReactDOMClient.Root;
}

/** Once hydrated, hands React what the visitor typed into the server's HTML before it arrived. */
function KeepEarlyInput({ container, children }: { container: Element; children: React.ReactNode }) {
  React.useEffect(() => replayEarlyInput(container), [container]);
  return children;
}

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * Text typed (or an option chosen) in a server-rendered field before hydration is in the DOM but
 * not in React's state, and the next render would wipe it. React hydrates with its value
 * tracker set to the DOM's value, so a plain 'input' event would be ignored: the tracked value
 * is first set back to the server's value, then the visitor's value is set natively and the
 * event sent, which React turns into the field's onChange.
 */
export function replayEarlyInput(container: Element): void {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea, select',
  );
  for (const field of fields) {
    const serverValue =
      field instanceof HTMLSelectElement
        ? (([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '')
        : field.defaultValue;
    const typed = field.value;
    if (typed === serverValue) continue;
    field.value = serverValue;
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
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
