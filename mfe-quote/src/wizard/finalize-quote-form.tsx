import { css } from '@emotion/react';
import { Button } from '@parquet-alsace/shared/client';
import { estimatePrice, formatPrice, vatLabel, vatRateFor, withVat } from '@parquet-alsace/shared/quote';
import { useQuoteStore } from '../store/quote-store';
import { texts } from '../texts';
import { ContactFields } from './contact-fields';
import { contactTexts } from './contact-texts';
import { OfflineKept, TermsMissing } from './send-state';
import { useSubmitQuote } from './use-submit';

/** The quote modal 'Finaliser ma demande de devis': summary + full contact form. */
export function FinalizeQuoteForm({ onClose, onSent }: { onClose: () => void; onSent?: () => void }) {
  const s = useQuoteStore();
  const submit = useSubmitQuote('modal', onSent ?? onClose);
  const sending = s.status === 'sending';
  const ht = estimatePrice({
    surface: s.surface ?? 0,
    finition: s.finition,
    teinture: s.teinture,
    propertyType: s.propertyType,
    hasElevator: s.hasElevator,
  });
  // Including VAT at the rate the visitor's answer gives (shared/src/quote/vat.ts); stairs: "Sur devis".
  const rate = vatRateFor(s.homeOlderThanTwoYears);
  const shown =
    ht === null ? formatPrice(null) : `${formatPrice(withVat(ht, rate).ttc)}\u00a0TTC, ${vatLabel(rate)}`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section
        aria-label={contactTexts.summary}
        css={css`margin: 12px 0 16px; padding: 12px; border-radius: 12px; background: var(--c-surfaceRaised); border: 1px solid var(--c-border);`}
      >
        <dl
          css={css`display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; dd { margin: 0; font-weight: 700; text-align: right; }`}
        >
          <dt>{contactTexts.summarySurface}</dt>
          <dd>{s.surface ?? 0} m²</dd>
          <dt>{contactTexts.summaryType}</dt>
          <dd>{s.propertyType === 'appartement' ? 'Appartement' : 'Maison'}</dd>
          <dt>{contactTexts.summaryPrice}</dt>
          <dd>
            {ht === null || s.revealed ? (
              shown
            ) : (
              <>
                <span aria-hidden="true" css={css`filter: blur(6px); user-select: none;`}>
                  {shown}
                </span>
                <span className="visually-hidden">{texts.estimateHidden}</span>
              </>
            )}
          </dd>
        </dl>
      </section>
      <ContactFields withAddress />
      <div role="status">{s.status === 'queued' && <OfflineKept />}</div>
      {s.submitError && (
        <p role="alert" css={css`color: var(--c-danger); font-weight: 600;`}>
          {s.submitError}
        </p>
      )}
      <div css={css`display: flex; gap: 10px; justify-content: space-between; flex-wrap: wrap;`}>
        <Button variant="secondary" onClick={onClose}>
          {contactTexts.close}
        </Button>
        <Button
          type="submit"
          disabled={sending || s.status === 'queued' || !s.acceptTerms}
          aria-describedby={s.acceptTerms ? undefined : 'quote-terms-missing'}
        >
          {sending ? texts.sending : texts.submit}
        </Button>
      </div>
      {!s.acceptTerms && <TermsMissing />}
    </form>
  );
}
