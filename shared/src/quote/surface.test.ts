import { roundSurface, surfaceLabel } from './surface';

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

describe('roundSurface (the number box once left)', () => {
  it.each([
    [57, 55],
    [42.6, 45],
    [10, 10],
    // Outside the range or missing: left as typed, for the step-1 message.
    [250, 250],
    [5, 5],
    [null, null],
  ])('%p → %p', (typed, shown) => {
    expect(roundSurface(typed)).toBe(shown);
  });
});
