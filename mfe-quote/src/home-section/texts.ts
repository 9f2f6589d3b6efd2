import { formatPricePerM2, quoteRules } from '@parquet-alsace/shared/quote';

/** The home page quote section's own texts (docs/product-rules.md#quote-funnel). */
export const homeTexts = {
  homeCta: 'Obtenir mon devis gratuit',
  perM2: `à partir de ${formatPricePerM2(quoteRules.prices.basePerM2)} HT`,
};
