import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteApps } from '@parquet-alsace/shared';

/** Everything the production server reads from its environment, in one place. */
export interface ServerConfig {
  root: string;
  port: number;
  host: string;
  /** A hosted Supabase project; when empty the embedded local backend serves /rest/v1. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  gtmId: string;
  /** Remote name → URL of its mf-manifest.json, as the browser fetches it. */
  remotes: Record<string, string>;
  /** Remote name → folder with its build (client/ and server/). */
  remoteDirs: Record<string, string>;
  renderCacheMs: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, here = __dirname): ServerConfig {
  // The bundle lives in shell/dist/server/: the repository is three levels up.
  const root = resolve(env.SITE_ROOT ?? join(here, '..', '..', '..'));
  const remotes: Record<string, string> = {};
  const remoteDirs: Record<string, string> = {};
  for (const name of remoteApps) {
    const upper = name.toUpperCase();
    remotes[name] = env[`REMOTE_${upper}_URL`] ?? `/remotes/${name}/mf-manifest.json`;
    remoteDirs[name] = env[`REMOTE_${upper}_DIR`] ?? join(root, `mfe-${name}`, 'dist');
  }
  return {
    root,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    supabaseUrl: env.SUPABASE_URL ?? '',
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? '',
    gtmId: env.GTM_ID ?? '',
    remotes,
    remoteDirs,
    renderCacheMs: Number(env.RENDER_CACHE_MS ?? 30_000),
  };
}

export const hasBuild = (dir: string) =>
  existsSync(join(dir, 'client')) && existsSync(join(dir, 'server', 'index.js'));
