import { quoteRules } from './rules/quote-rules';

/**
 * The checks every form of the site shares (docs/product-rules.md#quote-validation), read from
 * the rules table; the database applies the same (private.is_valid_email,
 * private.is_valid_postal_code, submit_quote). The quote form's steps 1 and 2 are checked in
 * `steps.ts`; its contact step, which needs the phone library, in `quote-form.ts` (fetched with
 * that step).
 */
export const quoteMessages = quoteRules.messages;

export type QuoteErrorKey =
  | 'surface'
  | 'propertyType'
  | 'hasElevator'
  | 'homeOlderThanTwoYears'
  | 'finition'
  | 'fullName'
  | 'phone'
  | 'email'
  | 'postalCode'
  | 'message'
  | 'streetNumber'
  | 'streetName'
  | 'city'
  | 'acceptTerms';
export type QuoteErrors = Partial<Record<QuoteErrorKey, string>>;

const emailPattern = new RegExp(quoteRules.patterns.email);

/**
 * One plain address, the site's one e-mail rule (quote, article contact, review, newsletter,
 * and the mailer): no list, display name, group, quotes, colon, semicolon or space; at most 254
 * characters, 64 before the @. Surrounding spaces are ignored (the forms trim them).
 */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  const at = v.indexOf('@');
  return (
    v.length <= quoteRules.lengths.email &&
    at > 0 &&
    at <= quoteRules.lengths.emailLocalPart &&
    emailPattern.test(v)
  );
}

/** The postal code as stored: spaces removed. */
export function normalizePostalCode(value: string): string {
  return value.replace(/\s/g, '');
}

/** 4 (Switzerland) or 5 (France, Germany) digits, spaces ignored. */
export function isValidPostalCode(value: string): boolean {
  return new RegExp(quoteRules.patterns.postalCode).test(normalizePostalCode(value));
}

export function hasErrors(errors: QuoteErrors): boolean {
  return Object.keys(errors).length > 0;
}
