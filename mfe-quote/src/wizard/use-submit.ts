import { navigate } from '@parquet-alsace/shared/client';
import { toE164 } from '@parquet-alsace/shared/quote-form';
import { useRef } from 'react';
import { useQuoteStore } from '../store/quote-store';
import { buildPayload, newRequestId, submitQuote } from '../submission/submit-quote';

/**
 * Submits the store's form once: the request id is made when the visitor first sends and kept
 * for every retry of the same form, so the server never stores it twice.
 */
export function useSubmitQuote(source: 'wizard' | 'modal', onDone: () => void) {
  const requestId = useRef<string | null>(null);
  return async () => {
    const store = useQuoteStore.getState();
    if (store.status === 'sending') return;
    if (!store.validateAll()) {
      focusFirstError();
      return;
    }
    const phone = toE164(store.phone, store.phoneCountry);
    if (!phone) return; // validateAll refused it already
    requestId.current ??= newRequestId();
    store.setStatus('sending');
    const outcome = await submitQuote(
      buildPayload(store, source, requestId.current, store.acceptTerms, phone),
    );
    if (outcome.kind === 'invalid') {
      useQuoteStore.getState().setStatus('error', { submitError: outcome.message, errors: outcome.errors });
      focusFirstError();
      return;
    }
    useQuoteStore.getState().setStatus(outcome.kind);
    requestId.current = null;
    onDone();
    navigate('/thank-you/');
  };
}

export function focusFirstError() {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
  );
}
