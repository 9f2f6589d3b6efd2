/** Exposed as './QuoteWizard' for other apps; its screen is a separate issue. */
export default function QuoteWizardEntry() {
  return null;
}
