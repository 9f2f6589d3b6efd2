/**
 * One table of hand-written cases for the quote rules and prices. Every expected figure here was
 * worked out by hand from the price decision (docs/adr-005-quote-rules-and-prices.md), never
 * computed with the code's formula, and the same cases run through:
 * - the browser's rules (shared/src/quote/rule-cases.test.ts),
 * - the database: submit_quote and the tables that store an address
 *   (backend/test/rule-cases.test.ts, on PGlite, and on PostgreSQL when DATABASE_URL is set),
 * - the mailer's address check (supabase/functions/outbox-worker/address.test.ts).
 * So a rule changed in one place only fails CI. This file imports nothing: the backend's
 * tests read it too.
 */

type FinitionCode =
  | 'poncageVitrification'
  | 'huileEnvironnement'
  | 'vernisIntensif'
  | 'poncageEscalier'
  | 'intensif';
type Country = 'FR' | 'CH' | 'DE';

/** A complete, valid request of the browser's form; each case changes one field of it. */
export const completeQuoteFields = {
  surface: 25,
  propertyType: 'maison',
  hasElevator: null,
  finition: 'poncageVitrification',
  fullName: 'Jean Dupont',
  phone: '06 12 34 56 78',
  phoneCountry: 'FR' as Country,
  email: 'jean@example.fr',
  postalCode: '68000',
};

export interface PriceCase {
  surface: number;
  finition: FinitionCode;
  propertyType: 'maison' | 'appartement';
  hasElevator: boolean | null;
  teinture: boolean;
  /** € excl. VAT; null = "Sur devis" (stairs). */
  price: number | null;
  /** 180 €/m² × surface minus the price (browser only: the database stores no savings); 0 for stairs. */
  savings: number;
}

// 42 €/m²; +2 €/m² oil or intensive varnish; +12 €/m² tint; +80 € flat without lift.
export const priceCases: PriceCase[] = [
  {
    surface: 10,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: 420,
    savings: 1380,
  },
  {
    surface: 25,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: 1050,
    savings: 3450,
  },
  {
    surface: 25,
    finition: 'huileEnvironnement',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: 1100,
    savings: 3400,
  },
  {
    surface: 25,
    finition: 'vernisIntensif',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: 1100,
    savings: 3400,
  },
  {
    surface: 25,
    finition: 'intensif',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: 1100,
    savings: 3400,
  },
  {
    surface: 35,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: 1470,
    savings: 4830,
  },
  {
    surface: 50,
    finition: 'huileEnvironnement',
    propertyType: 'maison',
    hasElevator: null,
    teinture: true,
    price: 2800,
    savings: 6200,
  },
  {
    surface: 100,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: true,
    price: 5400,
    savings: 12600,
  },
  {
    surface: 150,
    finition: 'vernisIntensif',
    propertyType: 'maison',
    hasElevator: null,
    teinture: true,
    price: 8400,
    savings: 18600,
  },
  {
    surface: 20,
    finition: 'vernisIntensif',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: false,
    price: 960,
    savings: 2640,
  },
  {
    surface: 20,
    finition: 'poncageVitrification',
    propertyType: 'appartement',
    hasElevator: true,
    teinture: false,
    price: 840,
    savings: 2760,
  },
  {
    surface: 60,
    finition: 'huileEnvironnement',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: false,
    price: 2720,
    savings: 8080,
  },
  {
    surface: 75,
    finition: 'huileEnvironnement',
    propertyType: 'appartement',
    hasElevator: true,
    teinture: false,
    price: 3300,
    savings: 10200,
  },
  {
    surface: 200,
    finition: 'poncageVitrification',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: false,
    price: 8480,
    savings: 27520,
  },
  {
    surface: 200,
    finition: 'huileEnvironnement',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: true,
    price: 11280,
    savings: 24720,
  },
  {
    surface: 40,
    finition: 'poncageEscalier',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    price: null,
    savings: 0,
  },
  {
    surface: 40,
    finition: 'poncageEscalier',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: true,
    price: null,
    savings: 0,
  },
];

export interface VatCase {
  surface: number;
  finition: FinitionCode;
  propertyType: 'maison' | 'appartement';
  hasElevator: boolean | null;
  teinture: boolean;
  /** « Logement de plus de deux ans ? »; null: not asked (a form that does not ask it). */
  homeOlderThanTwoYears: boolean | null;
  /** € excl. VAT, as in priceCases; null = "Sur devis". */
  price: number | null;
  /** % */
  rate: number;
  /** € incl. VAT, to the cent; null = "Sur devis". */
  priceTtc: number | null;
}

