/** Surface labels of the wizard (docs/product-rules.md#quote-steps). */
export function surfaceLabel(surface: number): string {
  if (surface < 30) return 'Petite pièce';
  if (surface < 60) return 'Pièce moyenne';
  if (surface < 100) return 'Grande pièce';
  return 'Maison complète';
}

/** Keeps a typed surface inside 10..200 (the slider's range); NaN gives the minimum. */
export function clampSurface(value: number, min = 10, max = 200): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
