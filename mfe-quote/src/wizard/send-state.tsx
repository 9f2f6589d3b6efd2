import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { contactTexts } from './contact-texts';

/**
 * Under the send button while the terms box is not ticked: the button is disabled, and this
 * says why (a tap on it goes to the box, which may be above the fold on a phone).
 */
export function TermsMissing() {
  return (
    <p id="quote-terms-missing" css={css`margin: 6px 0 0; font-size: 0.95rem; text-align: right;`}>
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

/**
 * While a request sent offline waits for the connection (docs/product-rules.md#quote-submission).
 * Shown inside a live region that is on the page before it (role="status"), so it is announced.
 */
export function OfflineKept() {
  const box = useRef<HTMLDivElement>(null);
  // Where the visitor looks: brought into view when it appears (scrollIntoView is absent in tests).
  useEffect(() => box.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <div
      ref={box}
      css={css`margin: 0 0 10px; padding: 14px; border-radius: 12px; border: 2px solid var(--c-accent); background: var(--c-surfaceRaised);`}
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
