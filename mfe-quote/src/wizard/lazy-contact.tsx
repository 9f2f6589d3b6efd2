import { retryable, Spinner } from '@parquet-alsace/shared/client';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ContactFields as Fields, FinalizeQuoteForm as Finalize } from './contact-step';
import { prefetchSending } from './use-submit';

/** The contact step's chunk, fetched once; a failed fetch is tried again on the next call. */
export const loadContactStep = retryable(() => import('./contact-step'));

/**
 * Fetches the contact step before the visitor gets there (once step 2 appears): its fields, and
 * what sending needs (prefetchSending).
 */
export function prefetchContactStep(withPhone: boolean) {
  loadContactStep().catch(() => undefined);
  prefetchSending(withPhone);
}

const LazyFields = lazy(() => loadContactStep().then((m) => ({ default: m.ContactFields })));
const LazyFinalize = lazy(() => loadContactStep().then((m) => ({ default: m.FinalizeQuoteForm })));

/** The contact fields, with a spinner for the moment their chunk may still be on its way. */
export function ContactFields(props: ComponentProps<typeof Fields>) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyFields {...props} />
    </Suspense>
  );
}

/** The quote modal's form, with a spinner for the moment its chunk may still be on its way. */
export function FinalizeQuoteForm(props: ComponentProps<typeof Finalize>) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyFinalize {...props} />
    </Suspense>
  );
}

const LazySendNotes = lazy(() => loadContactStep().then((m) => ({ default: m.SendNotes })));

/** Under the send button: what is missing, or a request kept offline (the contact step's chunk). */
export function SendNotes(props: ComponentProps<typeof import('./contact-step').SendNotes>) {
  return (
    <Suspense fallback={null}>
      <LazySendNotes {...props} />
    </Suspense>
  );
}
