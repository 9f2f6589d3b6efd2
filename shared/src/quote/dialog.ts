/**
 * The quote wizard's native dialog, written by the server into every page (its step 1 rendered
 * by the quote remote's own component) and opened by the page's loader at the first tap, before
 * any framework code runs; the wizard hydrates inside it (docs/adr-004-islands.md, "The first
 * tap"). Framework-free: the loader imports this file, the wizard reads it through
 * `@parquet-alsace/shared/quote`.
 */
export const QUOTE_DIALOG_ID = 'quote-dialog';
/** The dialog's visible title (its accessible name); the wizard renames it for the finalize form. */
export const QUOTE_DIALOG_TITLE_ID = 'quote-dialog-title';
/** The island inside the dialog: the wizard's module, hydrated on the first tap. */
export const QUOTE_DIALOG_ISLAND = 'quote/QuoteDialog';
/** Dispatched on the dialog at each opening once the wizard runs; detail: the request. */
export const QUOTE_OPEN_EVENT = 'quote:open';
/**
 * The request of the latest opening, as JSON, for a wizard that hydrates after it: it then starts
 * the form as asked (the home section's surface and type, the finalize form), and what the
 * visitor typed or chose meanwhile is handed over after that.
 */
export const QUOTE_REQUEST_ATTR = 'data-request';
/** The dialog's title (its accessible name) while the wizard shows its steps. */
export const QUOTE_DIALOG_TITLE = 'Simulateur de devis';

/** What opened the wizard: the analytics source, and values chosen beforehand (home section). */
export interface QuoteOpenRequest {
  source: string;
  surface?: number;
  propertyType?: 'maison' | 'appartement';
}

/** Marks the history entry the open wizard adds (docs/product-rules.md#quote-steps). */
const OPEN_MARK = 'quoteWizardOpen';

export const isQuoteOpenEntry = (state: unknown): boolean =>
  (state as Record<string, unknown> | null)?.[OPEN_MARK] === true;

/** The entry pushed when the wizard opens: back (or a phone's back gesture) closes it. */
export function pushQuoteOpenEntry(): void {
  if (!isQuoteOpenEntry(window.history.state)) window.history.pushState({ [OPEN_MARK]: true }, '');
}

/** The wizard's step an entry of the open wizard stands for (its opening: step 1). */
export const quoteEntryStep = (state: unknown): number =>
  Number((state as Record<string, unknown> | null)?.quoteStep) || 1;

/**
 * Each step reached adds an entry of the open wizard: back (a phone's back gesture) returns to
 * the step before, and only back from step 1 closes the wizard (docs/product-rules.md#quote-steps).
 */
export function pushQuoteStepEntry(step: number): void {
  if (isQuoteOpenEntry(window.history.state) && quoteEntryStep(window.history.state) < step)
    window.history.pushState({ [OPEN_MARK]: true, quoteStep: step }, '');
}

/** The dialog's `returnValue` when it closes because the visitor leaves the page (a request sent). */
export const QUOTE_LEAVE = 'leave';

export const quoteDialog = () => document.getElementById(QUOTE_DIALOG_ID) as HTMLDialogElement | null;

/**
 * Closes the dialog. Closed as the visitor asked (its "×", Escape, a click beside it), the page's
 * loader also goes back over the history entry its opening added, so that the next back leaves
 * the page as expected; `leave` (a request sent: the next page replaces this one) leaves the
 * history alone.
 */
export function closeQuoteDialog({ leave = false }: { leave?: boolean } = {}): void {
  const dialog = quoteDialog();
  if (dialog?.open) dialog.close(leave ? QUOTE_LEAVE : '');
}
