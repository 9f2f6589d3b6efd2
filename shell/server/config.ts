import { join, resolve } from 'node:path';
import { type AppName, remoteApps } from '@parquet-alsace/shared';
import type { RemoteSource } from './remote-registry';

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
  /**
   * The staff back office's own origin (ADMIN_SITE_URL, default `http://<host>:<ADMIN_PORT>`):
   * never the site's, so that no script of a visitor page can read a staff session
   * (docs/adr-008-back-office.md, decision 11). From configuration only, like PUBLIC_URL.
   */
  adminUrl: string;
  /** Where the back office is served (ADMIN_PORT, default PORT + 1), on the same HOST. */
  adminPort: number;
  /** A hosted Supabase project; when empty the embedded local backend serves /rest/v1. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /**
   * The hosted project's service key (SUPABASE_SERVICE_ROLE_KEY): the devis's page calls the
   * customer's devis functions, the service role's only (docs/adr-023-devis.md). Unused with
   * the local backend, whose own key is taken; empty in front of a hosted project: that page
   * answers 503.
   */
  supabaseServiceRoleKey: string;
  gtmId: string;
  /**
   * Remote name → where its releases are published: a folder, or the URL of its release.json on
   * a static host (see remote-registry.ts for the layout).
   */
  remoteSources: Partial<Record<AppName, RemoteSource>>;
  /** How often each remote's pointer is checked for a new version (0: only on a signal or file change). */
  releaseCheckMs: number;
  /**
   * Bearer secret of POST /__admin/revalidate; empty: the endpoint does not exist. A secret
   * shorter than ADMIN_SECRET_MIN_LENGTH leaves it disabled (with a warning at start).
   */
  adminSecret: string;
  /**
   * The key of the plain quote form's request ids (FORM_ID_SECRET, 32 characters at least, the
   * same on every instance): an id computed from a form's content alone would let whoever knows
   * that content read and book the visitor's visit. Empty: the embedded backend's secret is used,
   * or, in front of a hosted project, a random key per process (see app.ts).
   */
  formIdSecret: string;
  renderCacheMs: number;
  /**
   * DEV_REMOTE_OVERRIDES=1 (development only): pages let the browser load a remote from its
   * `npm run dev` server (`?remote=blog`), and the CSP allows those servers. Never in production.
   */
  devRemoteOverrides: boolean;
  /**
   * The dev servers' origins (http and their live-reload websockets), when overrides are on: any
   * port of this machine, so that a remote's dev server may run on any port (DEV_PORT, tests).
   */
  devRemoteOrigins: string[];
  /**
   * SITE_MEASUREMENT=1 (measuring scripts only, never in production): a page asked for with
   * `X-Measure: sans-scripts` comes without any script, the floor Lighthouse compares against.
   */
  measurementMode: boolean;
  /**
   * Node's own bounds on one connection (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS): a client that
   * sends its head or its whole request too slowly is answered 408 and disconnected, instead of
   * holding a socket for Node's default 300 s. The backend's body deadline (BODY_TIMEOUT_MS) is
   * shorter still for API calls.
   */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /**
   * On SIGTERM/SIGINT, how long the server keeps answering while /__ready says it is draining
   * (SHUTDOWN_DELAY_MS, 0): time for a load balancer to stop sending it new requests.
   */
  shutdownDelayMs: number;
  /** The bound on a graceful stop (SHUTDOWN_TIMEOUT_MS, 20 s): past it the process exits anyway. */
  shutdownTimeoutMs: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, here = __dirname): ServerConfig {
  // The bundle lives in shell/dist/server/: the repository is three levels up.
  const root = resolve(env.SITE_ROOT ?? join(here, '..', '..', '..'));
  // No prototype: a request for /remotes/constructor/… must find nothing, not Object's members.
  const remoteSources: Partial<Record<AppName, RemoteSource>> = Object.create(null);
  for (const name of remoteApps) {
    const upper = name.toUpperCase();
    const url = env[`REMOTE_${upper}_URL`];
    remoteSources[name] = url
      ? { kind: 'url', url }
      : { kind: 'folder', dir: resolve(env[`REMOTE_${upper}_DIR`] ?? join(root, `mfe-${name}`, 'dist')) };
  }
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const adminPort = env.ADMIN_PORT ? Number(env.ADMIN_PORT) : port + 1;
  if (!Number.isInteger(adminPort) || adminPort < 1 || adminPort > 65_535 || adminPort === port) {
    throw new Error(`ADMIN_PORT invalide : « ${env.ADMIN_PORT} » (un port libre autre que PORT)`);
  }
  const publicUrl = publicOrigin(env.PUBLIC_URL, host, port);
  const adminUrl = publicOrigin(env.ADMIN_SITE_URL, host, adminPort, 'ADMIN_SITE_URL');
  if (adminUrl === publicUrl) {
    throw new Error(
      `ADMIN_SITE_URL doit être une autre origine que PUBLIC_URL (${publicUrl}) : l’espace équipe a la sienne (par exemple https://equipe.example.fr).`,
    );
  }
  return {
    root,
    port,
    host,
    publicUrl,
    adminUrl,
    adminPort,
    supabaseUrl: env.SUPABASE_URL ?? '',
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? '',
    supabaseServiceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? '',
    gtmId: env.GTM_ID ?? '',
    remoteSources,
    releaseCheckMs: Number(env.RELEASE_CHECK_MS ?? 5_000),
    adminSecret: adminSecret(env.ADMIN_SECRET),
    formIdSecret: longSecret(
      'FORM_ID_SECRET',
      env.FORM_ID_SECRET,
      'la clé des demandes sans script est tirée au hasard',
    ),
    renderCacheMs: Number(env.RENDER_CACHE_MS ?? 30_000),
    devRemoteOverrides: env.DEV_REMOTE_OVERRIDES === '1',
    measurementMode: env.SITE_MEASUREMENT === '1',
    shutdownDelayMs: Math.max(0, Math.floor(Number(env.SHUTDOWN_DELAY_MS) || 0)),
    shutdownTimeoutMs: positive(env.SHUTDOWN_TIMEOUT_MS, 20_000),
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: Math.max(
      positive(env.REQUEST_TIMEOUT_MS, 30_000),
      positive(env.HEADERS_TIMEOUT_MS, 10_000),
    ),
    devRemoteOrigins:
      env.DEV_REMOTE_OVERRIDES === '1'
        ? ['127.0.0.1', 'localhost'].flatMap((h) => [`http://${h}:*`, `ws://${h}:*`])
        : [],
  };
}

