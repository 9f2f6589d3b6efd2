import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppName, MicroApp } from 'shared';
import type { ServerRender } from 'shared/server';
import type { ServerConfig } from './config';

/** What each app's server bundle (dist/server/index.js) exports. */
export interface AppServerBundle {
  app: MicroApp;
  renderApp(app: MicroApp, url: URL, backend: () => Promise<SupabaseClient>): Promise<ServerRender>;
  renderChrome?(pathname: string): { header: string; footer: string };
  /** Indexable canonical paths of the app with their last modification (ISO date), for sitemap.xml. */
  sitemap?(backend: () => Promise<SupabaseClient>): Promise<Array<{ path: string; lastmod: string }>>;
}

const nodeRequire = createRequire(__filename);

/**
 * Server bundles are loaded from each app's own build at run time, so a remote redeployed on
 * disk is picked up by restarting the server, without rebuilding the shell. A missing or broken
 * bundle means that app's pages are rendered in the browser only.
 */
export function loadServerBundles(config: ServerConfig): Partial<Record<AppName, AppServerBundle>> {
  const bundles: Partial<Record<AppName, AppServerBundle>> = {};
  const files: Array<[AppName, string]> = [
    ['pages', join(config.root, 'shell', 'dist', 'server', 'index.js')],
    ...Object.entries(config.remoteDirs).map(([name, dir]) => [name as AppName, join(dir, 'server', 'index.js')] as [AppName, string]),
  ];
  for (const [name, file] of files) {
    if (!existsSync(file)) {
      console.warn(`Pas de rendu serveur pour ${name} : ${file} est absent`);
      continue;
    }
    try {
      bundles[name] = nodeRequire(file) as AppServerBundle;
    } catch (error) {
      console.error(`Rendu serveur de ${name} indisponible`, error);
    }
  }
  return bundles;
}
