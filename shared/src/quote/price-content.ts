import {
  estimatePrice,
  type Finition,
  formatPrice,
  type PropertyType,
  quoteRules,
  replacementPrice,
  stairsPrice,
  withVat,
} from '@parquet-alsace/shared/quote';

/**
 * The prices the content prints (home and services pages), from the estimator's rule
 * (docs/adr-005-quote-rules-and-prices.md). Entry `@parquet-alsace/shared/quote-prices`, outside
 * the `quote` barrel the wizard's first tap carries.
 */

const m2 = (surface: number) => `${surface}\u00a0m²`;
/** The content's prices include VAT at the rate of a home finished more than two years ago. */
const ttc = (ht: number) => `${formatPrice(withVat(ht, quoteRules.vat.reducedRate).ttc)}\u00a0TTC`;

/** "25 m² : 1 155 € TTC, 50 m² : 2 310 € TTC" — a finish's price at a few surfaces (no tint, no fee). */
export function surfacePriceList(finition: Finition, surfaces: readonly number[], separator = ', '): string {
  return surfaces
    .map(
      (surface) =>
        `${m2(surface)}\u00a0: ${ttc(estimatePrice({ surface, finition, propertyType: 'maison' }) ?? 0)}`,
    )
    .join(separator);
}

/** "10 marches : 385 € TTC, 15 marches : 577,50 € TTC" — stairs as the content prices them. */
export function stairsPriceList(steps: readonly number[], separator = ', '): string {
  return steps.map((n) => `${n}\u00a0marches\u00a0: ${ttc(stairsPrice(n))}`).join(separator);
}

/** Replacing a floor against renovating it (sanding and varnish): both prices and the extra in %. */
export function replacementComparison(surface: number) {
  const replacement = replacementPrice(surface);
  const renovation =
    estimatePrice({ surface, finition: 'poncageVitrification', propertyType: 'maison' }) ?? 0;
  return {
    replacement,
    renovation,
    extraPercent: Math.round(((replacement - renovation) / renovation) * 100),
  };
}

export interface ExampleProject {
  surface: number;
  finition: Finition;
  propertyType: PropertyType;
  hasElevator?: boolean | null;
  /** Stairs renovated with it, priced per step. */
  steps?: number;
}

/** An example project's total: the floor's estimate plus its stairs at the per-step price. */
export function projectPrice(p: ExampleProject): number {
  return (estimatePrice(p) ?? 0) + stairsPrice(p.steps ?? 0);
}
