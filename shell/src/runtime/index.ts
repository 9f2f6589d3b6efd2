// The runtime: `/main.js`, the shell's browser entry. No React and nothing shared is imported
// here, so this file loads as fast as it can: the federation runtime (which fetches a remote's
// code and negotiates the shared singletons: React, emotion, `shared`…). The page's inline
// loader fetches it once the page is idle. single-spa (which mounts each island as a parcel) is
// its own chunk, fetched with the first island's code: nothing is mounted before an island's
// trigger, so it need not weigh on the page before the visitor's first interaction.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { IslandId } from '@parquet-alsace/shared';
import type { LifeCycles, Parcel } from 'single-spa';
// By path, not by package name: every `@parquet-alsace/shared/…` request is a federated shared
// module, which this entry would fetch as a chunk of its own before it could start.
import { retryable, retryableByKey } from '../../../shared/src/platform/retry';
import type { DevRemotes } from '../dev-remotes';
import { RUNTIME_READY, type SiteRuntime } from './api';

export interface RuntimeOptions {
  /** Remote name → URL of the mf-manifest.json of the release the page was rendered with. */
  remotes: Record<string, string>;
  /** The server allows development overrides of remotes (site config `devRemotes`). */
  devRemotesAllowed: boolean;
}

/** A module exposed as an island: a React component, or its own single-spa lifecycles. */
interface IslandModule {
  default?: unknown;
  parcel?: LifeCycles;
}

/** The shell's own islands (the footer's newsletter form…), from the shell's chunks. */
/** The quote remote's module the runtime runs itself (typed from mfe-quote/islands.json). */
const RETRY_PENDING: IslandId = 'quote/RetryPending';

/** The back office's own lifecycles (docs/adr-008-back-office.md), not an island. */
const BACK_OFFICE = 'admin/app';

const shellIslands: Record<string, () => Promise<IslandModule>> = {
  NewsletterForm: () => import('../newsletter/newsletter-island'),
};

/** Container name of a remote as its webpack build declares it (shared/build/federation.mjs). */
const containerOf = (remote: string) => `mfe_${remote}`;

interface Manifest {
  metaData: { globalName: string; remoteEntry: { name: string; path: string } };
  exposes?: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/** Asks the browser to fetch a script now, in parallel with what the federation runtime fetches in turn. */
function preloadScript(href: string): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

export function createRuntime(options: RuntimeOptions): SiteRuntime {
  // Remotes loaded from a development server (their islands render instead of hydrating); the
  // code for it is only fetched where the server allows it.
  let devRemotes: DevRemotes = {};
  const devReady = options.devRemotesAllowed
    ? import('../dev-remotes').then(({ applyDevRemoteParam, showDevRemotes }) => {
        devRemotes = applyDevRemoteParam(
          new URLSearchParams(window.location.search).get('remote'),
          window.location.hostname,
        );
        showDevRemotes(devRemotes);
      })
    : Promise.resolve();
  /**
   * Reads the remote's manifest (the exact release the page names) and registers its entry with
   * the federation runtime, once. The runtime is built without its manifest ("snapshot") plugin,
   * which is most of its weight; the manifest is read here instead. A failure is not kept: the
   * next attempt (the visitor's "Réessayer") fetches again.
   */
  const remote = retryableByKey(async (name: string): Promise<{ manifest: Manifest; base: URL }> => {
    await devReady;
    const manifestUrl = devRemotes[name] ?? options.remotes[name];
    if (!manifestUrl) throw new Error(`Application distante inconnue : ${name}`);
    const base = new URL(manifestUrl, window.location.href);
    const response = await fetch(base);
    if (!response.ok) throw new Error(`Manifeste de ${name} : HTTP ${response.status}`);
    const manifest = (await response.json()) as Manifest;
    const { remoteEntry, globalName } = manifest.metaData;
    registerRemotes([
      {
        name: containerOf(name),
        entry: new URL(`${remoteEntry.path}${remoteEntry.name}`, base).href,
        entryGlobalName: globalName,
        type: 'global',
      },
    ]);
    return { manifest, base };
  });

  /** Loads "<remote>/<module>" once; a failure is not kept (a retry loads again). */
  const loadModule = retryableByKey(async (id: string): Promise<IslandModule> => {
    const [name = '', exposed = ''] = id.split('/');
    if (name === 'shell') {
      const load = shellIslands[exposed];
      if (!load) throw new Error(`Îlot inconnu : ${id}`);
      return load();
    }
    const { manifest, base } = await remote(name);
    // The remote's entry, then the module's own files, would come one after the other.
    const files = manifest.exposes?.find((e) => e.name === exposed)?.assets.js.sync ?? [];
    for (const file of files) preloadScript(new URL(file, base).href);
    const mod = (await loadRemote(`${containerOf(name)}/${exposed}`)) as IslandModule | null;
    if (!mod) throw new Error(`Module distant vide : ${id}`);
    return mod;
  });

  /** single-spa, fetched once (a failure is not kept: a retry fetches again). */
  const loadSingleSpa = retryable(() => import(/* webpackChunkName: "single-spa" */ 'single-spa'));

  /**
   * The island's single-spa lifecycles; React, `shared/client` and single-spa load alongside the
   * module.
   */
  async function lifecyclesOf(id: string): Promise<LifeCycles> {
    const [mod, client] = await Promise.all([
      loadModule(id),
      import('@parquet-alsace/shared/client'),
      loadSingleSpa(),
    ]);
    if (mod.parcel) return mod.parcel;
    return client.reactIsland(mod.default as Parameters<typeof client.reactIsland>[0]) as LifeCycles;
  }

  async function mount(
    lifecycles: LifeCycles,
    domElement: HTMLElement,
    props: { hydrate: boolean; identifierPrefix: string; islandProps: object },
  ): Promise<Parcel> {
    const { mountRootParcel } = await loadSingleSpa();
    const parcel = mountRootParcel(lifecycles, { domElement, ...props });
    await parcel.mountPromise;
    return parcel;
  }

  return {
    async mountIsland(element, marker) {
      const lifecycles = await lifecyclesOf(marker.id);
      await devReady;
      await mount(lifecycles, element, {
        // Code from a development server would not match the release's server HTML: it redraws.
        hydrate: marker.hydrate && !((marker.id.split('/')[0] ?? '') in devRemotes),
        identifierPrefix: marker.key,
        islandProps: (marker.props as object | undefined) ?? {},
      });
    },

    async startBackOffice() {
      const [lifecycles] = await Promise.all([loadModule(BACK_OFFICE), loadSingleSpa()]);
      const domElement = document.getElementById('app-admin') ?? document.body;
      await mount(lifecycles as LifeCycles, domElement, {
        hydrate: false,
        identifierPrefix: '',
        islandProps: {},
      });
    },

    prepare(remotes) {
      for (const name of remotes) remote(name).catch(() => {});
    },

    async retryPendingQuotes() {
      const mod = await loadModule(RETRY_PENDING);
      await (mod.default as () => Promise<void>)();
    },
  };
}

const ready = (window as unknown as Record<string, unknown>)[RUNTIME_READY];
if (typeof ready === 'function') ready(createRuntime);
