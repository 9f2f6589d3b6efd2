import { clampSurface, surfaceLabel } from './surface';

describe('surfaceLabel', () => {
  it.each([
    [10, 'Petite pièce'],
    [29, 'Petite pièce'],
    [30, 'Pièce moyenne'],
    [59, 'Pièce moyenne'],
    [60, 'Grande pièce'],
    [99, 'Grande pièce'],
    [100, 'Maison complète'],
    [200, 'Maison complète'],
  ])('shows the right label for %i m²', (surface, label) => {
    expect(surfaceLabel(surface)).toBe(label);
  });
});

describe('clampSurface', () => {
  it.each([
    [5, 10],
    [10, 10],
    [57, 57],
    [250, 200],
    [Number.NaN, 10],
    [42.6, 43],
  ])('%p → %p', (input, out) => {
    expect(clampSurface(input)).toBe(out);
  });
});
