import { isPhoneCountry, type PhoneCountry, quoteRules } from '@parquet-alsace/shared/quote';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { phoneMetadata } from './phone-metadata';

/**
 * A typed phone number in E.164 ("+33612345678"), or null when it is not a valid number of one
 * of the countries we accept. The number is read with the country chosen in the form (so
 * "06 12 34 56 78", "6 12 34 56 78" and "+33 6 12 34 56 78" are the same French mobile) and
 * checked against that country's numbering plan (lengths and digit patterns from
 * libphonenumber's complete metadata, kept to the selector's countries: phone-metadata.ts); a
 * number typed with another country's prefix ("+49 151…", "0041 79…") is that country's, and
 * must be one we accept. Loaded on demand (quote-form.ts, loadPhoneRules): the library is not
 * part of the wizard's first tap.
 */
export function toE164(typed: string, country: PhoneCountry): string | null {
  const text = typed.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, country, phoneMetadata);
  if (!parsed?.isValid() || !isPhoneCountry(parsed.country)) return null;
  // The database's own check (the E.164 shape per country) must hold too.
  return new RegExp(quoteRules.phone.countries[parsed.country].e164).test(parsed.number)
    ? parsed.number
    : null;
}
