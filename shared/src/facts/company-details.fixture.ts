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
