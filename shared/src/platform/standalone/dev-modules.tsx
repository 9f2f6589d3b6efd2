import { Modal } from '../../ui/modal';
import { retryableByKey } from '../retry';
import type { SiteConfig } from '../site-config';
import { devTexts } from './texts';

/**
 * How the standalone page loads a module named "<remote>/<exposed>" (the not-found page's search,
 * the quote wizard…): the app's own modules from this dev server's container (`/remoteEntry.js`),
 * every other remote's from the release the running site serves (its `/site-config.json`, through
 * the dev server's proxy). What cannot be loaded becomes a French placeholder that says why,
 * never an error that leaves the piece blank.
 */
interface Manifest {
  metaData: { globalName: string; remoteEntry: { name: string; path: string } };
}

const containerOf = (remote: string) => `mfe_${remote}`;

/**
 * The federation runtime the remote's development bundle carries. Out of production builds: the
 * condition is constant there, so webpack drops the imports, and a release's entry keeps using
 * the shell's runtime instead of sharing a copy with this development code.
 */
const federationRuntime =
  process.env.NODE_ENV === 'production'
    ? null
    : () =>
        Promise.all([
          import('@module-federation/enhanced/runtime'),
          import('@module-federation/runtime-core'),
        ]);

async function runtime() {
  if (!federationRuntime) throw new Error('le mode autonome n’existe qu’en développement');
  const [api, core] = await federationRuntime();
  // The releases' entries are built without their own federation runtime (the shell provides it
  // on the site): this page provides the one its own bundle carries, under the same global.
  (core.Global as unknown as Record<string, unknown>)._FEDERATION_RUNTIME_CORE ??= core;
  return api;
}

export function devModuleLoader(own: string, config: SiteConfig | null): (id: string) => Promise<unknown> {
  /** Registers a remote's entry once; a failure is not kept (the next load tries again). */
  const register = retryableByKey(async (remote: string): Promise<void> => {
    if (remote !== own && !config?.remotes[remote]) {
      throw new Error(`pas de release de « ${remote} » dans la configuration du site`);
    }
    const { registerRemotes } = await runtime();
    if (remote === own) {
      registerRemotes([
        {
          name: containerOf(remote),
          entry: new URL('/remoteEntry.js', window.location.href).href,
          entryGlobalName: containerOf(remote),
          type: 'global',
        },
      ]);
      return;
    }
    const base = new URL(config?.remotes[remote] ?? '', window.location.href);
    const response = await fetch(base);
    if (!response.ok) throw new Error(`manifeste de « ${remote} » : HTTP ${response.status}`);
    const { metaData } = (await response.json()) as Manifest;
    registerRemotes([
      {
        name: containerOf(remote),
        entry: new URL(`${metaData.remoteEntry.path}${metaData.remoteEntry.name}`, base).href,
        entryGlobalName: metaData.globalName,
        type: 'global',
      },
    ]);
  });

  return async (id) => {
    const [remote = '', exposed = ''] = id.split('/');
    try {
      await register(remote);
      const { loadRemote } = await runtime();
      const mod = await loadRemote(`${containerOf(remote)}/${exposed}`);
      if (!mod) throw new Error('module vide');
      return mod;
    } catch (error) {
      console.warn(`Mode autonome : ${id} remplacé par un encadré`, error);
      return { default: placeholderFor(id, remote) };
    }
  };
}

/** A French box in place of a module that could not be loaded; a dialog when it was to open as one. */
function placeholderFor(id: string, remote: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: the module made for a failed id, once per load; it has no hooks.
  return function DevPlaceholder(props: { onClose?: () => void }) {
    const text = <p>{devTexts.placeholder(id, remote)}</p>;
    if (typeof props.onClose === 'function') {
      return (
        <Modal title={devTexts.placeholderTitle} onClose={props.onClose}>
          {text}
        </Modal>
      );
    }
    return (
      <div className="site-fallback" data-dev-placeholder={id}>
        <h2>{devTexts.placeholderTitle}</h2>
        {text}
      </div>
    );
  };
}
