import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, SiteConfig } from '@parquet-alsace/shared';

/** Container name of a remote as its webpack build declares it (shared/build/federation.mjs). */
export const containerOf = (remote: string) => `mfe_${remote}`;

/** Registers every remote from the deploy-time config: a remote ships without rebuilding the shell. */
export function registerSiteRemotes(config: SiteConfig): void {
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name: containerOf(name), entry })),
    { force: true },
  );
}

/** Loads "<remote>/<module>" (e.g. "reviews/Testimonials"); rejects if the remote is unreachable. */
export async function loadSiteModule(id: string): Promise<unknown> {
  const [remote, ...rest] = id.split('/');
  const mod = await loadRemote(`${containerOf(remote as RemoteName)}/${rest.join('/')}`);
  if (!mod) throw new Error(`Module distant vide : ${id}`);
  return mod;
}
