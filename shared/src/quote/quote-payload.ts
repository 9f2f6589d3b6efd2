import type { Finition, PhoneCountry, PropertyType } from './rules/quote-rules';

/**
 * The body of rpc('submit_quote', { payload }), declared once for every sender: the wizard
 * (mfe-quote/src/data/queries.ts) and the form of pages without scripts
 * (shell/server/plain-quote.ts). camelCase, read by `public.submit_quote` and
 * `private.store_quote` (supabase/schemas/50_quote_requests.sql), which check every field again
 * and answer a French 400 naming the first wrong one. A type, not an interface, so it is a `Json`
 * value for the generated `Database` type; types only, no bytes in a bundle.
 */
export type QuotePayload = {
  requestId: string;
  surface: number;
  propertyType: PropertyType;
  hasElevator: boolean | null;
  /** « Logement de plus de deux ans ? » (null: not asked; the standard VAT rate applies). */
  homeOlderThanTwoYears?: boolean | null;
  finition: Finition;
  finishType: string | null;
  serviceType: string;
  teinture: boolean;
  fullName: string;
  /** E.164, e.g. "+33612345678". */
  phone: string;
  phoneCountry: PhoneCountry;
  email: string;
  postalCode: string;
  streetNumber: string | null;
  streetName: string | null;
  city: string | null;
  message: string | null;
  sendCopy: boolean;
  source: 'wizard' | 'modal';
  acceptTerms: boolean;
  /** Photos about to be uploaded to this request (0–8): the business's e-mail waits for them. */
  photoCount?: number;
};
