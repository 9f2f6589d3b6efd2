import { baseCss, jsonForScript, pageTitle, type SiteConfig, themeBootScript } from '@parquet-alsace/shared';
import { inlineScriptHashes } from './security-headers';

/**
 * The staff back office at `/admin/` and below (docs/adr-008-back-office.md). Nothing behind
 * sign-in is worth rendering on the server, indexing or caching, so every such address answers
 * the same small document: the theme line, an empty container and a boot line that runs the
 * back office's first script (the sign-in screen alone when signed out), then the shell's
 * runtime (`/main.js`) and the `admin` remote in it. It is never a visitor page:
 * no header, footer, cookie banner, tag manager, speculation rules or service worker, and
 * visitor pages never name the back office's code.
 */

/** The back office's texts before its own code runs (or when it cannot). */
export const backOfficeTexts = {
  title: pageTitle('Espace équipe'),
  loading: 'Chargement de l’espace équipe…',
  failed: 'L’espace équipe n’a pas pu être chargé. Vérifiez la connexion puis rechargez la page.',
};

/**
 * Runs the back office's first script, `start.js` of its release's folder (beside its manifest):
 * signed out, it shows the sign-in screen alone (a few kilobytes, no React); with a session, or
 * once signed in, it calls `__startBackOffice`, which fetches the runtime and asks it to mount the
 * back office (the runtime's announce protocol of `shell/src/runtime/api.ts`, without the
 * visitor page's loader). A release without `start.js` (a dev server) starts the back office at
 * once, and its own sign-in screen shows; so does a server that lets a remote come from its dev
 * server (`devRemotes`), since only the runtime applies such an override.
 */
const bootScript = `(function(){var box=document.getElementById('app-admin');function fail(){box.textContent=${JSON.stringify(backOfficeTexts.failed)};box.setAttribute('role','alert')}function load(src,onerror){var s=document.createElement('script');s.src=src;s.onerror=onerror;document.head.appendChild(s)}var config;try{config=JSON.parse(document.getElementById('__SITE_CONFIG__').textContent)}catch(e){fail();return}var started=false;window.__startBackOffice=function(){if(started)return;started=true;window.__siteRuntimeReady=function(create){create({remotes:config.remotes,devRemotesAllowed:config.devRemotes===true}).startBackOffice().catch(function(error){console.error(error);fail()})};load('/main.js',fail)};var manifest=config.devRemotes!==true&&config.remotes&&config.remotes.admin;if(manifest)load(manifest.replace(/[^/]*$/,'start.js'),window.__startBackOffice);else window.__startBackOffice()})();`;

export interface BackOfficeDocument {
  html: string;
  csp: string;
}

/** What the policy of the back office's page allows, from configuration only. */
export interface BackOfficePolicySources {
  /** The back office's own origin (ADMIN_SITE_URL), where its page, code and local backend are. */
  publicUrl: string;
  /**
   * The visitor site's origin (PUBLIC_URL): an article's photo is stored with its address there,
   * and the editor shows it.
   */
  siteUrl?: string;
  /** A hosted Supabase project ('' when this server embeds the backend). */
  supabaseUrl: string;
  /** The back office's manifest URL (its origin, when not this site's, may serve scripts). */
  manifestUrl: string;
  /** Development only: the back office's dev server. */
  devRemoteOrigins?: readonly string[];
}

const originOf = (url: string, base: string): string | null => {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
};

/**
 * The back office's own policy, stricter than a visitor page's: nothing by default; scripts from
 * the site (or the back office's own host) and its one boot line; connections to the site and
 * the backend only; no tag manager, no frames, no workers, no form posted anywhere.
 */
export function backOfficePolicy(sources: BackOfficePolicySources, scriptHashes: readonly string[]): string {
  const site = originOf(sources.publicUrl, sources.publicUrl);
  const visitorSite = sources.siteUrl ? originOf(sources.siteUrl, sources.publicUrl) : null;
  const remote = originOf(sources.manifestUrl, sources.publicUrl);
  const backend = sources.supabaseUrl ? originOf(sources.supabaseUrl, sources.publicUrl) : null;
  const dev = sources.devRemoteOrigins ?? [];
  const list = (...items: (string | null | readonly string[])[]) =>
    [...new Set(items.flat().filter((item): item is string => typeof item === 'string' && item !== ''))].join(
      ' ',
    );
  const external = remote && remote !== site ? remote : null;
  const directives: Record<string, string> = {
    'default-src': "'none'",
    'script-src': list(
      "'self'",
      ...scriptHashes,
      external,
      dev.filter((o) => o.startsWith('http')),
    ),
    // emotion writes <style> elements at run time.
    'style-src': "'self' 'unsafe-inline'",
    // Photos the back office publishes are on the backend (Storage), articles' photos named by
    // their address on the site; a chosen file is previewed as a blob.
    'img-src': list("'self'", 'data:', 'blob:', visitorSite, backend),
    'font-src': "'self'",
    'connect-src': list("'self'", site, backend, external, dev),
    'manifest-src': "'none'",
    'worker-src': "'none'",
    'frame-src': "'none'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  const policy = Object.entries(directives).map(([name, value]) => `${name} ${value}`);
  if (site?.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers of every back-office answer: never indexed, never stored by anyone. */
export const backOfficeHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The document every back-office address answers. `config` names the back office's release
 * only, and the backend the browser signs in against.
 */
export function renderBackOffice(config: SiteConfig, policy: Omit<BackOfficePolicySources, 'manifestUrl'>) {
  const html = `<!doctype html>
<html lang="fr-FR" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${backOfficeTexts.title}</title>
<script>${themeBootScript}</script>
<link rel="icon" href="/media/icons/favicon.svg" type="image/svg+xml">
<style>${baseCss}</style>
</head>
<body>
<div id="app-admin"><main><p role="status">${backOfficeTexts.loading}</p></main></div>
<script type="application/json" id="__SITE_CONFIG__">${jsonForScript(config)}</script>
<script>${bootScript}</script>
</body>
</html>`;
  const csp = backOfficePolicy(
    { ...policy, manifestUrl: config.remotes.admin ?? '/remotes/admin/mf-manifest.json' },
    inlineScriptHashes(html),
  );
  return { html, csp } satisfies BackOfficeDocument;
}
