import { quoteRules } from './rules/quote-rules';

/**
 * The one VAT rule of the site (docs/adr-005-quote-rules-and-prices.md, "VAT"): which rate a
 * visitor's price carries, and the price with its VAT rounded to the cent so that HT + TVA = TTC
 * exactly. The database's private.quote_vat_rate and private.amount_with_vat hold the same.
 */
export type VatRate = number;

/** The rate a home's renovation is priced at: reduced for a home finished more than two years ago. */
export function vatRateFor(homeOlderThanTwoYears: boolean | null | undefined): VatRate {
  return homeOlderThanTwoYears === true ? quoteRules.vat.reducedRate : quoteRules.vat.standardRate;
}

export interface PriceWithVat {
  /** Excluding VAT, in euros (to the cent). */
  ht: number;
  /** The VAT, in euros (to the cent). */
  vat: number;
  /** Including VAT, in euros: exactly ht + vat. */
  ttc: number;
  /** The rate, in percent. */
  rate: VatRate;
}

/**
 * An amount excluding VAT with its VAT at `rate` %: the VAT is rounded to the nearest cent (half
 * up) and the price including VAT is the sum of the two, so the three always agree.
 */
export function withVat(ht: number, rate: VatRate): PriceWithVat {
  const htCents = Math.round(ht * 100);
  // The rate in hundredths of a percent keeps 5,5 % an integer: the product stays exact.
  const vatCents = Math.round((htCents * Math.round(rate * 100)) / 10_000);
  return { ht: htCents / 100, vat: vatCents / 100, ttc: (htCents + vatCents) / 100, rate };
}

/** 10 → "10 %", 5.5 → "5,5 %" (no-break space before the sign). */
export function formatVatRate(rate: VatRate): string {
  return `${String(rate).replace('.', ',')}\u00a0%`;
}

/** "TVA 10 %". */
export function vatLabel(rate: VatRate): string {
  return `TVA ${formatVatRate(rate)}`;
}
