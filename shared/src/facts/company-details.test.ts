import { localBusiness } from '../seo/structured-data';
import { business } from './business-facts';
import { type CompanyDetailsRow, setCompanyDetails } from './company-details';
import { unfilledLegalLines } from './company-details.fixture';
import { placeholderFields } from './company-placeholders';

const row: CompanyDetailsRow = {
  phone: '03 89 00 11 22',
  whatsapp: '06 12 34 56 78',
  email: 'contact@parquet-alsace.fr',
  head_office_street: '1 rue du Parquet',
  head_office_postal_code: '68000',
  head_office_city: 'Colmar',
  agencies: [
    {
      label: 'Siège social',
      city: 'Colmar',
      street: '1 rue du Parquet',
      postalCode: '68000',
      locality: 'Colmar',
      phone: '03 89 00 11 22',
    },
  ],
  opening_days: 'Du lundi au samedi',
  opens: '07:30',
  closes: '17:00',
  ...unfilledLegalLines,
  siret: '000 000 000 00000',
  publication_director: 'Marc Hoffmann',
  host_name: '[Hébergeur du site : à compléter]',
  facebook_url: 'https://www.facebook.com/parquet.alsace',
  reply_delay: '24 h',
  legal_name: '',
  legal_form: '',
};

afterEach(() => setCompanyDetails(null));

test('every reader of the business facts sees the details made current, the JSON-LD included', () => {
  setCompanyDetails(row);
  expect(business.phone).toEqual({
    display: '03 89 00 11 22',
    href: 'tel:+33389001122',
    e164: '+33389001122',
  });
  expect(business.chat.href).toBe('https://wa.me/33612345678');
  expect(business.agencies.map((a) => [a.city, a.headquarters, a.phone.href])).toEqual([
    ['Colmar', true, 'tel:+33389001122'],
  ]);
  const jsonLd = localBusiness();
  expect(jsonLd.telephone).toBe('+33389001122');
  expect(jsonLd.sameAs).toEqual(['https://www.facebook.com/parquet.alsace']);
  // The brand, team and figures are not company details: unchanged.
  expect(business.brand).toBe('Parquet Alsace Rénovation');
});

test('a placeholder reads as empty, and the warning names it with the missing legal details', () => {
  setCompanyDetails(row);
  expect(business.siret).toBe('');
  expect(business.host.name).toBe('');
  expect(placeholderFields(row)).toEqual([
    'siret',
    'rcs',
    'vat_number',
    'insurer_name',
    'insurer_policy',
    'host_name',
    'host_address',
    'mediator_name',
    'mediator_website',
  ]);
  expect(placeholderFields({ ...row, email: 'contact@parquet-alsace.example' })).toContain('email');
  // A link on a reserved domain never resolves: not shown, and the countdown goes home instead.
  setCompanyDetails({
    ...row,
    main_site_url: 'https://www.parquet-alsace.example',
    facebook_url: 'https://fb.example/x',
  });
  expect(business.mainSite).toBe('');
  expect(business.socialProfiles.facebook).toBe('');
});

test('without a loaded row the built-in values apply', () => {
  expect(business.phone.display).toBe('03 53 01 24 68');
  expect(business.siret).toBe('');
});

test('the business figures and the price list are the ones staff keep; an empty one is left empty', () => {
  setCompanyDetails({
    ...row,
    figure_floors: '650+',
    figure_satisfaction: '',
    figure_years: '18',
    figure_staircases: '',
    hourly_rate_ht: 48,
    travel_free_km: null,
    travel_per_km_ht: null,
    quote_price_ht: 0,
    price_list_date: '2027-01-02',
    external_rating_source: 'Google',
    external_rating_value: 4.7,
    external_rating_count: 61,
    external_rating_date: '2027-01-01',
    external_rating_url: '',
  });
  expect(business.figures).toMatchObject({ floors: '650+', satisfaction: '', years: '18', staircases: '' });
  expect(business.priceList).toMatchObject({ hourlyRateHt: 48, travelFreeKm: null, date: '2027-01-02' });
  // A rating without its link is not shown at all.
  expect(business.externalRating).toBeNull();
  setCompanyDetails({
    ...row,
    external_rating_source: 'Google',
    external_rating_value: 4.7,
    external_rating_count: 61,
    external_rating_date: '2027-01-01',
    external_rating_url: 'https://g.page/r/x',
  });
  expect(business.externalRating).toEqual({
    source: 'Google',
    value: 4.7,
    count: 61,
    date: '2027-01-01',
    url: 'https://g.page/r/x',
  });
});

test('the legal name and form staff enter reach the pages and the JSON-LD; one left empty keeps nothing false', () => {
  setCompanyDetails(row);
  expect([business.legalName, business.legalForm]).toEqual([
    'Parquet Alsace Rénovation SAS',
    'société par actions simplifiée',
  ]);
  setCompanyDetails({
    ...row,
    legal_name: 'Parquet Alsace Rénovation SARL',
    legal_form: 'SARL au capital de 8\u00a0000\u00a0€',
  });
  expect(business.legalName).toBe('Parquet Alsace Rénovation SARL');
  expect(business.legalForm).toBe('SARL au capital de 8\u00a0000\u00a0€');
  expect(localBusiness().legalName).toBe('Parquet Alsace Rénovation SARL');
  // A legal name entered alone: the built-in form (a SAS) may not be its own, so none is stated.
  setCompanyDetails({ ...row, legal_name: 'Parquet Alsace Rénovation SARL' });
  expect(business.legalForm).toBe('');
  setCompanyDetails({
    ...row,
    legal_name: '[à compléter]',
    legal_form: 'SAS au capital de 10\u00a0000\u00a0€',
  });
  expect([business.legalName, business.legalForm]).toEqual([
    'Parquet Alsace Rénovation SAS',
    'SAS au capital de 10\u00a0000\u00a0€',
  ]);
});
