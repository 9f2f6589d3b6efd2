import { type Finition, type PropertyType, quoteRules } from './rules/quote-rules';

/**
 * The site's one pricing rule, read from the rules table (docs/product-rules.md#quote-estimate);
 * the database's private.estimate_quote_price holds the same. It serves the wizard, the quote
 * modal, the thank-you detail and every price the content shows. Euros, excl. VAT (vat.ts adds
 * the VAT). `null` means stairs: "Sur devis".
 */
const { prices, surface: surfaceRule } = quoteRules;

export const PRICE_PER_M2: number = prices.basePerM2;
export const TEINTURE_PER_M2: number = prices.tintPerM2;
export const NO_LIFT_FLAT_FEE: number = prices.noLiftFlatFee;
export const REPLACEMENT_PER_M2: number = prices.replacementPerM2;
export const STAIRS_PER_STEP: number = prices.stairsPerStep;
export const SURFACE_MIN: number = surfaceRule.min;
export const SURFACE_MAX: number = surfaceRule.max;
export const SURFACE_STEP: number = surfaceRule.step;
export const SURFACE_DEFAULT: number = surfaceRule.default;
export const ON_QUOTE_LABEL: string = quoteRules.onQuoteLabel;

export interface PriceInput {
  surface: number;
  finition: Finition | '' | null;
  teinture?: boolean;
  propertyType: PropertyType | '' | null;
  hasElevator?: boolean | null;
  /** « Logement de plus de deux ans ? »: the VAT rate of the estimate (vat.ts). */
  homeOlderThanTwoYears?: boolean | null;
}

export interface PriceDetail {
  /** surface × the base price */
  base: number;
  /** surface × the finish's extra (oil, intensive varnish) */
  specialFinish: number;
  /** surface × the tint price */
  teinture: number;
  /** the flat fee of a flat without lift */
  noLift: number;
  total: number;
}

/** What a finish adds per m² (0 when none is chosen yet); null for stairs. */
export function finishExtraPerM2(finition: Finition | '' | null): number | null {
  if (!finition) return 0;
  return quoteRules.finishes[finition].extraPerM2;
}

/** The price per m² a finish is shown at: base + its extra (+ the tint); null for stairs. */
export function pricePerM2(finition: Finition, teinture = false): number | null {
  const extra = finishExtraPerM2(finition);
  return extra === null ? null : PRICE_PER_M2 + extra + (teinture ? TEINTURE_PER_M2 : 0);
}

/** The detail of the estimate, or null for stairs (priced on site). */
export function priceDetail(input: PriceInput): PriceDetail | null {
  const extra = finishExtraPerM2(input.finition);
  if (extra === null) return null;
  const surface = Number.isFinite(input.surface) ? Math.max(0, input.surface) : 0;
  const base = surface * PRICE_PER_M2;
  const specialFinish = surface * extra;
  const teinture = input.teinture ? surface * TEINTURE_PER_M2 : 0;
  const noLift = input.propertyType === 'appartement' && input.hasElevator === false ? NO_LIFT_FLAT_FEE : 0;
  return { base, specialFinish, teinture, noLift, total: base + specialFinish + teinture + noLift };
}

export function estimatePrice(input: PriceInput): number | null {
  return priceDetail(input)?.total ?? null;
}

/** What replacing the floor would cost: surface × the replacement price. */
export function replacementPrice(surface: number): number {
  return REPLACEMENT_PER_M2 * surface;
}

/** Savings against replacing the floor (replacement minus the estimate); 0 for stairs. */
export function savingsVersusReplacement(input: PriceInput): number {
  const total = estimatePrice(input);
  if (total === null) return 0;
  return Math.max(0, replacementPrice(input.surface) - total);
}

/** CO₂ saved in kg: a new floor's emissions minus the renovation's, per m²; 0 for stairs. */
export function co2SavedKg(input: PriceInput): number {
  if (finishExtraPerM2(input.finition) === null) return 0;
  const { replacement, renovation } = quoteRules.co2KgPerM2;
  return (replacement - renovation) * input.surface;
}

/** Stairs as the content prices them (the estimate says "Sur devis"). */
export function stairsPrice(steps: number): number {
  return STAIRS_PER_STEP * steps;
}

/** Made at the first price shown, not when the module loads (a formatter loads locale data). */
let euroFormat: Intl.NumberFormat | null = null;
let centFormat: Intl.NumberFormat | null = null;

/**
 * "1 470 €" (French grouping with narrow no-break spaces), "46,20 €" when the amount has cents
 * (a price with its VAT), or "Sur devis".
 */
export function formatPrice(value: number | null): string {
  if (value === null) return ON_QUOTE_LABEL;
  const cents = Math.round(value * 100);
  if (cents % 100 !== 0) {
    centFormat ??= new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return centFormat.format(cents / 100);
  }
  euroFormat ??= new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return euroFormat.format(value);
}

/** "44 €/m²", or "Sur devis". */
export function formatPricePerM2(value: number | null): string {
  return value === null ? ON_QUOTE_LABEL : `${formatPrice(value)}/m²`;
}
