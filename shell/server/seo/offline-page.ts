import { baseCss, business } from '@parquet-alsace/shared';

export const OFFLINE_PATH = '/offline/';

/**
 * The page the service worker shows when a navigation fails without network: self-contained
 * (inline CSS, no script, no image) so that it works from the cache alone. "Réessayer" reloads
 * the address the visitor asked for, since the worker answers at that address.
 */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="fr-FR" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Vous êtes hors connexion | ${business.brand}</title>
<style>${baseCss}
.offline{max-width:40rem;margin:0 auto;padding:64px 16px;text-align:center}
.offline .phone{display:inline-block;margin:8px 0 24px;font-size:1.6rem;font-weight:700}
.offline .retry{display:inline-flex;min-height:48px;align-items:center;padding:12px 20px;border-radius:999px;background:var(--c-accent);color:var(--c-accentText);font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main id="main" class="offline">
<h1>Vous êtes hors connexion</h1>
<p>Cette page n'a pas pu être chargée : votre appareil n'est plus connecté à Internet.</p>
<p>Vous pouvez nous appeler pour votre projet ou votre devis gratuit, du lundi au vendredi de 8 h à 18 h :</p>
<a class="phone" href="${business.phone.href}">${business.phone.display}</a>
<p><a class="retry" href="">Réessayer</a></p>
<p>${business.brand} – ponçage et rénovation de parquet en Alsace depuis ${business.founded}.</p>
</main>
</body>
</html>`;
}
