import {
  baseCss,
  interFont,
  jsonForScript,
  type PageHead,
  renderHeadTags,
  type SiteConfig,
  themeBootScript,
} from '@parquet-alsace/shared';
import { inlineScriptHashes } from './security-headers';

export interface DocumentParts {
  head: PageHead;
  chrome: { header: string; footer: string };
  app: string;
  appHtml: string;
  pageData: unknown;
  config: SiteConfig;
  /** Scripts worth fetching early: the active remote's manifest and entry. */
  preloads: string[];
}

export interface RenderedDocument {
  html: string;
  /** CSP sources of the inline scripts this template wrote (see security-headers.ts). */
  scriptHashes: string[];
}

type Slot = 'head' | 'header' | 'app' | 'footer';
const slot = (name: Slot) => `<!--slot:${name}-->`;

/**
 * The page every route answers with: head tags first (title, description, canonical, JSON-LD),
 * the critical CSS inline, the server-rendered chrome and app, the data the app hydrates from,
 * and a single deferred script.
 *
 * The template is written with markers where HTML from apps and content goes, and its inline
 * scripts are hashed at that point: any script written here is allowed by the page's CSP
 * without touching the policy, while a script that slipped into content stays blocked.
 */
export function renderDocument(p: DocumentParts): RenderedDocument {
  const template = documentTemplate(p);
  const slots: Record<Slot, string> = {
    head: renderHeadTags(p.head),
    header: p.chrome.header,
    app: p.appHtml,
    footer: p.chrome.footer,
  };
  // One pass over the template: what a slot brings in is never scanned for markers.
  const html = template.replace(/<!--slot:(head|header|app|footer)-->/g, (_, name: Slot) => slots[name]);
  return { html, scriptHashes: inlineScriptHashes(template) };
}

function documentTemplate(p: DocumentParts): string {
  const preload = p.preloads
    .map((href) =>
      href.endsWith('.json')
        ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${href}" as="script">`,
    )
    .join('');
  return `<!doctype html>
<html lang="fr-FR" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>${themeBootScript}</script>
${slot('head')}
<meta name="theme-color" content="#15110e">
<link rel="icon" href="/media/icons/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/media/icons/apple-touch-icon.png">
<link rel="manifest" href="/media/manifest.webmanifest">
<link rel="preload" href="/main.js" as="script">
<link rel="preload" href="${interFont.url}" as="font" type="font/woff2" crossorigin>${preload}
<style>${baseCss}</style>
</head>
<body>
<a class="skip-link" href="#main">Aller au contenu principal</a>
<div id="shell-header">${slot('header')}</div>
<main id="main" tabindex="-1"><div id="app-${p.app}">${slot('app')}</div></main>
<div id="shell-footer">${slot('footer')}</div>
<div id="shell-overlays"></div>
<script type="application/json" id="__SITE_CONFIG__">${jsonForScript(p.config)}</script>
${p.pageData ? `<script type="application/json" id="__PAGE_DATA__">${jsonForScript(p.pageData)}</script>` : ''}
<script defer src="/main.js"></script>
</body>
</html>`;
}
