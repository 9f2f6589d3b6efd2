import { formatPrice, quoteRules, vatLabel, withVat } from '@parquet-alsace/shared/quote';

const { basePerM2 } = quoteRules.prices;
const { reducedRate } = quoteRules.vat;

/** The home page quote section's own texts (docs/product-rules.md#quote-funnel). */
export const homeTexts = {
  homeCta: 'Obtenir mon devis gratuit',
  // Including VAT at the rate of a home finished more than two years ago, its HT beside it.
  perM2: `à partir de ${formatPrice(withVat(basePerM2, reducedRate).ttc)}/m²\u00a0TTC (${formatPrice(basePerM2)}/m²\u00a0HT, ${vatLabel(reducedRate)})`,
};
