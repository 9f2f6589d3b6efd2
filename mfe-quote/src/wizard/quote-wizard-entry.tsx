import { Modal } from '@parquet-alsace/shared/client';
import { useState } from 'react';
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
 * Exposed as './QuoteWizard': the shell renders it when any page dispatches the open-quote
 * event. The wizard's step 3 can switch to the quote modal variant ('Finaliser ma demande de
 * devis', with the address); both share one store, so nothing typed is lost either way.
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
  if (view === 'finalize') {
    return (
      <Modal key="finalize" title={texts.modalTitle} onClose={onClose} maxWidth={560}>
        <FinalizeQuoteForm onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal key="wizard" title={texts.wizardTitle} onClose={onClose} maxWidth={560}>
      <QuoteWizard onClose={onClose} onFinalize={() => setView('finalize')} />
    </Modal>
  );
}
