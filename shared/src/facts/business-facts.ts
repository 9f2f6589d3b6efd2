/**
 * The business's contact details, team and figures. The company details proper (phones, e-mail,
 * addresses, hours, legal identifiers, insurer, host, mediator, links) are kept by staff in the
 * database and read through `business` as the page's current values (company-details.ts); the
 * values below are the built-in ones, the same as the database's first seed, used where no row
 * was loaded. An empty value is "not known yet": pages leave its line out.
 */
import { BRAND } from '../names/brand';
import { type CompanyRow, currentCompanyDetails, e164, shown } from './company-details';
import { phone } from './phone';

const builtIn = {
  brand: BRAND,
  legalName: `${BRAND} SAS`,
  /** The legal form (and capital) staff enter beside the legal name; '' leaves it out. */
  legalForm: 'société par actions simplifiée',
  phone,
  chat: { label: 'WhatsApp', display: '06 39 98 12 34', href: 'https://wa.me/33639981234' },
  // The seed's e-mail, main site and profiles are on the reserved `.example` domain: placeholders,
  // never shown nor used (shared/src/names/placeholder.ts), so not built in either.
  email: '',
  mainSite: '',
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
  /** The reply delay every page, e-mail and PDF promises, after « sous » ('' : « rapidement »). */
  replyDelay: '24 h',
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
  socialProfiles: { facebook: '', youtube: '', linkedin: '', businessListing: '' },
  /**
   * The business figures staff keep in the company details ('' leaves one out). Review averages
   * and counts are never figures here: they are computed from the published reviews, or come
   * with their source (`externalRating`).
   */
  figures: {
    floors: '500+',
    staircases: '150+',
    satisfaction: '98\u00a0%',
    years: '15+',
    agencies: '4',
    savings: 'jusqu’à 75 %',
  },
  /** A rating given on another site, shown only whole: source, value, count, date and link. */
  externalRating: null as ExternalRating | null,
  /**
   * The price list staff keep (amounts excluding VAT, shown with it; null: not known yet, left
   * out); the prices per m² are the quote rules' (docs/adr-005-quote-rules-and-prices.md).
   */
  priceList: {
    hourlyRateHt: 45 as number | null,
    hourlyRateCounting:
      'Temps passé sur le chantier, décompté par demi-heure entamée\u202f; le trajet n’est pas compté.',
    travelFreeKm: 30 as number | null,
    travelPerKmHt: 0.6 as number | null,
    quotePriceHt: 0 as number,
    /** ISO date the list took effect. */
    date: '2026-12-07',
  },
} as const;

export interface ExternalRating {
  source: string;
  /** Out of 5. */
  value: number;
  count: number;
  /** ISO date the rating was read. */
  date: string;
  url: string;
}

/** The external rating of a row, only when every part of it is known. */
function externalRatingOf(row: CompanyRow): ExternalRating | null {
  const source = shown(row.external_rating_source);
  const url = shown(row.external_rating_url ?? '');
  const { external_rating_value: value, external_rating_count: count, external_rating_date: date } = row;
  if (!source || !url || value == null || count == null || !date) return null;
  return { source, value: Number(value), count, date, url };
}

type Widen<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

export type Business = Widen<typeof builtIn>;

/** A number column: the row's value (null: not known), the built-in one when the column was not read. */
const amount = (value: number | string | null | undefined, fallback: number | null): number | null =>
  value === undefined ? fallback : value === null ? null : Number(value);

const phoneOf = (display: string) => ({
  display,
  href: display ? `tel:${e164(display)}` : '',
  e164: e164(display),
});

/** The facts a details row decides, in the shape the pages read. */
function fromRow(row: CompanyRow): Partial<Business> {
  const whatsapp = e164(row.whatsapp).replace('+', '');
  // A row from an older database, without these columns, keeps the built-in ones.
  const legalName = shown(row.legal_name ?? '');
  const legalForm = shown(row.legal_form ?? '');
  return {
    phone: phoneOf(shown(row.phone)),
    chat: {
      label: 'WhatsApp',
      display: shown(row.whatsapp),
      href: shown(row.whatsapp) ? `https://wa.me/${whatsapp}` : '',
    },
    email: shown(row.email),
    mainSite: shown(row.main_site_url),
    headOffice: {
      ...builtIn.headOffice,
      street: row.head_office_street,
      postalCode: row.head_office_postal_code,
      city: row.head_office_city,
    },
    // The count shown beside the other figures follows the list staff keep.
    figures: {
      ...builtIn.figures,
      floors: row.figure_floors ?? builtIn.figures.floors,
      staircases: row.figure_staircases ?? builtIn.figures.staircases,
      satisfaction: row.figure_satisfaction ?? builtIn.figures.satisfaction,
      years: row.figure_years ?? builtIn.figures.years,
      agencies: String(row.agencies.length),
    },
    externalRating: externalRatingOf(row),
    priceList: {
      hourlyRateHt: amount(row.hourly_rate_ht, builtIn.priceList.hourlyRateHt),
      hourlyRateCounting: row.hourly_rate_counting ?? builtIn.priceList.hourlyRateCounting,
      travelFreeKm: amount(row.travel_free_km, builtIn.priceList.travelFreeKm),
      travelPerKmHt: amount(row.travel_per_km_ht, builtIn.priceList.travelPerKmHt),
      quotePriceHt: amount(row.quote_price_ht, builtIn.priceList.quotePriceHt) ?? 0,
      date: row.price_list_date ?? builtIn.priceList.date,
    },
    // The head office (the first agency) answers on the main phone: one number to change, and
    // its card, the PDFs and the footer never keep an old one.
    agencies: row.agencies.map((agency, index) => ({
      ...agency,
      headquarters: index === 0,
      phone: phoneOf(shown(index === 0 ? row.phone || agency.phone : agency.phone)),
    })),
    mediator: {
      name: shown(row.mediator_name),
      address: shown(row.mediator_address),
      website: shown(row.mediator_website),
    },
    openingHours: { days: row.opening_days, opens: row.opens, closes: row.closes },
    // A row read from an older database (no column yet) keeps the built-in delay.
    replyDelay: row.reply_delay === undefined ? builtIn.replyDelay : shown(row.reply_delay),
    publicationDirector: row.publication_director,
    // The legal name and form staff enter; a legal name entered alone drops the built-in form,
    // which may not be its own.
    ...(legalName ? { legalName, legalForm } : legalForm ? { legalForm } : {}),
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
      facebook: shown(row.facebook_url),
      youtube: shown(row.youtube_url),
      linkedin: shown(row.linkedin_url),
      businessListing: shown(row.listing_url),
    },
  };
}

const derived = new WeakMap<CompanyRow, Partial<Business>>();

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
