/**
 * The quote rules and prices of the site, as data (docs/adr-005-quote-rules-and-prices.md).
 *
 * Everything that shows a price or checks a quote reads this table: the wizard's estimate and
 * validation, the quote modal, the thank-you detail, the home and services price tables, the
 * footer's list of services. The database (submit_quote, private.estimate_quote_price,
 * private.is_valid_email / is_valid_phone) holds the same values; `rule-cases.ts` runs one set
 * of hand-written cases through both, so changing a value here without a migration fails CI.
 *
 * Amounts are euros excluding VAT (HT); `vat` gives the rates a visitor's price is shown with
 * (docs/adr-005-quote-rules-and-prices.md, "VAT").
 */
export const quoteRules = {
  prices: {
    /** Sanding and the standard varnish, per m². */
    basePerM2: 42,
    /** A tint, per m², on top of any finish. */
    tintPerM2: 12,
    /** A flat without a lift: carrying the machines up the stairs. */
    noLiftFlatFee: 80,
    /** Stairs are priced on site ("Sur devis"); content gives this per-step figure as a guide. */
    stairsPerStep: 35,
    /** Replacing a floor (removal and a new floor laid), per m²: the comparison and the savings. */
    replacementPerM2: 180,
  },
  /**
   * VAT, in percent: the reduced rate for renovation work on a home finished more than two years
   * ago, the standard rate otherwise (a newer home, premises that are not a home, or an answer
   * not given).
   */
  vat: { reducedRate: 10, standardRate: 20 },
  /** Shown instead of an amount for stairs. */
  onQuoteLabel: 'Sur devis',
  /**
   * The finishes, each with its one display name. `extraPerM2` is added to the base price;
   * null means no estimate (stairs). `offered` finishes are the wizard's choices; `intensif`
   * is an earlier form value the database still accepts, priced and named like the intensive
   * varnish.
   */
  finishes: {
    poncageVitrification: { label: 'Ponçage + vitrification', extraPerM2: 0, offered: true },
    huileEnvironnement: { label: 'Ponçage + huilage écologique', extraPerM2: 2, offered: true },
    vernisIntensif: { label: 'Ponçage + vernis intensif', extraPerM2: 2, offered: true },
    poncageEscalier: { label: 'Rénovation d’escalier', extraPerM2: null, offered: true },
    intensif: { label: 'Ponçage + vernis intensif', extraPerM2: 2, offered: false },
  },
  propertyTypes: {
    maison: { label: 'Maison' },
    appartement: { label: 'Appartement' },
  },
  /** kg of CO₂ per m²: a new floor versus a renovation (the wizard's "CO₂ évité"). */
  co2KgPerM2: { replacement: 12, renovation: 1 },
  /** m²: the slider's range and step, the number box's too; the database rounds the same way. */
  surface: { min: 10, max: 200, step: 5, default: 25 },
  /** Longest accepted values, in characters (the database's limits). */
  lengths: {
    fullName: 120,
    email: 254,
    emailLocalPart: 64,
    message: 2000,
    streetNumber: 20,
    streetName: 200,
    city: 100,
  },
  /**
   * Regular expressions written so that JavaScript and PostgreSQL read them the same way.
   * E-mail: one plain address (dot-atom local part, host name with a dot): no display name,
   * quotes, comments, group syntax, list separators (`,` `;`), colons or spaces.
   */
  patterns: {
    email:
      "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$",
    postalCode: '^[0-9]{4,5}$',
  },
  /**
   * Phone numbers are checked against each country's numbering plan in the browser
   * (libphonenumber-js) and sent in E.164; the database checks the E.164 shape per country.
   */
  phone: {
    defaultCountry: 'FR',
    countries: {
      FR: { name: 'France', callingCode: '33', e164: '^\\+33[1-9][0-9]{8}$' },
      CH: { name: 'Suisse', callingCode: '41', e164: '^\\+41([2-9][0-9]{8}|8[0-9]{11})$' },
      DE: { name: 'Allemagne', callingCode: '49', e164: '^\\+49[1-9][0-9]{5,12}$' },
    },
  },
  /** The French messages of the form, the same in the browser and in the database. */
  messages: {
    surface: 'Merci d’indiquer la surface de votre pièce',
    surfaceRange: 'La surface doit être comprise entre 10 et 200\u00a0m²',
    propertyType: 'Merci de sélectionner le type de bien',
    hasElevator: 'Merci d’indiquer si l’immeuble dispose d’un ascenseur',
    homeOlderThanTwoYears: 'Merci d’indiquer si le logement a plus de deux ans',
    finition: 'Merci de sélectionner un type de finition',
    fullName: 'Merci d’indiquer votre nom complet',
    fullNameLength: 'Votre nom est trop long (120\u00a0caractères au maximum)',
    phoneRequired: 'Merci d’indiquer un numéro de téléphone',
    phoneInvalid: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    email: 'Merci d’indiquer une adresse e-mail valide',
    postalCodeRequired: 'Merci d’indiquer un code postal',
    postalCodeInvalid: 'Merci d’indiquer un code postal valide',
    message: 'Votre message est trop long (2\u202f000\u00a0caractères au maximum)',
    streetNumber: 'Le numéro est trop long (20\u00a0caractères au maximum)',
    streetName: 'Le nom de rue est trop long (200\u00a0caractères au maximum)',
    city: 'Le nom de ville est trop long (100\u00a0caractères au maximum)',
    singleLine: 'Merci d’écrire ce champ sur une ligne, sans caractère de contrôle',
    acceptTerms: 'Vous devez accepter les conditions générales',
  },
  /**
   * Copies of a request e-mailed to the visitor ("send me a copy"): at most this many to one
   * address in 24 hours (the database counts them).
   */
  copiesPerAddressPerDay: 3,
} as const;

export type QuoteRules = typeof quoteRules;
export type Finition = keyof QuoteRules['finishes'];
export type PropertyType = keyof QuoteRules['propertyTypes'];
export type PhoneCountry = keyof QuoteRules['phone']['countries'];
export type QuoteMessageKey = keyof QuoteRules['messages'];

export const finitions = Object.keys(quoteRules.finishes) as Finition[];
/** The finishes a visitor can choose, in the wizard's order. */
export const offeredFinitions = finitions.filter((f) => quoteRules.finishes[f].offered);
export const phoneCountries = Object.keys(quoteRules.phone.countries) as PhoneCountry[];

export function isFinition(value: unknown): value is Finition {
  return typeof value === 'string' && Object.hasOwn(quoteRules.finishes, value);
}

export function isPropertyType(value: unknown): value is PropertyType {
  return value === 'maison' || value === 'appartement';
}

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && Object.hasOwn(quoteRules.phone.countries, value);
}

/** The one display name of a finish (or the value itself for an unknown one). */
export function finitionLabel(value: string): string {
  return isFinition(value) ? quoteRules.finishes[value].label : value;
}