/** The shortest ADMIN_SECRET that enables /__admin/revalidate (`openssl rand -hex 16` gives 32). */
export const ADMIN_SECRET_MIN_LENGTH = 32;

function adminSecret(configured: string | undefined): string {
  return longSecret('ADMIN_SECRET', configured, '/__admin/revalidate reste désactivé');
}

/** A configured secret, or '' (with a warning saying `consequence`) when it is too short. */
function longSecret(name: string, configured: string | undefined, consequence: string): string {
  const secret = configured ?? '';
  if (secret !== '' && secret.length < ADMIN_SECRET_MIN_LENGTH) {
    console.warn(
      `${name} trop court (${secret.length} caractères, ${ADMIN_SECRET_MIN_LENGTH} au moins) : ${consequence}.`,
    );
    return '';
  }
  return secret;
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * PUBLIC_URL reduced to its origin; without it, the address `npm start` prints (loopback when
 * listening on every interface), which is right for a local run and harmless anywhere else.
 */
export function publicOrigin(
  configured: string | undefined,
  host: string,
  port: number,
  name = 'PUBLIC_URL',
): string {
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`${name} invalide : « ${configured} » (attendu : https://nom.de.domaine)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`${name} doit commencer par https:// ou http:// (reçu « ${configured} »)`);
    }
    return url.origin;
  }
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}
