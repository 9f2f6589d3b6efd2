import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppName, Fragment, MicroApp, RenderedFragment } from '@parquet-alsace/shared';
import type { FragmentRenderer, ServerRender } from '@parquet-alsace/shared/server';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ServerConfig } from './config';

/** What each app's server bundle (dist/server/index.js) exports. */
export interface AppServerBundle {
  app: MicroApp;
  renderApp(
    app: MicroApp,
    url: URL,
    backend: () => Promise<SupabaseClient>,
    fragmentRenderer?: FragmentRenderer,
  ): Promise<ServerRender>;
  /** Components other apps' pages show, rendered by the server ('reviews/Testimonials' → fragments.Testimonials). */
  fragments?: Record<string, Fragment<unknown>>;
  renderFragment?(
    fragment: Fragment<unknown>,
    backend: () => Promise<SupabaseClient>,
  ): Promise<RenderedFragment>;
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
      bundles[name] = nodeRequire(file) as AppServerBundle;
    } catch (error) {
      console.error(`Rendu serveur de ${name} indisponible`, error);
    }
  }
  return bundles;
}

/**
 * Renders a remote's fragment ("reviews/Testimonials") with that remote's own server bundle;
 * null when the remote has no server bundle or no such fragment (the page then shows the
 * slot's placeholder and the browser loads it).
 */
export function fragmentRendererFor(
  bundles: Partial<Record<AppName, AppServerBundle>>,
  backend: () => Promise<SupabaseClient>,
): FragmentRenderer {
  return async (id) => {
    const [remote, name] = id.split('/');
    const bundle = remote ? bundles[remote as AppName] : undefined;
    const fragment = name ? bundle?.fragments?.[name] : undefined;
    if (!bundle?.renderFragment || !fragment) return null;
    return bundle.renderFragment(fragment, backend);
  };
}
