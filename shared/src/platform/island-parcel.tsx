import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { AppUnavailable, ErrorBoundary } from './failure';
import { hydrateInSlices } from './hydration';
import { AppProviders } from './providers';

/** What the runtime passes to an island's parcel (besides single-spa's own props). */
export interface IslandMountProps {
  domElement: HTMLElement;
  /** The element holds the component's server render: hydrate it, do not redraw it. */
  hydrate: boolean;
  /** React's identifierPrefix, the same as the server's (useId values must match). */
  identifierPrefix: string;
  /** The component's props (JSON from the page, or given by the runtime, e.g. the wizard's request). */
  islandProps: object;
}

/**
 * single-spa parcel lifecycles for a React component exposed as an island. A crash inside shows
 * the French fallback with a retry and the phone number; the rest of the page keeps working.
 * Make one per mount: the parcel keeps its React root.
 */
// biome-ignore lint/suspicious/noExplicitAny: an island's props are JSON from the page, checked by its own remote.
export function reactIsland(Component: ComponentType<any>): LifeCycles<IslandMountProps> {
  let root: Root | null = null;
  const tree = (props: object) => (
    <AppProviders>
      <ErrorBoundary fallback={(_error, reset) => <AppUnavailable onRetry={reset} />}>
        <Component {...props} />
      </ErrorBoundary>
    </AppProviders>
  );
  return {
    bootstrap: async () => {},
    mount: async ({ domElement, hydrate, identifierPrefix, islandProps }) => {
      if (hydrate) {
        root = hydrateInSlices(domElement, tree(islandProps), { identifierPrefix });
        return;
      }
      domElement.replaceChildren();
      root = createRoot(domElement, { identifierPrefix });
      root.render(tree(islandProps));
    },
    update: async ({ islandProps }) => {
      root?.render(tree(islandProps));
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
