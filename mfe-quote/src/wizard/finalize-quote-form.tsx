import { css } from '@emotion/react';
import { Button } from '@parquet-alsace/shared/client';
import { estimatePrice, formatPrice } from '@parquet-alsace/shared/quote';
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
  const price = estimatePrice({
    surface: s.surface ?? 0,
    finition: s.finition,
    teinture: s.teinture,
    propertyType: s.propertyType,
    hasElevator: s.hasElevator,
  });
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
            {price === null || s.revealed ? (
              formatPrice(price)
            ) : (
              <>
                <span aria-hidden="true" css={css`filter: blur(6px); user-select: none;`}>
                  {formatPrice(price)}
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
