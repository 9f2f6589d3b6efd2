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

/**
 * The example projects the home, services and price-list pages show: a studio of 35 m² (sanding
 * and varnish, lift), a flat of 75 m² oiled with 12 steps (lift), a house of 120 m² with 15 steps.
 */
export const exampleProjects = {
  studio: { surface: 35, finition: 'poncageVitrification', propertyType: 'appartement', hasElevator: true },
  flat: {
    surface: 75,
    finition: 'huileEnvironnement',
    propertyType: 'appartement',
    hasElevator: true,
    steps: 12,
  },
  house: { surface: 120, finition: 'poncageVitrification', propertyType: 'maison', steps: 15 },
} as const satisfies Record<string, ExampleProject>;