// 10 % for a home finished more than two years ago, 20 % otherwise or when not asked.
export const vatCases: VatCase[] = [
  {
    surface: 25,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    homeOlderThanTwoYears: true,
    price: 1050,
    rate: 10,
    priceTtc: 1155,
  },
  {
    surface: 25,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    homeOlderThanTwoYears: false,
    price: 1050,
    rate: 20,
    priceTtc: 1260,
  },
  {
    surface: 25,
    finition: 'poncageVitrification',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    homeOlderThanTwoYears: null,
    price: 1050,
    rate: 20,
    priceTtc: 1260,
  },
  {
    surface: 30,
    finition: 'huileEnvironnement',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: true,
    homeOlderThanTwoYears: true,
    price: 1760,
    rate: 10,
    priceTtc: 1936,
  },
  {
    surface: 55,
    finition: 'poncageVitrification',
    propertyType: 'appartement',
    hasElevator: false,
    teinture: false,
    homeOlderThanTwoYears: false,
    price: 2390,
    rate: 20,
    priceTtc: 2868,
  },
  {
    surface: 45,
    finition: 'vernisIntensif',
    propertyType: 'maison',
    hasElevator: null,
    teinture: true,
    homeOlderThanTwoYears: true,
    price: 2520,
    rate: 10,
    priceTtc: 2772,
  },
  {
    surface: 40,
    finition: 'poncageEscalier',
    propertyType: 'maison',
    hasElevator: null,
    teinture: false,
    homeOlderThanTwoYears: true,
    price: null,
    rate: 10,
    priceTtc: null,
  },
];

const surfaceRequired = 'Merci d’indiquer la surface de votre pièce';
const surfaceRange = 'La surface doit être comprise entre 10 et 200\u00a0m²';

export interface SurfaceCase {
  /** What the visitor typed (null: nothing). */
  typed: number | null;
  /** Stored m² (rounded to the 5 m² step), or the step-1 message. */
  stored: number | null;
  message?: string;
}

export const surfaceCases: SurfaceCase[] = [
  { typed: 10, stored: 10 },
  { typed: 25, stored: 25 },
  { typed: 200, stored: 200 },
  { typed: 57, stored: 55 },
  { typed: 25.5, stored: 25 },
  { typed: 12.5, stored: 15 },
  { typed: 42.6, stored: 45 },
  { typed: 197.5, stored: 200 },
  { typed: 9.9, stored: null, message: surfaceRange },
  { typed: 5, stored: null, message: surfaceRange },
  { typed: 200.5, stored: null, message: surfaceRange },
  { typed: 250, stored: null, message: surfaceRange },
  { typed: 0, stored: null, message: surfaceRequired },
  { typed: -20, stored: null, message: surfaceRequired },
  { typed: null, stored: null, message: surfaceRequired },
];

export interface PhoneCase {
  typed: string;
  /** The country chosen in the form's selector. */
  country: Country;
  /** What the browser sends and the database stores, or null: refused by both. */
  e164: string | null;
}

export const phoneInvalidMessage =
  'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)';

export const phoneCases: PhoneCase[] = [
  // France: mobiles and landlines, with or without the 0, the +33 or 0033, dots.
  { typed: '06 12 34 56 78', country: 'FR', e164: '+33612345678' },
  { typed: '6 12 34 56 78', country: 'FR', e164: '+33612345678' },
  { typed: '+33 6 12 34 56 78', country: 'FR', e164: '+33612345678' },
  { typed: '0033 6 12 34 56 78', country: 'FR', e164: '+33612345678' },
  { typed: '03 89 12 34 56', country: 'FR', e164: '+33389123456' },
  { typed: '07.98.76.54.32', country: 'FR', e164: '+33798765432' },
  { typed: '+33 (0)6 12 34 56 78', country: 'CH', e164: '+33612345678' },
  { typed: '06 12 34 56', country: 'FR', e164: null },
  { typed: '+33 6 12 34 56 78 9', country: 'FR', e164: null },
  // Switzerland: mobile 079, landlines of Geneva and Basel.
  { typed: '+41 79 123 45 67', country: 'FR', e164: '+41791234567' },
  { typed: '079 123 45 67', country: 'CH', e164: '+41791234567' },
  { typed: '79 123 45 67', country: 'CH', e164: '+41791234567' },
  { typed: '022 345 67 89', country: 'CH', e164: '+41223456789' },
  { typed: '0041 61 234 56 78', country: 'FR', e164: '+41612345678' },
  { typed: '+41 79 123 45 6', country: 'CH', e164: null },
  // Germany: mobiles have 11 digits after the 0, landlines fewer (Berlin, Kehl).
  { typed: '+49 151 12345678', country: 'FR', e164: '+4915112345678' },
  { typed: '+49 30 1234567', country: 'FR', e164: '+49301234567' },
  { typed: '0151 12345678', country: 'DE', e164: '+4915112345678' },
  { typed: '176 12345678', country: 'DE', e164: '+4917612345678' },
  { typed: '030 12345678', country: 'DE', e164: '+493012345678' },
  { typed: '07851 123456', country: 'DE', e164: '+497851123456' },
  { typed: '+49 30 12', country: 'DE', e164: null },
  // Other countries, and what is not a number.
  { typed: '+44 20 7946 0958', country: 'FR', e164: null },
  { typed: '+352 621 123 456', country: 'FR', e164: null },
  { typed: '+1 202 555 0123', country: 'FR', e164: null },
  { typed: 'téléphone', country: 'FR', e164: null },
  { typed: '12345', country: 'FR', e164: null },
  { typed: '0012345678', country: 'FR', e164: null },
];

