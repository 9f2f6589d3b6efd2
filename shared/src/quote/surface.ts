import { quoteRules } from './rules/quote-rules';

/** Surface labels of the wizard (docs/product-rules.md#quote-steps). */
export function surfaceLabel(surface: number): string {
  if (surface < 30) return 'Petite pièce';
  if (surface < 60) return 'Pièce moyenne';
  if (surface < 100) return 'Grande pièce';
  return 'Maison complète';
}

export type SurfaceCheck = { ok: true; value: number } | { ok: false; error: 'surface' | 'surfaceRange' };

/**
 * The surface as it will be stored: a number from the minimum to the maximum, rounded to the
 * nearest step (half up), the same rounding the slider applies and submit_quote repeats.
 * Missing or not above 0: 'surface'; outside the range before rounding: 'surfaceRange'.
 */
export function checkSurface(value: number | null | undefined): SurfaceCheck {
  const { min, max, step } = quoteRules.surface;
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0)
    return { ok: false, error: 'surface' };
  if (value < min || value > max) return { ok: false, error: 'surfaceRange' };
  return { ok: true, value: Math.round(value / step) * step };
}

/**
 * What the number box shows once the visitor leaves it or presses Enter: a value inside the
 * range on its step; anything else is left as typed for the step-1 message to point at.
 */
export function roundSurface(value: number | null): number | null {
  const checked = checkSurface(value);
  return checked.ok ? checked.value : value;
}
