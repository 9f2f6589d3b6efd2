import { projectPrice, replacementComparison, stairsPriceList, surfacePriceList } from './price-content';
import { formatPricePerM2 } from './pricing';

// What the home and services pages print, written out by hand (the oil reads 44 €/m², never 48).
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('finish price lists', () => {
  expect(plain(surfacePriceList('poncageVitrification', [25, 50, 100]))).toBe(
    '25 m² : 1 050 €, 50 m² : 2 100 €, 100 m² : 4 200 €',
  );
  expect(plain(surfacePriceList('huileEnvironnement', [25, 50, 100], ' · '))).toBe(
    '25 m² : 1 100 € · 50 m² : 2 200 € · 100 m² : 4 400 €',
  );
  expect(plain(formatPricePerM2(44))).toBe('44 €/m²');
});

test('stairs at 35 € a step', () => {
  expect(plain(stairsPriceList([10, 15, 20]))).toBe(
    '10 marches : 350 €, 15 marches : 525 €, 20 marches : 700 €',
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
