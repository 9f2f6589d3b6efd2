import {
  baseCss,
  jsonForScript,
  type PageHead,
  renderHeadTags,
  type SiteConfig,
  themeBootScript,
} from '@parquet-alsace/shared';

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

/**
 * The page every route answers with: head tags first (title, description, canonical, JSON-LD),
 * the critical CSS inline, the server-rendered chrome and app, the data the app hydrates from,
 * and a single deferred script.
 */
export function renderDocument(p: DocumentParts): string {
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
${renderHeadTags(p.head)}
<meta name="theme-color" content="#15110e">
<link rel="icon" href="/media/icons/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/media/icons/apple-touch-icon.png">
<link rel="manifest" href="/media/manifest.webmanifest">
<link rel="preload" href="/main.js" as="script">
<link rel="preload" href="/fonts/inter-latin-wght-5.3.0.woff2" as="font" type="font/woff2" crossorigin>${preload}
<style>${baseCss}</style>
</head>
<body>
<a class="skip-link" href="#main">Aller au contenu principal</a>
<div id="shell-header">${p.chrome.header}</div>
<main id="main" tabindex="-1"><div id="app-${p.app}">${p.appHtml}</div></main>
<div id="shell-footer">${p.chrome.footer}</div>
<div id="shell-overlays"></div>
<script type="application/json" id="__SITE_CONFIG__">${jsonForScript(p.config)}</script>
${p.pageData ? `<script type="application/json" id="__PAGE_DATA__">${jsonForScript(p.pageData)}</script>` : ''}
<script defer src="/main.js"></script>
</body>
</html>`;
}
