import {
  estimatePrice,
  type Finition,
  formatPrice,
  type PropertyType,
  replacementPrice,
  stairsPrice,
} from '@parquet-alsace/shared/quote';

/**
 * The prices the content prints (home and services pages), from the estimator's rule
 * (docs/adr-005-quote-rules-and-prices.md). Entry `@parquet-alsace/shared/quote-prices`, outside
 * the `quote` barrel the wizard's first tap carries.
 */

const m2 = (surface: number) => `${surface}\u00a0m²`;

/** "25 m² : 1 050 €, 50 m² : 2 100 €" — a finish's price at a few surfaces (no tint, no fee). */
export function surfacePriceList(finition: Finition, surfaces: readonly number[], separator = ', '): string {
  return surfaces
    .map(
      (surface) =>
        `${m2(surface)}\u00a0: ${formatPrice(estimatePrice({ surface, finition, propertyType: 'maison' }))}`,
    )
    .join(separator);
}

/** "10 marches : 350 €, 15 marches : 525 €" — stairs as the content prices them. */
export function stairsPriceList(steps: readonly number[], separator = ', '): string {
  return steps.map((n) => `${n}\u00a0marches\u00a0: ${formatPrice(stairsPrice(n))}`).join(separator);
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
