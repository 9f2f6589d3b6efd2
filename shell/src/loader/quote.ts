import { onSiteEvent, type SiteEvents } from '@parquet-alsace/shared/events';
import { hasPendingQuotes } from '@parquet-alsace/shared/quote/pending';
import { fallbackBox } from './fallback';
import { isPlainClick, whenActivated, whenIdle } from './page-state';
import type { GetRuntime } from './runtime-loader';

/** Shown only when the wizard's code could not load: the phone still works. */
function showWizardUnavailable(retry: () => void): void {
  const dialog = document.body.appendChild(document.createElement('dialog'));
  dialog.setAttribute('aria-label', 'Simulateur de devis');
  dialog.className = 'site-dialog';
  const close = dialog.appendChild(document.createElement('button'));
  close.type = 'button';
  close.className = 'site-dialog-close';
  close.setAttribute('aria-label', 'Fermer');
  close.textContent = '×';
  close.addEventListener('click', () => dialog.close());
  dialog.appendChild(
    fallbackBox(() => {
      dialog.close();
      retry();
    }),
  );
  dialog.addEventListener('close', () => dialog.remove());
  dialog.showModal();
}

/**
 * Every quote button of the site is a real link (to the home page's form, for visitors without
 * script) marked `data-open-quote="<analytics source>"`; islands open the wizard with the
 * 'site:open-quote' event. Either way the first one loads the runtime and the quote remote's
 * wizard, which opens as soon as its code is there.
 */
export function startQuote(runtime: GetRuntime): void {
  const open = (request: SiteEvents['site:open-quote']) => {
    document.documentElement.classList.add('site-busy');
    runtime()
      .then((r) => r.openQuote(request))
      .catch((error) => {
        console.error("Le simulateur de devis n'a pas pu être chargé", error);
        showWizardUnavailable(() => open(request));
      })
      .finally(() => document.documentElement.classList.remove('site-busy'));
  };

  // The finger (or button) goes down about a tenth of a second before the click: start then.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if ((event.target as Element).closest?.('[data-open-quote]')) {
        runtime()
          .then((r) => r.prepareQuote())
          .catch(() => {});
      }
    },
    { capture: true, passive: true },
  );
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element).closest?.<HTMLElement>('[data-open-quote]');
    if (!trigger || !isPlainClick(event)) return;
    event.preventDefault();
    open({ source: trigger.dataset.openQuote || 'website' });
  });
  onSiteEvent('site:open-quote', open);

  // A request that could not be sent on an earlier visit is sent now, and again whenever the
  // connection comes back; nothing loads for that unless such a request exists.
  const sendPending = () => {
    if (hasPendingQuotes()) {
      runtime()
        .then((r) => r.retryPendingQuotes())
        .catch((error) => console.warn('Demande de devis en attente : nouvel essai plus tard', error));
    }
  };
  whenActivated(() => whenIdle(sendPending));
  window.addEventListener('online', sendPending);
}
