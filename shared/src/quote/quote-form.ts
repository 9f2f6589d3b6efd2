// The rules table and the checks come through the package's `quote` entry, which the page already
// shares (a Module Federation singleton): relative imports would bundle a second copy of them
// into the wizard's first tap.
import {
  isValidEmail,
  isValidPostalCode,
  quoteMessages as m,
  type PhoneCountry,
  type QuoteErrors,
  type QuoteFields,
  quoteRules,
  validateStep,
} from '@parquet-alsace/shared/quote';
import { isSingleLine } from '@parquet-alsace/shared/visitor-text';
import { retryable } from '../platform/retry';

/**
 * The quote form's contact rules (docs/product-rules.md#quote-validation), from the rules table;
 * steps 1 and 2 are checked by `validateStep` (steps.ts, in the `quote` entry). Loaded with the
 * contact step, not with the wizard's first tap; the phone number's rules need the phone
 * library, a further chunk: `loadPhoneRules` fetches it (the contact fields ask for it as soon
 * as they appear) and `checkQuote` waits for it before anything is sent. submit_quote applies
 * the same rules with the same messages.
 */

/** A typed number in E.164 with the form's country, or null when it is refused. */
export type PhoneCheck = (typed: string, country: PhoneCountry) => string | null;

/**
 * The phone library's check, fetched once (a separate chunk). A failed fetch (connection lost)
 * is forgotten, so the next call tries again.
 */
export const loadPhoneRules: () => Promise<PhoneCheck> = retryable(() =>
  import(/* webpackChunkName: "phone-rules" */ './phone').then((module) => module.toE164),
);

/**
 * The database's own phone check (private.phone_to_e164 then the E.164 shape of an accepted
 * country), used only when the phone library cannot be fetched (connection lost before the
 * contact step): the request can then still be kept and sent later, and the database checks
 * it again. Separators dropped, 00 read as +, a national number read with the form's country,
 * "+33 (0)6…" without its 0.
 */
export const phoneShapeE164: PhoneCheck = (typed, country) => {
  const compact = typed.replace(/[\s.()/-]/g, '').replace(/^00/, '+');
  const { countries } = quoteRules.phone;
  const international = compact.startsWith('+')
    ? compact
    : `+${countries[country].callingCode}${compact.replace(/^0/, '')}`;
  const e164 = international.replace(/^\+(33|41|49)0/, '+$1');
  return Object.values(countries).some((c) => new RegExp(c.e164).test(e164)) ? e164 : null;
};

const { lengths } = quoteRules;
const tooLong = (value: string | undefined, max: number) => (value ?? '').trim().length > max;

/** The phone field's error with the given check, or undefined when the number is accepted. */
export function phoneError(f: Pick<QuoteFields, 'phone' | 'phoneCountry'>, toE164: PhoneCheck) {
  if (!f.phone.trim()) return m.phoneRequired;
  return toE164(f.phone, f.phoneCountry) ? undefined : m.phoneInvalid;
}

/** The errors of the contact step (step 3, and the quote modal), the phone read with `toE164`. */
export function validateContact(f: QuoteFields, toE164: PhoneCheck): QuoteErrors {
  const errors: QuoteErrors = {};
  if (!f.fullName.trim()) errors.fullName = m.fullName;
  else if (tooLong(f.fullName, lengths.fullName)) errors.fullName = m.fullNameLength;
  else if (!isSingleLine(f.fullName)) errors.fullName = m.singleLine;
  const phone = phoneError(f, toE164);
  if (phone) errors.phone = phone;
  if (!isValidEmail(f.email)) errors.email = m.email;
  if (!f.postalCode.trim()) errors.postalCode = m.postalCodeRequired;
  else if (!isValidPostalCode(f.postalCode)) errors.postalCode = m.postalCodeInvalid;
  if (tooLong(f.message, lengths.message)) errors.message = m.message;
  if (tooLong(f.streetNumber, lengths.streetNumber)) errors.streetNumber = m.streetNumber;
  else if (!isSingleLine(f.streetNumber ?? '')) errors.streetNumber = m.singleLine;
  if (tooLong(f.streetName, lengths.streetName)) errors.streetName = m.streetName;
  else if (!isSingleLine(f.streetName ?? '')) errors.streetName = m.singleLine;
  if (tooLong(f.city, lengths.city)) errors.city = m.city;
  else if (!isSingleLine(f.city ?? '')) errors.city = m.singleLine;
  return errors;
}

/** Every step plus the terms box: what must hold before anything is sent. */
export function validateQuote(f: QuoteFields, acceptTerms: boolean, toE164: PhoneCheck): QuoteErrors {
  const errors = { ...validateStep(1, f), ...validateStep(2, f), ...validateContact(f, toE164) };
  if (!acceptTerms) errors.acceptTerms = m.acceptTerms;
  return errors;
}

export type QuoteCheck = { ok: true; phone: string } | { ok: false; errors: QuoteErrors };

/**
 * The whole form before sending: waits for the phone library (already fetched when the contact
 * fields appeared, so normally at once); without a connection to fetch it, the database's
 * shape check stands in. On success, the phone number in E.164 as it will be sent.
 */
export async function checkQuote(f: QuoteFields, acceptTerms: boolean): Promise<QuoteCheck> {
  const toE164 = await loadPhoneRules().catch(() => phoneShapeE164);
  const errors = validateQuote(f, acceptTerms, toE164);
  const phone = toE164(f.phone, f.phoneCountry);
  return Object.keys(errors).length || !phone ? { ok: false, errors } : { ok: true, phone };
}
