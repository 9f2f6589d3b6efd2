import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  baseCss,
  COMPANY_DETAILS_ELEMENT_ID,
  interFont,
  islandAttributes,
  jsonForScript,
  type PageHead,
  renderHeadTags,
  type SiteConfig,
  themeBootScript,
  WITHOUT_SCRIPT_CSS,
} from '@parquet-alsace/shared';
import { consentBootScript } from '@parquet-alsace/shared/consent';
import {
  QUOTE_DIALOG_ID,
  QUOTE_DIALOG_ISLAND,
  QUOTE_DIALOG_TITLE,
  QUOTE_DIALOG_TITLE_ID,
} from '@parquet-alsace/shared/quote/dialog';
import { inlineScriptHashes } from './security-headers';

export interface DocumentParts {
  head: PageHead;
  /** The shell's chrome (server-rendered, never hydrated). `consent` goes first in <body>. */
  chrome: { header: string; footer: string; consent?: string };
  app: string;
  appHtml: string;
  config: SiteConfig;
  /** The inline loader's source (`readLoaderScript`). */
  loader: string;
  /** The company details the page was rendered with, for its scripts (none: built-in values). */
  company?: unknown;
  /**
   * The quote wizard's step 1 as the quote remote's server bundle renders it (`quote/QuoteDialog`),
   * written into the page's quote dialog; null when it could not be rendered (the wizard then
   * renders in the browser once opened). Left out: no quote dialog (pages without quote buttons).
   */
  quoteDialogHtml?: string | null;
}

export interface RenderedDocument {
  html: string;
  /** CSP sources of the inline scripts this template wrote (see security-headers.ts). */
  scriptHashes: string[];
}

/**
 * Moving to another page of the site is an ordinary page load; the browser prerenders the page a
 * visitor is about to open (pointer resting on a link, or a finger down on it: `moderate`), so
 * that it shows at once. Files, API calls and the thank-you page are never prerendered, nor
 * links that open the quote wizard, download or leave in a new tab.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/remotes/*',
                '/media/*',
                '/rest/*',
                '/functions/*',
                '/thank-you/*',
                '/*.:ext(js|json|xml|txt|pdf|webmanifest)',
              ],
            },
          },
          { not: { selector_matches: '[data-open-quote], [download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The built inline loader (shell/src/loader), read once at start; empty when the shell is not built. */
export function readLoaderScript(root: string): string {
  try {
    return readFileSync(join(root, 'shell', 'dist', 'loader', 'loader.js'), 'utf8');
  } catch {
    console.error('Pas de chargeur de page (shell/dist/loader/loader.js) : lancez `npm run build -w shell`');
    return '';
  }
}

/** How the measuring scripts ask a server in measurement mode for a page without scripts. */
export const MEASURE_HEADER = 'x-measure';
export const MEASURE_WITHOUT_SCRIPTS = 'sans-scripts';

/**
 * The page with its script elements removed (code, speculation rules, the data only scripts read):
 * the static-HTML floor for measurements. Its structured data (`application/ld+json`) stays: it
 * is part of the same page served as static HTML, not code. Only for pages this server rendered:
 * their scripts are its own template's, and content never carries a live <script> (React escapes
 * it; articles are sanitised).
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) =>
    /\btype="application\/ld\+json"/i.test(attributes) ? element : '',
  );
}

/** An inline script's text, safe inside <script> (no early `</script`). */
const inlineSafe = (source: string) => source.replace(/<\/(script)/gi, '<\\/$1');

const EMOTION_STYLE = /<style data-emotion="css ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/**
 * Emotion's server render writes a <style> before each styled element (84 on the home page, the
 * same rules many times over). They are gathered here into one block for the <head>, each rule
 * once, and removed from the markup — which is also what the browser's emotion expects when an
 * island hydrates: it reads the names from the block (`data-emotion="css name…"`) and inserts
 * nothing twice, while the island's HTML matches the client render (no <style> inside).
 */
export function extractEmotionStyles(parts: string[]): { parts: string[]; names: string[]; css: string } {
  const names = new Set<string>();
  const rules: string[] = [];
  const stripped = parts.map((part) =>
    part.replace(EMOTION_STYLE, (_tag, tagNames: string, css: string) => {
      const fresh = tagNames.split(' ').filter((name) => name && !names.has(name));
      if (fresh.length > 0) {
        for (const name of fresh) names.add(name);
        rules.push(css);
      }
      return '';
    }),
  );
  return { parts: stripped, names: [...names], css: rules.join('') };
}

