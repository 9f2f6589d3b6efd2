import {
  closeQuoteDialog,
  QUOTE_DIALOG_TITLE_ID,
  QUOTE_OPEN_EVENT,
  QUOTE_REQUEST_ATTR,
  type QuoteOpenRequest,
  quoteDialog,
} from '@parquet-alsace/shared/quote';
import { useEffect, useState } from 'react';
import { useQuoteStore } from '../store/quote-store';
import { texts } from '../texts';
import { FinalizeQuoteForm } from './lazy-contact';
import { QuoteWizard } from './quote-wizard';

function readRequest(raw: string | null): QuoteOpenRequest | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as QuoteOpenRequest;
  } catch {
    return null;
  }
}

/**
 * Exposed as './QuoteDialog': the wizard inside the native dialog the server writes into every
 * page (docs/adr-004-islands.md, "The first tap"). Its step 1 is this component's server render,
 * which the page's loader shows at the first tap; this code hydrates it while the visitor reads,
 * and what they typed or chose meanwhile is handed over by the hydration. The dialog itself (open,
 * close, Escape, back gesture, focus) is the loader's; each opening is announced to the wizard
 * here, which starts the form as the request asks (the home section's surface, the finalize form).
 */
export default function QuoteDialog() {
  const [view, setView] = useState<'wizard' | 'finalize'>('wizard');

  useEffect(() => {
    const dialog = quoteDialog();
    if (!dialog) return;
    const start = (request: QuoteOpenRequest | null) => {
      if (!request) return;
      useQuoteStore.getState().start({ surface: request.surface, propertyType: request.propertyType });
      setView(request.source === 'finalize' ? 'finalize' : 'wizard');
    };
    // Opened before this code ran: the values typed meanwhile are replayed after this.
    if (dialog.open) start(readRequest(dialog.getAttribute(QUOTE_REQUEST_ATTR)));
    const onOpen = (event: Event) => start((event as CustomEvent<QuoteOpenRequest>).detail);
    dialog.addEventListener(QUOTE_OPEN_EVENT, onOpen);
    return () => dialog.removeEventListener(QUOTE_OPEN_EVENT, onOpen);
  }, []);

  // The dialog's title (its accessible name) is the server's markup, outside this root.
  useEffect(() => {
    const title = document.getElementById(QUOTE_DIALOG_TITLE_ID);
    if (!title) return;
    const wanted = view === 'finalize' ? texts.modalTitle : texts.wizardTitle;
    if (title.textContent === wanted) return;
    title.textContent = wanted;
    title.focus();
  }, [view]);

  const leave = () => closeQuoteDialog({ leave: true });
  if (view === 'finalize') return <FinalizeQuoteForm onClose={() => closeQuoteDialog()} onSent={leave} />;
  return <QuoteWizard onClose={leave} onFinalize={() => setView('finalize')} />;
}
