/**
 * The business's contact details, team and figures. The company details proper (phones, e-mail,
 * addresses, hours, legal identifiers, insurer, host, mediator, links) are kept by staff in the
 * database and read through `business` as the page's current values (company-details.ts); the
 * values below are the built-in ones, the same as the database's first seed, used where no row
 * was loaded. An empty value is "not known yet": pages leave its line out.
 */
import { BRAND } from '../names/brand';
import { type CompanyDetailsRow, currentCompanyDetails, e164, shown, shownUrl } from './company-details';
import { phone } from './phone';

const builtIn = {
  brand: BRAND,
  legalName: `${BRAND} SAS`,
  phone,
  chat: { label: 'WhatsApp', display: '06 39 98 12 34', href: 'https://wa.me/33639981234' },
  email: 'contact@parquet-alsace.example',
  mainSite: 'https://www.parquet-alsace.example',
  canonicalHost: 'https://devis.parquet-alsace.example',
  headOffice: {
    street: '12 rue des Artisans',
    postalCode: '68420',
    city: 'Herrlisheim-près-Colmar',
    country: 'FR',
    geo: { latitude: 48.0833, longitude: 7.5 },
  },
  /** Where the agencies are, for sentences: Belfort is in Franche-Comté, the others in the Grand Est. */
  region: 'dans le Grand Est et en Franche-Comté',
  agencies: [
    {
      city: 'Colmar',
      label: 'Siège social',
      headquarters: true,
      street: '12 rue des Artisans',
      postalCode: '68420',
      locality: 'Herrlisheim-près-Colmar',
      phone: phone,
    },
    {
      city: 'Strasbourg',
      label: 'Agence nord',
      headquarters: false,
      street: '5 rue des Menuisiers',
      postalCode: '67100',
      locality: 'Strasbourg',
      phone: { display: '03 53 01 24 70', href: 'tel:+33353012470', e164: '+33353012470' },
    },
    {
      city: 'Belfort',
      label: 'Agence Franche-Comté',
      headquarters: false,
      street: '3 rue des Ébénistes',
      postalCode: '90000',
      locality: 'Belfort',
      phone: { display: '03 53 01 24 72', href: 'tel:+33353012472', e164: '+33353012472' },
    },
    {
      city: 'Sarrebourg',
      label: 'Agence Moselle',
      headquarters: false,
      street: '9 rue des Charpentiers',
      postalCode: '57400',
      locality: 'Sarrebourg',
      phone: { display: '03 53 01 24 74', href: 'tel:+33353012474', e164: '+33353012474' },
    },
  ],
  /**
   * The consumer mediator a customer may refer a dispute to (required for sales to consumers in
   * France). A fictional body, shown as a placeholder like the SIRET until the real one is known.
   */
  mediator: { name: '', address: '', website: '' },
  openingHours: { days: 'Du lundi au vendredi', opens: '08:00', closes: '18:00' },
  founded: 2008,
  publicationDirector: 'Marc Hoffmann',
  team: [
    { name: 'Marc Hoffmann', firstName: 'Marc', speciality: 'anciens parquets' },
    { name: 'Julien Weber', firstName: 'Julien', speciality: 'vitrification' },
    { name: 'Thomas Klein', firstName: 'Thomas', speciality: 'maître artisan' },
    { name: 'Kevin Muller', firstName: 'Kevin', speciality: 'réparations' },
  ],
  /** First names that earn a testimonial the team badge. */
  badgeTeamNames: ['Marc', 'Julien', 'Thomas'],
  siret: '',
  rcs: '',
  vatNumber: '',
  insurer: { name: '', policy: '', area: '' },
  host: { name: '', address: '', phone: '' },
  areasServed: ['Strasbourg', 'Colmar', 'Mulhouse', 'Belfort', 'Alsace'],
  priceRange: '€€',
  socialProfiles: {
    facebook: 'https://www.facebook.com/parquet-alsace.example',
    youtube: 'https://www.youtube.com/@parquet-alsace.example',
    linkedin: 'https://www.linkedin.com/company/parquet-alsace.example',
    businessListing: 'https://maps.parquet-alsace.example/colmar',
  },
  figures: {
    rating: '4,9/5',
    externalRating: '4,8',
    externalReviewCount: '50+',
    floors: '500+',
    staircases: '150+',
    satisfaction: '98\u00a0%',
    years: '15+',
    agencies: '4',
    savings: "jusqu'à 75 %",
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

export type Business = Widen<typeof builtIn>;

const phoneOf = (display: string) => ({
  display,
  href: display ? `tel:${e164(display)}` : '',
  e164: e164(display),
});

/** The facts a details row decides, in the shape the pages read. */
function fromRow(row: CompanyDetailsRow): Partial<Business> {
  const whatsapp = e164(row.whatsapp).replace('+', '');
  return {
    phone: phoneOf(row.phone),
    chat: { label: 'WhatsApp', display: row.whatsapp, href: row.whatsapp ? `https://wa.me/${whatsapp}` : '' },
    email: row.email,
    mainSite: shownUrl(row.main_site_url),
    headOffice: {
      ...builtIn.headOffice,
      street: row.head_office_street,
      postalCode: row.head_office_postal_code,
      city: row.head_office_city,
    },
    // The count shown beside the other figures follows the list staff keep.
    figures: { ...builtIn.figures, agencies: String(row.agencies.length) },
    agencies: row.agencies.map((agency, index) => ({
      ...agency,
      headquarters: index === 0,
      phone: phoneOf(agency.phone),
    })),
    mediator: {
      name: shown(row.mediator_name),
      address: shown(row.mediator_address),
      website: shownUrl(row.mediator_website),
    },
    openingHours: { days: row.opening_days, opens: row.opens, closes: row.closes },
    publicationDirector: row.publication_director,
    siret: shown(row.siret),
    rcs: shown(row.rcs),
    vatNumber: shown(row.vat_number),
    insurer: {
      name: shown(row.insurer_name),
      policy: shown(row.insurer_policy),
      area: shown(row.insurer_area),
    },
    host: { name: shown(row.host_name), address: shown(row.host_address), phone: shown(row.host_phone) },
    socialProfiles: {
      facebook: shownUrl(row.facebook_url),
      youtube: shownUrl(row.youtube_url),
      linkedin: shownUrl(row.linkedin_url),
      businessListing: shownUrl(row.listing_url),
    },
  };
}

const derived = new WeakMap<CompanyDetailsRow, Partial<Business>>();

/** The business's facts with the current company details (the built-in ones without a row). */
export const business: Business = new Proxy(builtIn as Business, {
  get(target, key, receiver) {
    const row = currentCompanyDetails();
    if (row) {
      let facts = derived.get(row);
      if (!facts) {
        facts = fromRow(row);
        derived.set(row, facts);
      }
      if (key in facts) return facts[key as keyof Business];
    }
    return Reflect.get(target, key, receiver);
  },
});
