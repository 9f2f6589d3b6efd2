import { navigate, retryable } from '@parquet-alsace/shared/client';
import { useRef } from 'react';
import { photoAttachments } from '../photos/photo-bridge';
import { loadContactRules, useQuoteStore } from '../store/quote-store';
import { texts } from '../texts';

/**
 * The submission's code (payload, analytics, the browser's queue), fetched when the wizard
 * leaves step 1 rather than with its first tap. A failed fetch is tried again on the next call.
 */
export const loadSubmission = retryable(() => import('../submission/submit-quote'));

/**
 * Fetches what sending needs before the visitor sends: the contact rules and the submission,
 * and the phone library with `withPhone` (once the contact fields show), so that leaving the
 * phone field or sending never waits. Failures are left for the submission to retry.
 */
export function prefetchSending(withPhone: boolean) {
  loadSubmission().catch(() => undefined);
  loadContactRules()
    .then((rules) => (withPhone ? rules.loadPhoneRules() : undefined))
    .catch(() => undefined);
}

/**
 * Submits the store's form once: the request id is made when the visitor first sends and kept
 * for every retry of the same form, so the server never stores it twice.
 */
export function useSubmitQuote(source: 'wizard' | 'modal', onDone: () => void) {
  const requestId = useRef<string | null>(null);
  const checking = useRef(false);
  return async () => {
    const store = useQuoteStore.getState();
    // A second Enter while the phone rules arrive or the request is on its way sends nothing more.
    if (store.status === 'sending' || checking.current) return;
    checking.current = true;
    let phone: string | null;
    let send: Awaited<ReturnType<typeof loadSubmission>> | null = null;
    try {
      phone = await store.validateAll();
      if (phone) send = await loadSubmission().catch(() => null);
    } finally {
      checking.current = false;
    }
    if (!phone) {
      focusFirstError();
      return;
    }
    if (!send) {
      useQuoteStore.getState().setStatus('error', { submitError: texts.offlineCheck });
      return;
    }
    const { buildPayload, newRequestId, submitQuote } = send;
    requestId.current ??= newRequestId();
    // The form as checked (the surface put on its step by validateAll).
    const form = useQuoteStore.getState();
    form.setStatus('sending');
    const photos = photoAttachments();
    // A photo picked a moment ago may still be being resized: the request waits for it.
    await photos?.prepared();
    const photoCount = photos?.count() ?? 0;
    const built = buildPayload(form, source, requestId.current, form.acceptTerms, phone);
    const payload = photoCount > 0 ? { ...built, photoCount } : built;
    const outcome = await submitQuote(payload);
    if (outcome.kind === 'invalid') {
      useQuoteStore.getState().setStatus('error', { submitError: outcome.message, errors: outcome.errors });
      focusFirstError();
      return;
    }
    useQuoteStore.getState().setStatus(outcome.kind);
    const sentId = requestId.current;
    const finish = () => {
      requestId.current = null;
      photos?.reset();
      onDone();
      navigate('/thank-you/');
    };
    if (photos && photoCount > 0) {
      // Stored: its photos follow, and the visitor sees which did not arrive. Kept for later
      // (offline): its photos wait with it in the same queue.
      if (outcome.kind === 'queued') await photos.keep(payload);
      else if (!(await photos.send(payload, finish))) return;
    }
    if (outcome.kind === 'queued' && !navigator.onLine) {
      // Offline, the next page would not load: the wizard says the request is kept, then sends
      // it as soon as the connection returns, and only then shows the thank-you page.
      if (await send.sendWhenOnline(sentId)) useQuoteStore.getState().setStatus('sent');
    }
    finish();
  };
}

export function focusFirstError() {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>('dialog[open] [aria-invalid="true"], [role="dialog"] [aria-invalid="true"]')
      ?.focus(),
  );
}
