import { type VatRate, withVat } from './vat';

/**
 * The devis a lead ends with (docs/adr-023-devis.md): what staff write in the back office, what
 * the database freezes when it is sent, what the customer's page and its PDF show. Amounts are
 * in euros excluding VAT; the totals are computed here only, with the estimate's VAT rule
 * (`withVat`, to the cent), by the back office, the customer's page and the PDF alike.
 */
export const DEVIS_UNITS = ['m²', 'marche', 'heure', 'forfait'] as const;
export type DevisUnit = (typeof DEVIS_UNITS)[number];
export const DEVIS_VAT_RATES = [5.5, 10, 20] as const;

export interface DevisLine {
  description: string;
  /** Up to two decimals (12,5 m²). */
  quantity: number;
  unit: DevisUnit;
  /** Unit price excluding VAT, in euros, to the cent. */
  unitPriceHt: number;
  vatRate: VatRate;
}

/** The devis as staff edit it (the `content` of a draft, frozen into each version sent). */
export interface DevisContent {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** Where the works are done: the request's address. */
  worksAddress: string;
  /** The exact nature of the works, in a sentence or two. */
  worksNature: string;
  /** Decides the default rate: 10 % for a home finished more than two years ago, else 20 %. */
  homeOlderThanTwoYears: boolean | null;
  lines: DevisLine[];
  /** Travel costs excluding VAT (0: none), at `travelVatRate`. */
  travelHt: number;
  travelVatRate: VatRate;
  /** When the works start: a date or a delay, as written (« sous 3 semaines »). */
  start: string;
  /** How long they take (« 2 jours »). */
  duration: string;
  /** Last day the devis can be accepted, YYYY-MM-DD (30 days after it is prepared by default). */
  validUntil: string;
  paymentTerms: string;
  /** Deposit asked at acceptance, in percent of the total including VAT (0: none). */
  depositPercent: number;
  /** Whether the devis itself is free; when it is not, its price including VAT. */
  free: boolean;
  devisPriceTtc: number;
}

export interface DevisRateTotal {
  rate: VatRate;
  ht: number;
  vat: number;
  ttc: number;
}

export interface DevisTotals {
  /** Each line's total excluding VAT, in the lines' order. */
  lineTotals: number[];
  /** One entry per rate used (travel included), lowest rate first. */
  byRate: DevisRateTotal[];
  ht: number;
  vat: number;
  ttc: number;
  /** The deposit including VAT, to the cent. */
  deposit: number;
}

/**
 * `n` as JSON writes it, which is the text the database reads exactly (a `numeric`): its digits
 * as an integer and how many of them are decimals (negative for `1e21`). 2.05 → 205 and 2,
 * where `2.05 * 100` is 204.99999999999997.
 */
function decimalOf(n: number): { digits: number; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(n).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: Number(whole + fraction), scale: fraction.length - Number(exponent) };
}

/**
 * `digits / 10^scale` rounded half away from zero, as PostgreSQL's `round(numeric)` (a scale
 * of 0 or less is a whole number already).
 */
function roundDecimal(digits: number, scale: number): number {
  if (scale <= 0) return digits * 10 ** -scale;
  const unit = 10 ** scale;
  const rounded = Math.floor((Math.abs(digits) * 2 + unit) / (2 * unit));
  return digits < 0 ? -rounded : rounded;
}

/** An amount in euros to the cent, rounded half up on its exact decimal value. */
const cents = (euros: number) => {
  const { digits, scale } = decimalOf(euros);
  return roundDecimal(digits, scale - 2);
};

/**
 * A line's total excluding VAT, to the cent: quantity × unit price (itself to the cent),
 * rounded half up on the exact decimal product, as the database's `private.devis_ttc` does, so
 * that the page, the PDF, the back office and the e-mail give the same figure.
 */
export function devisLineTotal(line: Pick<DevisLine, 'quantity' | 'unitPriceHt'>): number {
  const quantity = decimalOf(line.quantity);
  return roundDecimal(quantity.digits * cents(line.unitPriceHt), quantity.scale) / 100;
}

/**
 * The totals: lines and travel summed excluding VAT per rate, each rate's VAT rounded once on
 * that sum (as the estimate does), TTC = HT + VAT exactly.
 */
export function devisTotals(
  content: Pick<DevisContent, 'lines' | 'travelHt' | 'travelVatRate' | 'depositPercent'>,
): DevisTotals {
  const lineTotals = content.lines.map(devisLineTotal);
  const htCentsByRate = new Map<VatRate, number>();
  const add = (rate: VatRate, amountCents: number) =>
    htCentsByRate.set(rate, (htCentsByRate.get(rate) ?? 0) + amountCents);
  content.lines.forEach((line, i) => {
    add(line.vatRate, cents(lineTotals[i] ?? 0));
  });
  if (content.travelHt > 0) add(content.travelVatRate, cents(content.travelHt));
  const byRate = [...htCentsByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, htCents]) => {
      const { ht, vat, ttc } = withVat(htCents / 100, rate);
      return { rate, ht, vat, ttc };
    });
  const sum = (pick: (r: DevisRateTotal) => number) =>
    byRate.reduce((total, r) => total + cents(pick(r)), 0) / 100;
  const ttc = sum((r) => r.ttc);
  return {
    lineTotals,
    byRate,
    ht: sum((r) => r.ht),
    vat: sum((r) => r.vat),
    ttc,
    deposit: Math.round((cents(ttc) * content.depositPercent) / 100) / 100,
  };
}
