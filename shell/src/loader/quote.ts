import { onSiteEvent, type SiteEvents } from '@parquet-alsace/shared/events';
import { ISLAND_ATTR } from '@parquet-alsace/shared/islands';
import {
  isQuoteOpenEntry,
  pushQuoteOpenEntry,
  QUOTE_LEAVE,
  QUOTE_OPEN_EVENT,
  QUOTE_REQUEST_ATTR,
  quoteDialog,
  quoteEntryStep,
} from '@parquet-alsace/shared/quote/dialog';
import { hasPendingQuotes } from '@parquet-alsace/shared/quote/pending';
import { afterNextFrameShown, afterNextPaint, isPlainClick, whenActivated, whenIdle } from './page-state';
import type { GetRuntime } from './runtime-loader';

/** On the root while the wizard is open: the page behind it does not scroll (base CSS). */
const QUOTE_OPEN_CLASS = 'quote-open';

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
  // Woken as if the visitor had reached it (its `interaction` trigger): the dialog is shown.
  const wake = () => island?.dispatchEvent(new FocusEvent('focusin'));

  // However it closed (its "×", Escape, a click beside it: all native), the entry its opening
  // added goes, unless the visitor is leaving for the next page (a request sent).
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove(QUOTE_OPEN_CLASS);
    const leaving = dialog.returnValue === QUOTE_LEAVE;
    dialog.returnValue = '';
    // Over every entry the open wizard added: its opening and one per step reached.
    if (!leaving && isQuoteOpenEntry(window.history.state))
      window.history.go(-quoteEntryStep(window.history.state));
  });
  window.addEventListener('popstate', () => {
    if (dialog.open && !isQuoteOpenEntry(window.history.state)) dialog.close();
  });

  const open = (request: SiteEvents['site:open-quote']) => {
    dialog.setAttribute(QUOTE_REQUEST_ATTR, JSON.stringify(request));
    if (!dialog.open) dialog.showModal();
    dialog.dispatchEvent(new CustomEvent(QUOTE_OPEN_EVENT, { detail: request }));
    // Once the dialog is painted: the history entry the back gesture pops (an entry costs the
    // tap 5–25 ms at 4×) and the page behind stops scrolling (a layout of the whole page), out of
    // the tap's frame. Once that frame is on screen, the wizard's code is fetched and run.
    afterNextPaint(() => {
      if (!dialog.open) return;
      pushQuoteOpenEntry();
      document.documentElement.classList.add(QUOTE_OPEN_CLASS);
    });
    afterNextFrameShown(wake);
  };
  return { open };
}

/**
 * Every quote button of the site is a real link (to the home page's form, for visitors without
 * script) marked `data-open-quote="<analytics source>"`; islands open the wizard with the
 * 'site:open-quote' event. Either way the page's quote dialog opens at once and its wizard wakes
 * once the dialog is painted (a page without that dialog keeps the link).
 */
export function startQuote(runtime: GetRuntime): void {
  const dialog = quoteDialog();
  if (dialog) {
    const { open } = quoteDialogOpener(dialog);
    document.addEventListener('click', (event) => {
      const trigger = (event.target as Element).closest?.<HTMLElement>('[data-open-quote]');
      if (!trigger || !isPlainClick(event)) return;
      event.preventDefault();
      open({ source: trigger.dataset.openQuote || 'website' });
    });
    onSiteEvent('site:open-quote', open);
  }

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
