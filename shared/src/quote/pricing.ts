/**
 * The site's one pricing rule (docs/product-rules.md#quote-estimate), identical to the database's
 * private.estimate_quote_price: it serves the wizard, the quote modal, the thank-you detail
 * and the home page. Euros, excl. VAT. `null` means stairs: "Sur devis".
 */
export type Finition =
  | 'poncageVitrification'
  | 'huileEnvironnement'
  | 'vernisIntensif'
  | 'poncageEscalier'
  | 'intensif';
export type PropertyType = 'maison' | 'appartement';

export const PRICE_PER_M2 = 42;
export const SPECIAL_FINISH_PER_M2 = 2;
export const TEINTURE_PER_M2 = 12;
export const NO_LIFT_FLAT_FEE = 80;
export const REPLACEMENT_PER_M2 = 120;
export const SURFACE_MIN = 10;
export const SURFACE_MAX = 200;
export const SURFACE_STEP = 5;
export const SURFACE_DEFAULT = 25;
export const ON_QUOTE_LABEL = 'Sur devis';

export interface PriceInput {
  surface: number;
  finition: Finition | '' | null;
  teinture?: boolean;
  propertyType: PropertyType | '' | null;
  hasElevator?: boolean | null;
}

const specialFinishes: ReadonlySet<string> = new Set(['huileEnvironnement', 'vernisIntensif', 'intensif']);

export interface PriceDetail {
  /** surface × 42 */
  base: number;
  /** surface × 2 for oil or intensive varnish */
  specialFinish: number;
  /** surface × 12 with a stain */
  teinture: number;
  /** 80 € for a flat without lift */
  noLift: number;
  total: number;
}

/** The detail of the estimate, or null for stairs (priced on site). */
export function priceDetail(input: PriceInput): PriceDetail | null {
  if (input.finition === 'poncageEscalier') return null;
  const surface = Number.isFinite(input.surface) ? Math.max(0, input.surface) : 0;
  const base = surface * PRICE_PER_M2;
  const specialFinish =
    input.finition && specialFinishes.has(input.finition) ? surface * SPECIAL_FINISH_PER_M2 : 0;
  const teinture = input.teinture ? surface * TEINTURE_PER_M2 : 0;
  const noLift = input.propertyType === 'appartement' && input.hasElevator === false ? NO_LIFT_FLAT_FEE : 0;
  return { base, specialFinish, teinture, noLift, total: base + specialFinish + teinture + noLift };
}

export function estimatePrice(input: PriceInput): number | null {
  return priceDetail(input)?.total ?? null;
}

/** Savings against replacing the floor (120 €/m² minus the estimate); 0 for stairs. */
export function savingsVersusReplacement(input: PriceInput): number {
  const total = estimatePrice(input);
  if (total === null) return 0;
  return Math.max(0, REPLACEMENT_PER_M2 * input.surface - total);
}

/** CO2 saved in kg: 12 × surface minus 1 × surface; 0 for stairs. */
export function co2SavedKg(input: PriceInput): number {
  if (input.finition === 'poncageEscalier') return 0;
  return 12 * input.surface - input.surface;
}

const euroFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "1 470 €" (French grouping with narrow no-break spaces), or "Sur devis". */
export function formatPrice(value: number | null): string {
  return value === null ? ON_QUOTE_LABEL : euroFormat.format(value);
}
