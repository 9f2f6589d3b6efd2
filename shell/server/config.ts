import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteApps } from '@parquet-alsace/shared';

/** Everything the production server reads from its environment, in one place. */
export interface ServerConfig {
  root: string;
  port: number;
  host: string;
  /**
   * The site's public origin (PUBLIC_URL), e.g. https://devis.parquet-alsace.example: where
   * browsers reach this server, and so the backend address written into every page. Never
   * taken from a request (a forged Host header would otherwise end up in cached pages).
   */
  publicUrl: string;
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
  // No prototype: a request for /remotes/constructor/… must find nothing, not Object's members.
  const remotes: Record<string, string> = Object.create(null);
  const remoteDirs: Record<string, string> = Object.create(null);
  for (const name of remoteApps) {
    const upper = name.toUpperCase();
    remotes[name] = env[`REMOTE_${upper}_URL`] ?? `/remotes/${name}/mf-manifest.json`;
    remoteDirs[name] = env[`REMOTE_${upper}_DIR`] ?? join(root, `mfe-${name}`, 'dist');
  }
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  return {
    root,
    port,
    host,
    publicUrl: publicOrigin(env.PUBLIC_URL, host, port),
    supabaseUrl: env.SUPABASE_URL ?? '',
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? '',
    gtmId: env.GTM_ID ?? '',
    remotes,
    remoteDirs,
    renderCacheMs: Number(env.RENDER_CACHE_MS ?? 30_000),
  };
}

/**
 * PUBLIC_URL reduced to its origin; without it, the address `npm start` prints (loopback when
 * listening on every interface), which is right for a local run and harmless anywhere else.
 */
export function publicOrigin(configured: string | undefined, host: string, port: number): string {
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`PUBLIC_URL invalide : « ${configured} » (attendu : https://nom.de.domaine)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`PUBLIC_URL doit commencer par https:// ou http:// (reçu « ${configured} »)`);
    }
    return url.origin;
  }
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export const hasBuild = (dir: string) =>
  existsSync(join(dir, 'client')) && existsSync(join(dir, 'server', 'index.js'));
