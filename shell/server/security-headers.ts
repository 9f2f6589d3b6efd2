import { createHash } from 'node:crypto';

/** What the policy needs to know of the deployment (all from configuration, none from requests). */
export interface PolicySources {
  /** The site's public origin (PUBLIC_URL). */
  publicUrl: string;
  /** A hosted Supabase project's URL, or '' when this server embeds the backend. */
  supabaseUrl: string;
  /** Remote name → manifest URL; remotes on another origin are allowed to load from it. */
  remotes: Record<string, string>;
  /** Tag-manager container id; when set, its script (loaded after consent) and beacons are allowed. */
  gtmId: string;
  /** Development only: remotes' dev servers a page may load from (config DEV_REMOTE_OVERRIDES). */
  devRemoteOrigins?: readonly string[];
}

// Google's documented sources for the tag manager and GA4 under a CSP, with Google signals
// (used when marketing cookies are accepted).
const TAG_MANAGER_SCRIPTS = ['https://*.googletagmanager.com'];
const TAG_MANAGER_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
];
const TAG_MANAGER_IMAGES = [
  'https://*.google-analytics.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
];

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  // Speculation rules are not run, but the browser applies script-src to inline ones: a page's
  // own rules need their hash like a script (content cannot add rules of its own).
  'speculationrules',
]);

/**
 * `'sha256-…'` sources for the inline scripts of an HTML text that a browser would act on:
 * no `src`, and no type, a JavaScript one or speculation rules (JSON data blocks are not
 * executed, so need none).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy: scripts from the site (and remotes' origins) plus the
 * listed inline ones, never `'unsafe-inline'` or `'unsafe-eval'`; no framing by anyone. Styles
 * allow inline: emotion writes <style> elements at run time.
 */
export function contentSecurityPolicy(sources: PolicySources, scriptHashes: readonly string[] = []): string {
  const site = originOf(sources.publicUrl, sources.publicUrl);
  const remoteOrigins = Object.values(sources.remotes)
    .map((url) => originOf(url, sources.publicUrl))
    .filter((origin): origin is string => origin !== null && origin !== site);
  const backend = sources.supabaseUrl ? originOf(sources.supabaseUrl, sources.publicUrl) : null;
  const tags = sources.gtmId !== '';
  const list = (...items: (string | null | false | readonly string[])[]) =>
    [...new Set(items.flat().filter((item): item is string => typeof item === 'string' && item !== ''))].join(
      ' ',
    );
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(
      "'self'",
      ...scriptHashes,
      remoteOrigins,
      tags && TAG_MANAGER_SCRIPTS,
      (sources.devRemoteOrigins ?? []).filter((origin) => origin.startsWith('http')),
    ),
    'style-src': "'self' 'unsafe-inline'",
    // Photos published from the back office are served by the backend's Storage.
    'img-src': list("'self'", 'data:', 'blob:', backend, tags && TAG_MANAGER_IMAGES),
    'font-src': "'self'",
    // The public origin too: a visitor on another name of this server (localhost) still reaches it.
    'connect-src': list(
      "'self'",
      site,
      backend,
      remoteOrigins,
      tags && TAG_MANAGER_CONNECT,
      sources.devRemoteOrigins ?? [],
    ),
    'frame-src': tags ? list(TAG_MANAGER_SCRIPTS) : "'none'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  const policy = Object.entries(directives).map(([name, value]) => `${name} ${value}`);
  if (site?.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers for every response of the site. */
export function baseSecurityHeaders(sources: PolicySources): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (sources.publicUrl.startsWith('https:')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/**
 * A redirect target that stays on this site: `//evil.example/x` or `/\evil.example/x` are
 * protocol-relative to browsers, so leading slashes and backslashes collapse into one.
 */
export function sameSiteLocation(target: string): string {
  return `/${target.replace(/^[/\\]+/, '')}`;
}
