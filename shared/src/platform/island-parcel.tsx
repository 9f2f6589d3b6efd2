import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { ErrorBoundary, LoadFailed } from './failure';
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

/** Calls `onHydrated` once React has hydrated (and so wired) everything inside it. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

/**
 * single-spa parcel lifecycles for a React component exposed as an island. A crash inside shows
 * the French fallback with a retry and the phone number; the rest of the page keeps working.
 * Make one per mount: the parcel keeps its React root.
 */
// biome-ignore lint/suspicious/noExplicitAny: an island's props are JSON from the page, checked by its own remote.
export function reactIsland(Component: ComponentType<any>): LifeCycles<IslandMountProps> {
  let root: Root | null = null;
  let whenHydrated: (() => void) | null = null;
  // One function for the parcel's life: the effect runs once, the tree keeps its shape on update.
  const hydrated = () => {
    whenHydrated?.();
    whenHydrated = null;
  };
  const tree = (props: object) => (
    <Hydrated onHydrated={hydrated}>
      <AppProviders>
        <ErrorBoundary fallback={(_error, reset) => <LoadFailed onRetry={reset} />}>
          <Component {...props} />
        </ErrorBoundary>
      </AppProviders>
    </Hydrated>
  );
  return {
    bootstrap: async () => {},
    mount: async ({ domElement, hydrate, identifierPrefix, islandProps }) => {
      if (hydrate) {
        // Resolved once hydrated, not when hydration starts (it runs in slices): the tap or the
        // form the runtime replays after mounting must find React's handlers in place, or a form
        // would be sent natively.
        await new Promise<void>((resolve) => {
          whenHydrated = resolve;
          root = hydrateInSlices(domElement, tree(islandProps), { identifierPrefix });
        });
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
