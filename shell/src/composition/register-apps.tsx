import {
  type AppName,
  AppProviders,
  AppUnavailable,
  appContainer,
  appForPath,
  remoteApps,
} from '@parquet-alsace/shared';
import { createRoot } from 'react-dom/client';
import { type LifeCycles, registerApplication } from 'single-spa';
import { useLoadingStore } from './loading-store';
import { loadSiteModule } from './remotes';

type Lifecycles = LifeCycles<Record<string, unknown>>;

/**
 * When a remote cannot be fetched (server down, bad deploy), the visitor gets a French
 * fallback with a retry and the phone number in place of the page; header, footer and the
 * other apps keep working.
 */
function unavailableApp(name: AppName, retry: () => void): Lifecycles {
  let root: ReturnType<typeof createRoot> | null = null;
  return {
    bootstrap: async () => {},
    mount: async () => {
      const container = appContainer(name);
      container.replaceChildren();
      root = createRoot(container);
      root.render(
        <AppProviders>
          <AppUnavailable onRetry={retry} />
        </AppProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

async function withSpinner<T>(name: string, load: () => Promise<T>): Promise<T> {
  useLoadingStore.getState().start(name);
  try {
    return await load();
  } finally {
    useLoadingStore.getState().done(name);
  }
}

/** One single-spa application per app, active on the paths it owns (shared/platform/ownership). */
export function registerApps(): void {
  registerApplication({
    name: 'pages',
    app: () => withSpinner('pages', () => import('../pages/lifecycles')),
    activeWhen: (location) => appForPath(location.pathname) === 'pages',
  });
  for (const name of remoteApps) {
    registerApplication({
      name,
      app: () =>
        withSpinner(name, async () => {
          try {
            return (await loadSiteModule(`${name}/app`)) as Lifecycles;
          } catch (error) {
            console.error(`L'application ${name} n'a pas pu être chargée`, error);
            return unavailableApp(name, () => window.location.reload());
          }
        }),
      activeWhen: (location) => appForPath(location.pathname) === name,
    });
  }
}
