import { Modal } from '@parquet-alsace/shared/client';
import { isQuoteOpenEntry, pushQuoteOpenEntry } from '@parquet-alsace/shared/quote/dialog';
import { useEffect, useState } from 'react';
import { useQuoteStore } from '../store/quote-store';
import { texts } from '../texts';
import { FinalizeQuoteForm } from './lazy-contact';
import { QuoteWizard } from './quote-wizard';

export interface QuoteRequest {
  source: string;
  surface?: number;
  propertyType?: 'maison' | 'appartement';
}

/**
 * The open wizard is one entry of the browser's history, at the same address: the back button or
 * a phone's back gesture closes it instead of leaving the page (what was typed stays in the
 * store for the next opening). Returns the close that the wizard's own buttons and Escape use:
 * it goes back over that entry, so that the next back leaves the page as expected.
 */
function useBackCloses(onClose: () => void): () => void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry is added once, when the wizard opens.
  useEffect(() => {
    pushQuoteOpenEntry();
    const onPop = () => isQuoteOpenEntry(window.history.state) || onClose();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return () => (isQuoteOpenEntry(window.history.state) ? window.history.back() : onClose());
}

/**
 * Exposed as './QuoteWizard': the shell renders it when any page dispatches the open-quote
 * event. The wizard's step 3 can switch to the quote modal variant ('Finaliser ma demande de
 * devis', with the address); both share one store, so nothing typed is lost either way.
 * A request sent closes it directly (the next page replaces this one).
 */
export default function QuoteWizardEntry({
  request,
  onClose,
}: {
  request: QuoteRequest;
  onClose: () => void;
}) {
  const [view, setView] = useState<'wizard' | 'finalize'>(() => {
    useQuoteStore.getState().start({ surface: request.surface, propertyType: request.propertyType });
    return request.source === 'finalize' ? 'finalize' : 'wizard';
  });
  const closeByVisitor = useBackCloses(onClose);
  if (view === 'finalize') {
    return (
      <Modal key="finalize" title={texts.modalTitle} onClose={closeByVisitor} maxWidth={560}>
        <FinalizeQuoteForm onClose={closeByVisitor} onSent={onClose} />
      </Modal>
    );
  }
  return (
    <Modal key="wizard" title={texts.wizardTitle} onClose={closeByVisitor} maxWidth={560}>
      <QuoteWizard onClose={onClose} onFinalize={() => setView('finalize')} />
    </Modal>
  );
}
