/**
 * Development override of a remote, in the spirit of single-spa's import-map overrides: the
 * composed site loads one remote from its `npm run dev` server instead of its release. Honoured
 * only when the server runs with DEV_REMOTE_OVERRIDES=1 (never in production: it would let a link
 * run someone else's code on the site). Set with `?remote=blog` (its dev server's default port)
 * or `?remote=blog@http://127.0.0.1:9102/mf-manifest.json`, cleared with `?remote=off`; kept in
 * localStorage so that it holds across page loads.
 */
export const DEV_REMOTES_KEY = 'devRemotes';

/**
 * Default ports of each remote's `npm run dev` server (their webpack.config.mjs), for the short
 * form `?remote=<name>`; a remote missing here is named with its manifest's URL.
 */
export const devPorts: Record<string, number> = {
  quote: 9101,
  blog: 9102,
  gallery: 9103,
  reviews: 9104,
  downloads: 9105,
  admin: 9106,
};

export type DevRemotes = Record<string, string>;

/** What a remote's name looks like ('blog', 'admin'): never a property of Object's prototype. */
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

// Storage is read directly (no shared import): the runtime bundles this file and must not wait for
// a shared module to read it.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The overrides in storage (name → manifest URL); anything malformed is ignored. */
export function readDevRemotes(): DevRemotes {
  try {
    const parsed = JSON.parse(storage()?.getItem(DEV_REMOTES_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([name, url]) => REMOTE_NAME.test(name) && typeof url === 'string' && /^https?:\/\//.test(url),
      ),
    );
  } catch {
    return {};
  }
}

/** Applies a `?remote=` parameter to the stored overrides; returns the overrides now in force. */
export function applyDevRemoteParam(param: string | null, hostname: string): DevRemotes {
  const current = readDevRemotes();
  if (param === null) return current;
  if (param === 'off' || param === '') {
    try {
      storage()?.removeItem(DEV_REMOTES_KEY);
    } catch {
      // Storage forbidden: nothing was stored either.
    }
    return {};
  }
  const [name = '', url] = param.split('@');
  const port = Object.hasOwn(devPorts, name) ? devPorts[name] : undefined;
  if (!REMOTE_NAME.test(name) || (url === undefined && port === undefined)) return current;
  const next = { ...current, [name]: url ?? `http://${hostname}:${port}/mf-manifest.json` };
  if (!/^https?:\/\//.test(next[name] as string)) return current;
  try {
    storage()?.setItem(DEV_REMOTES_KEY, JSON.stringify(next));
  } catch {
    // Storage forbidden: the override holds for this page only.
  }
  return next;
}

/**
 * Says on the page which remotes come from a development server (and how to stop it). Here, in
 * the development chunk, rather than in the runtime every visitor loads.
 */
export function showDevRemotes(devRemotes: DevRemotes): void {
  const names = Object.keys(devRemotes);
  if (names.length === 0) return;
  const badge = document.body.appendChild(document.createElement('a'));
  badge.href = '?remote=off';
  badge.className = 'site-dev-badge';
  badge.textContent = `Serveur de dev\u00a0: ${names.join(', ')} (désactiver)`;
}
