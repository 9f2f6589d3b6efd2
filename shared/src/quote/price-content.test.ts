import { projectPrice, replacementComparison, stairsPriceList, surfacePriceList } from './price-content';
import { formatPricePerM2 } from './pricing';

// What the home and services pages print, written out by hand (the oil reads 44 €/m² HT, never
// 48), including VAT at 10 % (a home finished more than two years ago).
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('finish price lists', () => {
  expect(plain(surfacePriceList('poncageVitrification', [25, 50, 100]))).toBe(
    '25 m² : 1 155 € TTC, 50 m² : 2 310 € TTC, 100 m² : 4 620 € TTC',
  );
  expect(plain(surfacePriceList('huileEnvironnement', [25, 50, 100], ' · '))).toBe(
    '25 m² : 1 210 € TTC · 50 m² : 2 420 € TTC · 100 m² : 4 840 € TTC',
  );
  expect(plain(formatPricePerM2(44))).toBe('44 €/m²');
});

test('stairs at 35 € HT a step, 38,50 € TTC', () => {
  expect(plain(stairsPriceList([10, 15, 20]))).toBe(
    '10 marches : 385 € TTC, 15 marches : 577,50 € TTC, 20 marches : 770 € TTC',
  );
});

test('replacement at 180 €/m² against sanding and varnish at 42 €/m²', () => {
  expect(replacementComparison(50)).toEqual({ replacement: 9000, renovation: 2100, extraPercent: 329 });
});

test('example projects', () => {
  expect(
    projectPrice({
      surface: 35,
      finition: 'poncageVitrification',
      propertyType: 'appartement',
      hasElevator: true,
    }),
  ).toBe(1470);
  expect(
    projectPrice({
      surface: 75,
      finition: 'huileEnvironnement',
      propertyType: 'appartement',
      hasElevator: true,
      steps: 12,
    }),
  ).toBe(3720);
  expect(
    projectPrice({ surface: 120, finition: 'poncageVitrification', propertyType: 'maison', steps: 15 }),
  ).toBe(5565);
});