export interface EmailCase {
  address: string;
  valid: boolean;
}

const local64 = 'a'.repeat(64);
// 63 + 1 + 63 + 1 + 58 + 3 = 189 characters after the @: 64 + 1 + 189 = 254 in all.
const domain189 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.fr`;

export const emailCases: EmailCase[] = [
  { address: 'jean.dupont@example.fr', valid: true },
  { address: 'Marie-Claire.Keller+devis@mail.example.co.uk', valid: true },
  { address: "o'neil@example.ie", valid: true },
  { address: 'a1@b2.de', valid: true },
  { address: 'contact@xn--caf-dma.fr', valid: true },
  { address: `${local64}@example.fr`, valid: true },
  { address: `${local64}@${domain189}`, valid: true },
  // Several recipients, display names, groups: what turned a copy into a mail to a stranger.
  { address: 'x,victim@a.fr', valid: false },
  { address: 'g:victim3@b.fr;', valid: false },
  { address: 'jean@example.fr;autre@example.fr', valid: false },
  { address: 'jean@example.fr,autre@example.fr', valid: false },
  { address: 'Jean Dupont <jean@example.fr>', valid: false },
  { address: '"jean dupont"@example.fr', valid: false },
  { address: 'undisclosed-recipients:;', valid: false },
  { address: 'jean(note)@example.fr', valid: false },
  { address: 'jean@example.fr\nBcc: victime@example.fr', valid: false },
  // Not an address.
  { address: 'jean@example', valid: false },
  { address: 'jean@@example.fr', valid: false },
  { address: 'jean dupont@example.fr', valid: false },
  { address: '.jean@example.fr', valid: false },
  { address: 'jean..dupont@example.fr', valid: false },
  { address: 'jean@-example.fr', valid: false },
  { address: 'jean@example.fr.', valid: false },
  { address: 'jean@[192.168.0.1]', valid: false },
  { address: 'andré@example.fr', valid: false },
  // Lengths: 64 characters before the @, 254 in all.
  { address: `${local64}a@example.fr`, valid: false },
  { address: `${local64}@${domain189.replace('.fr', 'd.fr')}`, valid: false },
];

export interface LengthCase {
  field: 'fullName' | 'message' | 'streetNumber' | 'streetName' | 'city';
  length: number;
  /** null: accepted; else the message under the field. */
  message: string | null;
}

export const lengthCases: LengthCase[] = [
  { field: 'fullName', length: 120, message: null },
  { field: 'fullName', length: 121, message: 'Votre nom est trop long (120\u00a0caractères au maximum)' },
  { field: 'message', length: 2000, message: null },
  {
    field: 'message',
    length: 2001,
    message: 'Votre message est trop long (2\u202f000\u00a0caractères au maximum)',
  },
  { field: 'streetNumber', length: 20, message: null },
  { field: 'streetNumber', length: 21, message: 'Le numéro est trop long (20\u00a0caractères au maximum)' },
  { field: 'streetName', length: 200, message: null },
  {
    field: 'streetName',
    length: 201,
    message: 'Le nom de rue est trop long (200\u00a0caractères au maximum)',
  },
  { field: 'city', length: 100, message: null },
  { field: 'city', length: 101, message: 'Le nom de ville est trop long (100\u00a0caractères au maximum)' },
];

export interface PostalCodeCase {
  typed: string;
  /** Stored without spaces, or null with the message. */
  stored: string | null;
  message?: string;
}

export const postalCodeCases: PostalCodeCase[] = [
  { typed: '68000', stored: '68000' },
  { typed: '67 000', stored: '67000' },
  { typed: '4051', stored: '4051' },
  { typed: '680', stored: null, message: 'Merci d’indiquer un code postal valide' },
  { typed: '6800A', stored: null, message: 'Merci d’indiquer un code postal valide' },
  { typed: '', stored: null, message: 'Merci d’indiquer un code postal' },
];

/** How many hand-written cases the table holds (reported by both runs). */
export const ruleCaseCount =
  priceCases.length +
  vatCases.length +
  surfaceCases.length +
  phoneCases.length +
  emailCases.length +
  lengthCases.length +
  postalCodeCases.length;
