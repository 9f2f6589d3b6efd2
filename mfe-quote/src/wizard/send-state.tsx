import { css } from '@emotion/react';
import { contactTexts } from './contact-texts';

/**
 * Under the send button while the terms box is not ticked: the button is disabled, and this
 * says why (a tap on it goes to the box, which may be above the fold on a phone).
 */
export function TermsMissing() {
  return (
    <p id="quote-terms-missing" css={css`margin: 4px 0 0; font-size: 0.95rem; text-align: right;`}>
      <button
        type="button"
        onClick={() => {
          const box = document.getElementById('quote-acceptTerms');
          box?.scrollIntoView({ block: 'center' });
          box?.focus();
        }}
        css={css`background: none; border: 0; padding: 4px 0; min-height: 24px; color: var(--c-text); font: inherit; font-weight: 600; text-align: right; text-decoration: underline; cursor: pointer;`}
      >
        {contactTexts.termsMissing}
      </button>
    </p>
  );
}

/** While a request sent offline waits for the connection (docs/product-rules.md#quote-submission). */
export function OfflineKept() {
  return (
    <div
      role="status"
      css={css`margin: 12px 0; padding: 14px; border-radius: 12px; border: 2px solid var(--c-accent); background: var(--c-surfaceRaised);`}
    >
      <p css={css`margin: 0 0 6px; font-weight: 700;`}>{contactTexts.offlineKeptTitle}</p>
      <p css={css`margin: 0;`}>{contactTexts.offlineKept}</p>
    </div>
  );
}

/** What shows under the send button: a request kept offline, or the terms box left unticked. */
export function SendNotes({ queued, termsMissing }: { queued: boolean; termsMissing: boolean }) {
  return (
    <>
      {queued && <OfflineKept />}
      {termsMissing && <TermsMissing />}
    </>
  );
}
