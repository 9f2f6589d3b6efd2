import {
  AppProviders,
  AppUnavailable,
  appContainer,
  appForPath,
  setRemoteModuleLoader,
} from '@parquet-alsace/shared';
import { createRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';

type Lifecycles = LifeCycles<Record<string, unknown>>;

/**
 * When a remote cannot be fetched (server down, bad deploy), the visitor gets a French
 * fallback with a retry and the phone number in place of the page; header, footer and the
 * other islands keep working.
 */
function unavailableApp(): Lifecycles {
  let root: ReturnType<typeof createRoot> | null = null;
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      const container = domElement as HTMLElement;
      container.replaceChildren();
      root = createRoot(container);
      root.render(
        <AppProviders>
          <AppUnavailable onRetry={() => window.location.reload()} />
        </AppProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/**
 * A page not made of islands yet is one whole-app island: the app that owns the path (the one
 * ownership table, `appForPath`, as on the server) is mounted as a single-spa parcel on its
 * container and hydrates the server's HTML from the page data — once the browser is idle, or at
 * once when the server could not render it. Components of other remotes inside it (`RemoteSlot`)
 * load through the same federation runtime.
 */
export async function appLifecycles(loadModule: (id: string) => Promise<unknown>) {
  setRemoteModuleLoader(loadModule);
  const name = appForPath(window.location.pathname);
  let lifecycles: Lifecycles;
  try {
    lifecycles =
      name === 'pages'
        ? ((await import('../pages/lifecycles')) as Lifecycles)
        : ((await loadModule(`${name}/app`)) as Lifecycles);
  } catch (error) {
    console.error(`L'application ${name} n'a pas pu être chargée`, error);
    lifecycles = unavailableApp();
  }
  return { lifecycles, domElement: appContainer(name) };
}
