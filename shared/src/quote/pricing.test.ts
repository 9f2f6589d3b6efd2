import {
  co2SavedKg,
  estimatePrice,
  type Finition,
  formatPrice,
  priceDetail,
  savingsVersusReplacement,
} from './pricing';

const finitions: Finition[] = ['poncageVitrification', 'huileEnvironnement', 'vernisIntensif', 'intensif'];
const extraPerM2: Record<string, number> = {
  poncageVitrification: 0,
  huileEnvironnement: 2,
  vernisIntensif: 2,
  intensif: 2,
};

describe('estimatePrice', () => {
  const cases: Array<[number, Finition, 'maison' | 'appartement', boolean | null, boolean, number]> = [];
  for (const surface of [10, 25, 35, 50, 75, 100, 120, 150, 200]) {
    for (const finition of finitions) {
      for (const [type, lift] of [
        ['maison', null],
        ['appartement', true],
        ['appartement', false],
      ] as const) {
        for (const teinture of [false, true]) {
          const expected =
            surface * (42 + (extraPerM2[finition] ?? 0) + (teinture ? 12 : 0)) +
            (type === 'appartement' && lift === false ? 80 : 0);
          cases.push([surface, finition, type, lift, teinture, expected]);
        }
      }
    }
  }
  it.each(cases)(
    '%i m², %s, %s (ascenseur %p), teinture %p → %i €',
    (surface, finition, propertyType, hasElevator, teinture, expected) => {
      expect(estimatePrice({ surface, finition, propertyType, hasElevator, teinture })).toBe(expected);
    },
  );

  it.each([
    [10, 'poncageVitrification', 'maison', null, false, 420],
    [25, 'poncageVitrification', 'maison', null, false, 1050],
    [50, 'huileEnvironnement', 'maison', null, false, 2200],
    [100, 'vernisIntensif', 'appartement', false, true, 5680],
    [200, 'poncageVitrification', 'appartement', true, false, 8400],
    [200, 'poncageVitrification', 'appartement', false, false, 8480],
  ] as const)(
    'worked example: %i m² %s %s lift=%p teinture=%p → %i €',
    (surface, finition, propertyType, hasElevator, teinture, expected) => {
      expect(estimatePrice({ surface, finition, propertyType, hasElevator, teinture })).toBe(expected);
    },
  );

  it('gives no price for stairs ("Sur devis"), whatever the surface or options', () => {
    for (const surface of [10, 100, 200]) {
      expect(
        estimatePrice({
          surface,
          finition: 'poncageEscalier',
          propertyType: 'appartement',
          hasElevator: false,
          teinture: true,
        }),
      ).toBeNull();
    }
    expect(formatPrice(null)).toBe('Sur devis');
  });

  it('details the estimate line by line', () => {
    expect(
      priceDetail({
        surface: 30,
        finition: 'huileEnvironnement',
        propertyType: 'appartement',
        hasElevator: false,
        teinture: true,
      }),
    ).toEqual({
      base: 1260,
      specialFinish: 60,
      teinture: 360,
      noLift: 80,
      total: 1760,
    });
  });
});

describe('savings and CO2', () => {
  it.each([
    [25, 'poncageVitrification', 3000 - 1050, 275],
    [100, 'huileEnvironnement', 12000 - 4400, 1100],
    [50, 'poncageEscalier', 0, 0],
  ] as const)('%i m² %s saves %i € and %i kg of CO2', (surface, finition, savings, co2) => {
    const input = { surface, finition, propertyType: 'maison' as const };
    expect(savingsVersusReplacement(input)).toBe(savings);
    expect(co2SavedKg(input)).toBe(co2);
  });
});

describe('formatPrice', () => {
  it('writes euros the French way', () => {
    expect(formatPrice(1470).replace(/\s/g, ' ')).toBe('1 470 €');
  });
});
