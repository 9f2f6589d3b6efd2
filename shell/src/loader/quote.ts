import { onSiteEvent, type SiteEvents } from '@parquet-alsace/shared/events';
import { ISLAND_ATTR, READY_ATTR, WAKE_EVENT } from '@parquet-alsace/shared/islands';
import {
  closeQuoteDialog,
  isQuoteOpenEntry,
  pushQuoteOpenEntry,
  QUOTE_CLOSE_ATTR,
  QUOTE_LEAVE,
  QUOTE_OPEN_EVENT,
  QUOTE_PRESET_ATTR,
  QUOTE_REQUEST_ATTR,
  quoteDialog,
} from '@parquet-alsace/shared/quote/dialog';
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
 * The quote dialog the server wrote into the page (docs/adr-004-islands.md, "The first tap"): it
 * opens at once, with the wizard's step 1 as the server rendered it, and its island (the
 * wizard's code) hydrates while the visitor reads. Opening adds a history entry, so that back
 * (a phone's back gesture) closes it; closing it otherwise goes back over that entry.
 */
function quoteDialogOpener(dialog: HTMLDialogElement): {
  open: (request: SiteEvents['site:open-quote']) => void;
} {
  const island = dialog.querySelector<HTMLElement>(`[${ISLAND_ATTR}]`);
  const wake = () => island?.dispatchEvent(new Event(WAKE_EVENT));

  // Before the wizard runs, its two surface fields follow each other as they will after.
  dialog.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    if (island?.hasAttribute(READY_ATTR) || field.getAttribute(QUOTE_PRESET_ATTR) !== 'surface') return;
    for (const other of dialog.querySelectorAll<HTMLInputElement>(`[${QUOTE_PRESET_ATTR}="surface"]`)) {
      if (other !== field) other.value = field.value;
    }
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.(`[${QUOTE_CLOSE_ATTR}]`)) {
      closeQuoteDialog();
      return;
    }
    // A click beside the panel (on the backdrop) closes it, as a tap outside a phone's sheet.
    if (target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) closeQuoteDialog();
  });
  // However it closed (Escape included), the entry its opening added goes, unless the visitor
  // is leaving for the next page (a request sent).
  dialog.addEventListener('close', () => {
    const leaving = dialog.returnValue === QUOTE_LEAVE;
    dialog.returnValue = '';
    if (!leaving && isQuoteOpenEntry(window.history.state)) window.history.back();
  });
  window.addEventListener('popstate', () => {
    if (dialog.open && !isQuoteOpenEntry(window.history.state)) dialog.close();
  });

  const open = (request: SiteEvents['site:open-quote']) => {
    dialog.setAttribute(QUOTE_REQUEST_ATTR, JSON.stringify(request));
    // The wizard does not run yet: the request's values go into its fields, which the hydration
    // hands over as anything typed before it.
    if (island && !island.hasAttribute(READY_ATTR)) {
      if (request.surface !== undefined) {
        for (const field of island.querySelectorAll<HTMLInputElement>(`[${QUOTE_PRESET_ATTR}="surface"]`)) {
          field.value = String(request.surface);
        }
      }
      const type = island.querySelector<HTMLInputElement>(
        `input[type="radio"][name="propertyType"][value="${request.propertyType ?? ''}"]`,
      );
      if (type) type.checked = true;
    }
    if (!dialog.open) {
      dialog.showModal();
      pushQuoteOpenEntry();
    }
    dialog.dispatchEvent(new CustomEvent(QUOTE_OPEN_EVENT, { detail: request }));
    // The wizard's code is fetched once the dialog is painted: nothing of it is in the tap's path.
    requestAnimationFrame(() => setTimeout(wake, 0));
  };
  return { open };
}

/**
 * Every quote button of the site is a real link (to the home page's form, for visitors without
 * script) marked `data-open-quote="<analytics source>"`; islands open the wizard with the
 * 'site:open-quote' event. Either way the page's quote dialog opens at once and its wizard wakes
 * once the dialog is painted. A page without that dialog loads the runtime and the quote
 * remote's wizard, which opens as soon as its code is there.
 */
export function startQuote(runtime: GetRuntime): void {
  const dialog = quoteDialog();
  const inPage = dialog ? quoteDialogOpener(dialog) : null;
  const open = (request: SiteEvents['site:open-quote']) => {
    if (inPage) {
      inPage.open(request);
      return;
    }
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
      // (The page's own dialog needs nothing to open: its wizard is woken once it is shown.)
      if (!inPage && (event.target as Element).closest?.('[data-open-quote]')) {
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
