// The contact step's fields and the quote modal ("Finaliser ma demande de devis"): a chunk of
// their own, fetched once the wizard leaves step 1 (prefetchContactStep) or when the modal is
// opened directly, not with the wizard's first tap.
export { ContactFields } from './contact-fields';
export { FinalizeQuoteForm } from './finalize-quote-form';
export { OfflineKept, SendNotes, TermsMissing } from './send-state';
