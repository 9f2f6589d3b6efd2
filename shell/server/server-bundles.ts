import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppName } from '@parquet-alsace/shared';
import {
  asServerBundle,
  type BackendFactory,
  type FragmentRenderer,
  type ServerBundle,
} from '@parquet-alsace/shared/server';
import type { ServerConfig } from './config';

export type ServerBundles = Partial<Record<AppName, ServerBundle>>;

const nodeRequire = createRequire(__filename);

/**
 * Server bundles are loaded from each app's own build at run time, so a remote redeployed on
 * disk is picked up by restarting the server, without rebuilding the shell. A missing or broken
 * bundle means that app's pages are rendered in the browser only.
 */
export function loadServerBundles(config: ServerConfig): ServerBundles {
  const bundles: ServerBundles = {};
  const files: Array<[AppName, string]> = [
    ['pages', join(config.root, 'shell', 'dist', 'server', 'index.js')],
    ...Object.entries(config.remoteDirs).map(
      ([name, dir]) => [name as AppName, join(dir, 'server', 'index.js')] as [AppName, string],
    ),
  ];
  for (const [name, file] of files) {
    if (!existsSync(file)) {
      console.warn(`Pas de rendu serveur pour ${name} : ${file} est absent`);
      continue;
    }
    try {
      bundles[name] = asServerBundle(nodeRequire(file), name);
    } catch (error) {
      console.error(`Rendu serveur de ${name} indisponible`, error);
    }
  }
  return bundles;
}

/**
 * Renders a remote's fragment ("reviews/Testimonials") with that remote's own server bundle;
 * null when the remote has no server bundle or no such fragment (the page then shows the
 * slot's placeholder and the browser loads it). `used` collects the remotes asked, so that a
 * page rendered with their HTML can be dropped from the cache when one of them changes.
 */
export function fragmentRendererFor(
  bundles: ServerBundles,
  backend: BackendFactory,
  used?: Set<AppName>,
): FragmentRenderer {
  return async (id) => {
    const [remote, name] = id.split('/');
    if (!remote || !name) return null;
    used?.add(remote as AppName);
    const bundle = bundles[remote as AppName];
    return bundle ? bundle.renderFragment(name, backend) : null;
  };
}
