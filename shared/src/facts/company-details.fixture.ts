import type { CompanyDetailsRow } from './company-details';

// For tests: the one-line details of a company whose head office is in Colmar (the agencies and
// the legal lines left to each test).
export const colmarHeadOffice = {
  phone: '03 89 00 11 22',
  whatsapp: '',
  email: 'contact@parquet-alsace.fr',
  head_office_street: '1 rue du Parquet',
  head_office_postal_code: '68000',
  head_office_city: 'Colmar',
  opening_days: 'Du lundi au samedi',
  opens: '07:30',
  closes: '17:00',
};

// For tests: the legal and external lines of a company that has filled in none of them (each
// test sets the few it needs over these).
export const unfilledLegalLines = {
  siret: '',
  rcs: '',
  vat_number: '',
  insurer_name: '',
  insurer_policy: '',
  insurer_area: '',
  publication_director: '',
  host_name: '',
  host_address: '',
  host_phone: '',
  mediator_name: '',
  mediator_address: '',
  mediator_website: '',
  main_site_url: '',
  facebook_url: '',
  youtube_url: '',
  linkedin_url: '',
  listing_url: '',
} satisfies Partial<CompanyDetailsRow>;
