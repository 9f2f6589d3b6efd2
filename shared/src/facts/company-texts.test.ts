import { localBusiness } from '../seo/structured-data';
import { type CompanyDetailsRow, setCompanyDetails } from './company-details';
import { colmarHeadOffice } from './company-details.fixture';
import { agencyAddress, agencyCities, agencyCount, frenchList, openingHoursText } from './company-texts';

const agency = (city: string, fields: Partial<CompanyDetailsRow['agencies'][number]> = {}) => ({
  label: `Agence de ${city}`,
  city,
  street: `1 rue de ${city}`,
  postalCode: '67000',
  locality: city,
  phone: '03 88 00 00 01',
  ...fields,
});

const base = colmarHeadOffice as unknown as CompanyDetailsRow;
const details = (fields: Partial<CompanyDetailsRow>) =>
  setCompanyDetails({ ...base, agencies: [], ...fields });

afterEach(() => setCompanyDetails(null));

test('the opening hours read as staff entered them, and not at all while one is missing', () => {
  details({});
  expect(openingHoursText()).toBe('Du lundi au samedi, de 7\u00a0h\u00a030 à 17\u00a0h');
  details({ closes: '' });
  expect(openingHoursText()).toBe('');
});

test('the agencies are counted and listed in the order staff keep them', () => {
  details({ agencies: [agency('Mulhouse'), agency('Colmar'), agency('Belfort')] });
  expect(agencyCount()).toBe('3\u00a0agences');
  expect(agencyCities()).toBe('Mulhouse, Colmar et Belfort');
  details({ agencies: [agency('Mulhouse')] });
  expect(agencyCount()).toBe('1\u00a0agence');
  expect(agencyCities()).toBe('Mulhouse');
  expect(frenchList([])).toBe('');
});

test('an agency’s address leaves out what is not entered', () => {
  expect(agencyAddress(agency('Strasbourg'))).toBe('1 rue de Strasbourg, 67000 Strasbourg');
  expect(agencyAddress(agency('Strasbourg', { street: '', postalCode: '' }))).toBe('Strasbourg');
  expect(agencyAddress(agency('Strasbourg', { street: '', postalCode: '', locality: '' }))).toBe('');
});

test('the JSON-LD lists the agencies with their own address and phone, empty parts left out', () => {
  details({ agencies: [agency('Mulhouse'), agency('Sélestat', { phone: '', street: '' })] });
  const jsonLd = localBusiness();
  expect(jsonLd.department).toEqual([
    {
      '@type': 'HomeAndConstructionBusiness',
      name: 'Parquet Alsace Rénovation – Mulhouse',
      telephone: '+33389001122',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 rue de Mulhouse',
        postalCode: '67000',
        addressLocality: 'Mulhouse',
        addressCountry: 'FR',
      },
    },
    {
      '@type': 'HomeAndConstructionBusiness',
      name: 'Parquet Alsace Rénovation – Sélestat',
      address: {
        '@type': 'PostalAddress',
        postalCode: '67000',
        addressLocality: 'Sélestat',
        addressCountry: 'FR',
      },
    },
  ]);
  expect(jsonLd.openingHoursSpecification?.[0]).toMatchObject({ opens: '07:30', closes: '17:00' });
  details({ opens: '' });
  expect(localBusiness().openingHoursSpecification).toBeUndefined();
});
