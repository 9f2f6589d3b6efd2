import { createHash } from 'node:crypto';
import { business, pageTitle } from '@parquet-alsace/shared';
import { PENDING_QUOTES_KEY } from '@parquet-alsace/shared/quote/pending';
import { selfContainedPage } from './self-contained-page';

export const OFFLINE_PATH = '/offline/';

/**
 * The page's one script, inline: when a quote request waits in this browser (the quote funnel
 * keeps it under PENDING_QUOTES_KEY), it says so; when the connection returns it reloads the
 * address, whose page sends the request (docs/product-rules.md#quote-submission). The network
 * may answer a moment after the 'online' event: shown while the device says it is online, the
 * page tries again after 1, 2, 4… s (at most 30 s apart).
 */
const OFFLINE_SCRIPT = `(function(){var n=0;try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(PENDING_QUOTES_KEY)})||'[]');n=Array.isArray(l)?l.length:0}catch(e){}if(n>0)document.getElementById('kept').hidden=false;var t=0;try{t=Number(sessionStorage.getItem('offlineTries'))||0;sessionStorage.setItem('offlineTries',String(t+1))}catch(e){}function again(ms){setTimeout(function(){location.reload()},ms)}addEventListener('online',function(){again(1000)});if(navigator.onLine)again(Math.min(30,Math.pow(2,t))*1000)})();`;

/** The offline page's own policy: its inline style and that one script, nothing else. */
export const OFFLINE_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${createHash('sha256').update(OFFLINE_SCRIPT).digest('base64')}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The page the service worker shows when a navigation fails without network: self-contained
 * (inline CSS and script, no image) so that it works from the cache alone. "Réessayer" reloads
 * the address the visitor asked for, since the worker answers at that address.
 */
export function offlinePageHtml(): string {
  return selfContainedPage({
    title: pageTitle('Vous êtes hors connexion'),
    css: `.offline{max-width:40rem;margin:0 auto;padding:64px 16px;text-align:center}
.offline .phone{display:inline-block;margin:8px 0 24px;font-size:1.6rem;font-weight:700}
.offline .kept{margin:0 0 24px;padding:12px 16px;border:2px solid var(--c-accent);border-radius:12px;text-align:left}
.offline .kept p{margin:4px 0}
.offline .retry{display:inline-flex;min-height:48px;align-items:center;padding:12px 20px;border-radius:999px;background:var(--c-accent);color:var(--c-accentText);font-weight:700;text-decoration:none}`,
    body: `<main id="main" class="offline">
<h1>Vous êtes hors connexion</h1>
<p>Cette page n’a pas pu être chargée : votre appareil n’est plus connecté à Internet.</p>
<div id="kept" class="kept" role="status" hidden>
<p><strong>Votre demande de devis est conservée sur cet appareil.</strong></p>
<p>Elle partira d’elle-même dès le retour de la connexion : cette page se rechargera toute seule, inutile de la remplir à nouveau.</p>
</div>
<p>Vous pouvez nous appeler pour votre projet ou votre devis gratuit, du lundi au vendredi de 8 h à 18 h :</p>
<a class="phone" href="${business.phone.href}">${business.phone.display}</a>
<p><a class="retry" href="">Réessayer</a></p>
<p>${business.brand} – ponçage et rénovation de parquet en Alsace depuis ${business.founded}.</p>
</main>
<script>${OFFLINE_SCRIPT}</script>`,
  });
}
