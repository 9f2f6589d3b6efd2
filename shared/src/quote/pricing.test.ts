import {
  co2SavedKg,
  formatPrice,
  formatPricePerM2,
  priceDetail,
  pricePerM2,
  replacementPrice,
  stairsPrice,
} from './pricing';

// Totals per case are in rule-cases.ts (run through the browser and the database); these are
// the helpers the content and the estimate's detail read. Expected figures are written by hand.

describe('priceDetail', () => {
  it('details 30 m² of oil with a tint in a flat without lift, line by line', () => {
    expect(
      priceDetail({
        surface: 30,
        finition: 'huileEnvironnement',
        propertyType: 'appartement',
        hasElevator: false,
        teinture: true,
      }),
    ).toEqual({ base: 1260, specialFinish: 60, teinture: 360, noLift: 80, total: 1760 });
  });

  it('gives no detail for stairs ("Sur devis")', () => {
    expect(priceDetail({ surface: 30, finition: 'poncageEscalier', propertyType: 'maison' })).toBeNull();
  });
});

describe('prices shown per m²', () => {
  it.each([
    ['poncageVitrification', false, 42],
    ['huileEnvironnement', false, 44],
    ['vernisIntensif', false, 44],
    ['poncageVitrification', true, 54],
    ['huileEnvironnement', true, 56],
    ['poncageEscalier', false, null],
  ] as const)('%s (tint %p) → %p €/m²', (finition, teinture, price) => {
    expect(pricePerM2(finition, teinture)).toBe(price);
  });

  it('writes them the French way, with no-break spaces', () => {
    expect(formatPricePerM2(44)).toBe('44\u00a0€/m²');
    expect(formatPricePerM2(null)).toBe('Sur devis');
  });
});

describe('content figures', () => {
  it('prices stairs at 35 € a step and replacement at 180 €/m²', () => {
    expect(stairsPrice(12)).toBe(420);
    expect(replacementPrice(50)).toBe(9000);
  });

  it('counts 11 kg of CO₂ saved per m², none for stairs', () => {
    expect(co2SavedKg({ surface: 40, finition: 'vernisIntensif', propertyType: 'maison' })).toBe(440);
    expect(co2SavedKg({ surface: 40, finition: 'poncageEscalier', propertyType: 'maison' })).toBe(0);
  });
});

describe('formatPrice', () => {
  it('writes euros the French way', () => {
    expect(formatPrice(1470)).toBe('1\u202f470\u00a0€');
    expect(formatPrice(null)).toBe('Sur devis');
  });
});