/**
 * The quote wizard's native dialog, closed: its "×" (a dialog form) and title are markup, its
 * content the wizard's step 1, an island woken by the loader at the first tap on a quote button
 * (docs/adr-004-islands.md, "The first tap"). The loader opens it with `showModal()` before any
 * framework code runs.
 */
export function quoteDialogMarkup(html: string | null): string {
  const island = islandAttributes({
    id: QUOTE_DIALOG_ISLAND,
    trigger: 'interaction',
    hydrate: html !== null,
  });
  const attributes = Object.entries(island)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`))
    .join('');
  return `<dialog id="${QUOTE_DIALOG_ID}" class="site-dialog quote-dialog" role="dialog" closedby="any" aria-labelledby="${QUOTE_DIALOG_TITLE_ID}"><form method="dialog"><button class="site-dialog-close" aria-label="Fermer"><span aria-hidden="true">×</span></button></form><h2 id="${QUOTE_DIALOG_TITLE_ID}" class="quote-dialog-title" tabindex="-1">${QUOTE_DIALOG_TITLE}</h2><div${attributes}>${html ?? ''}</div></dialog>`;
}

type Slot = 'head' | 'styles' | 'consent' | 'header' | 'app' | 'footer' | 'dialogs';
const slot = (name: Slot) => `<!--slot:${name}-->`;

/**
 * The page every route answers with: head tags first (title, description, canonical, JSON-LD),
 * the critical CSS and the page's styles inline, the server-rendered chrome and app, the data,
 * and the inline loader. No script file is requested before the first paint: the loader fetches
 * the runtime once the page is idle or an island wakes (docs/adr-004-islands.md).
 *
 * The template is written with markers where HTML from apps and content goes, and its inline
 * scripts are hashed at that point: any script written here (theme line, speculation rules,
 * loader) is allowed by the page's CSP without touching the policy, while a script that slipped
 * into content stays blocked.
 */
export function renderDocument(p: DocumentParts): RenderedDocument {
  const template = documentTemplate(p);
  const styles = extractEmotionStyles([
    p.chrome.consent ?? '',
    p.chrome.header,
    p.appHtml,
    p.chrome.footer,
    p.quoteDialogHtml === undefined ? '' : quoteDialogMarkup(p.quoteDialogHtml),
  ]);
  const [consent = '', header = '', app = '', footer = '', dialogs = ''] = styles.parts;
  const slots: Record<Slot, string> = {
    head: renderHeadTags(p.head),
    styles: styles.names.length
      ? `<style data-emotion="css ${styles.names.join(' ')}">${styles.css}</style>`
      : '',
    consent,
    header,
    app,
    footer,
    dialogs,
  };
  // One pass over the template: what a slot brings in is never scanned for markers.
  const html = template.replace(
    /<!--slot:(head|styles|consent|header|app|footer|dialogs)-->/g,
    (_, name: Slot) => slots[name],
  );
  return { html, scriptHashes: inlineScriptHashes(template) };
}

function documentTemplate(p: DocumentParts): string {
  return `<!doctype html>
<html lang="fr-FR" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>${themeBootScript};${consentBootScript}</script>
${slot('head')}
<meta name="theme-color" content="#15110e">
<link rel="icon" href="/media/icons/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/media/icons/apple-touch-icon.png">
<link rel="manifest" href="/media/manifest.webmanifest">
<link rel="preload" href="${interFont.url}" as="font" type="font/woff2" crossorigin>
<style>${baseCss}</style>
<noscript><style>${WITHOUT_SCRIPT_CSS}</style></noscript>
${slot('styles')}
<script type="speculationrules">${jsonForScript(speculationRules)}</script>
</head>
<body>
${slot('consent')}<a class="skip-link" href="#main">Aller au contenu principal</a>
<div id="shell-header">${slot('header')}</div>
<main id="main" tabindex="-1"><div id="app-${p.app}">${slot('app')}</div></main>
<div id="shell-footer">${slot('footer')}</div>
${slot('dialogs')}
<script type="application/json" id="__SITE_CONFIG__">${jsonForScript(p.config)}</script>
${p.company ? `<script type="application/json" id="${COMPANY_DETAILS_ELEMENT_ID}">${jsonForScript(p.company)}</script>` : ''}
<script>${inlineSafe(p.loader)}</script>
</body>
</html>`;
}
