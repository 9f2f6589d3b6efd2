import { isPlaceholder, known } from '../names/placeholder';
import { business } from './business-facts';
import { setCompanyDetails } from './company-details';

test('one rule for the site, the back office and the worker: what stands in for a real value', () => {
  for (const value of [
    'contact@parquet-alsace.example',
    'https://www.parquet-alsace.example',
    'https://www.facebook.com/parquet-alsace.example',
    'https://maps.parquet-alsace.example/colmar',
    'https://example.com/',
    '000 000 000 00000',
    'À compléter',
    'Organisme fictif',
  ]) {
    expect([value, isPlaceholder(value)]).toEqual([value, true]);
    expect(known(value)).toBe('');
  }
  for (const value of [
    'contact@parquet-alsace.fr',
    'https://www.facebook.com/parquet.alsace',
    '03 53 01 24 68',
  ]) {
    expect([value, isPlaceholder(value)]).toEqual([value, false]);
    expect(known(` ${value} `)).toBe(value);
  }
  expect(isPlaceholder('')).toBe(false);
});

test('without a row, the seed’s placeholder e-mail, site and profiles are not shown', () => {
  setCompanyDetails(null);
  expect(business.email).toBe('');
  expect(business.mainSite).toBe('');
  expect(Object.values(business.socialProfiles).filter(Boolean)).toEqual([]);
});
