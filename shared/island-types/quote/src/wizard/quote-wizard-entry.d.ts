// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
export interface QuoteRequest {
    source: string;
    surface?: number;
    propertyType?: 'maison' | 'appartement';
}
/**
 * Exposed as './QuoteWizard': the shell renders it when any page dispatches the open-quote
 * event. The wizard's step 3 can switch to the quote modal variant ('Finaliser ma demande de
 * devis', with the address); both share one store, so nothing typed is lost either way.
 * A request sent closes it directly (the next page replaces this one).
 */
export default function QuoteWizardEntry({ request, onClose, }: {
    request: QuoteRequest;
    onClose: () => void;
}): import("@emotion/react/jsx-runtime").JSX.Element;
