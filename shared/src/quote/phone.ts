import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isPhoneCountry, type PhoneCountry, quoteRules } from './rules/quote-rules';

/**
 * A typed phone number in E.164 ("+33612345678"), or null when it is not a valid number of one
 * of the countries we accept. The number is read with the country chosen in the form (so
 * "06 12 34 56 78", "6 12 34 56 78" and "+33 6 12 34 56 78" are the same French mobile) and
 * checked against that country's numbering plan (libphonenumber's metadata); a number typed
 * with another country's prefix ("+49 151…", "0041 79…") is that country's, and must be one we
 * accept. Kept out of the shared barrel: the library comes with the wizard's code only.
 */
export function toE164(typed: string, country: PhoneCountry): string | null {
  const text = typed.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid() || !isPhoneCountry(parsed.country)) return null;
  // The database's own check (the E.164 shape per country) must hold too.
  return new RegExp(quoteRules.phone.countries[parsed.country].e164).test(parsed.number)
    ? parsed.number
    : null;
}

/** "+33 6 12 34 56 78": an E.164 number written for people. */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
