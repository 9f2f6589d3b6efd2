import { css } from '@emotion/react';
import {
  co2SavedKg,
  finishExtraPerM2,
  finitionLabel,
  formatPrice,
  type PriceInput,
  priceDetail,
  quoteRules,
  savingsVersusReplacement,
  vatRateFor,
  withVat,
} from '@parquet-alsace/shared/quote';
import { texts } from '../texts';

/**
 * The estimate (one pricing rule, shared): blurred until a request is sent, then revealed with
 * its detail, the savings against replacement and the CO2 saved. Stairs read 'Sur devis'. The
 * total is given including VAT at the rate the visitor's answer gives (vat.ts), with its HT and
 * VAT; the detail's lines are HT.
 */
const { prices } = quoteRules;

export function EstimatePanel({ input, revealed }: { input: PriceInput; revealed: boolean }) {
  const detail = priceDetail(input);
  const price = detail ? withVat(detail.total, vatRateFor(input.homeOlderThanTwoYears)) : null;
  const box = css`margin: 12px 0; padding: 14px; border-radius: 12px; border: 1px solid var(--c-border); background: var(--c-surfaceRaised);`;
  if (!detail || !price) {
    return (
      <section aria-label={texts.estimate} css={box}>
        <p css={css`margin: 0; font-weight: 700; font-size: 1.3rem;`}>{texts.onQuote}</p>
        <p css={css`margin: 4px 0 0; color: var(--c-textMuted);`}>{texts.onQuoteHint}</p>
      </section>
    );
  }
  if (!revealed) {
    return (
      <section aria-label={texts.estimate} css={box}>
        <p css={css`margin: 0; color: var(--c-textMuted);`}>{texts.estimate}</p>
        <p
          aria-hidden="true"
          css={css`margin: 4px 0; font-size: 1.6rem; font-weight: 800; filter: blur(8px); user-select: none;`}
        >
          {formatPrice(price.ttc)}
        </p>
        <p css={css`margin: 0; font-size: 0.95rem;`}>{texts.estimateHidden}</p>
      </section>
    );
  }
  return (
    <section aria-label={texts.estimate} css={box}>
      <p css={css`margin: 0; color: var(--c-textMuted);`}>
        {texts.estimate} ({texts.incl(price.rate)})
      </p>
      <p css={css`margin: 4px 0 0; font-size: 1.6rem; font-weight: 800;`}>{formatPrice(price.ttc)}</p>
      <p css={css`margin: 0 0 4px;`}>{texts.excl(formatPrice(price.ht), formatPrice(price.vat))}</p>
      <p css={css`margin: 0 0 8px; font-size: 0.9rem; color: var(--c-textMuted);`}>
        {texts.vatNote(price.rate)}
      </p>
      <dl
        aria-label={texts.detailTitle}
        css={css`display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; dd { margin: 0; text-align: right; }`}
      >
        <dt>{texts.detailBase(input.surface, formatPrice(prices.basePerM2))}</dt>
        <dd>{formatPrice(detail.base)}</dd>
        {detail.specialFinish > 0 && input.finition && (
          <>
            <dt>
              {texts.detailFinish(
                finitionLabel(input.finition),
                input.surface,
                formatPrice(finishExtraPerM2(input.finition)),
              )}
            </dt>
            <dd>{formatPrice(detail.specialFinish)}</dd>
          </>
        )}
        {detail.teinture > 0 && (
          <>
            <dt>{texts.detailTint(input.surface, formatPrice(prices.tintPerM2))}</dt>
            <dd>{formatPrice(detail.teinture)}</dd>
          </>
        )}
        {detail.noLift > 0 && (
          <>
            <dt>{texts.detailNoLift}</dt>
            <dd>{formatPrice(detail.noLift)}</dd>
          </>
        )}
        <dt>{texts.detailSavings(formatPrice(prices.replacementPerM2))}</dt>
        <dd>{formatPrice(savingsVersusReplacement(input))}</dd>
        <dt>{texts.detailCo2}</dt>
        <dd>{`${co2SavedKg(input)}\u00a0kg`}</dd>
      </dl>
    </section>
  );
}
