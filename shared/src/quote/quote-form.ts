import { toE164 } from './phone';
import type { PhoneCountry } from './rules/quote-rules';
import { quoteRules } from './rules/quote-rules';
import { checkSurface } from './surface';
import { isValidEmail, isValidPostalCode, quoteMessages as m, type QuoteErrors } from './validation';

/**
 * The quote form's rules (docs/product-rules.md#quote-validation), step by step, from the rules
 * table: the wizard, the quote modal and their store call them; submit_quote applies the same
 * with the same messages. Entry point `@parquet-alsace/shared/quote-form`, outside the barrel
 * because it brings the phone library.
 */
export { formatInternational, toE164 } from './phone';

export interface QuoteFields {
  surface: number | null;
  propertyType: string;
  hasElevator: boolean | null;
  finition: string;
  fullName: string;
  /** As typed; checked and stored in E.164 with phoneCountry. */
  phone: string;
  phoneCountry: PhoneCountry;
  email: string;
  postalCode: string;
  message?: string;
  streetNumber?: string;
  streetName?: string;
  city?: string;
}

const { lengths } = quoteRules;
const tooLong = (value: string | undefined, max: number) => (value ?? '').trim().length > max;

/** The errors of one wizard step (1, 2 or 3); an empty object means the step is valid. */
export function validateStep(step: 1 | 2 | 3, f: QuoteFields): QuoteErrors {
  const errors: QuoteErrors = {};
  if (step === 1) {
    const surface = checkSurface(f.surface);
    if (!surface.ok) errors.surface = m[surface.error];
    if (f.propertyType !== 'maison' && f.propertyType !== 'appartement') errors.propertyType = m.propertyType;
    if (f.propertyType === 'appartement' && typeof f.hasElevator !== 'boolean')
      errors.hasElevator = m.hasElevator;
  } else if (step === 2) {
    if (!f.finition || !Object.hasOwn(quoteRules.finishes, f.finition)) errors.finition = m.finition;
  } else {
    if (!f.fullName.trim()) errors.fullName = m.fullName;
    else if (tooLong(f.fullName, lengths.fullName)) errors.fullName = m.fullNameLength;
    if (!f.phone.trim()) errors.phone = m.phoneRequired;
    else if (!toE164(f.phone, f.phoneCountry)) errors.phone = m.phoneInvalid;
    if (!isValidEmail(f.email)) errors.email = m.email;
    if (!f.postalCode.trim()) errors.postalCode = m.postalCodeRequired;
    else if (!isValidPostalCode(f.postalCode)) errors.postalCode = m.postalCodeInvalid;
    if (tooLong(f.message, lengths.message)) errors.message = m.message;
    if (tooLong(f.streetNumber, lengths.streetNumber)) errors.streetNumber = m.streetNumber;
    if (tooLong(f.streetName, lengths.streetName)) errors.streetName = m.streetName;
    if (tooLong(f.city, lengths.city)) errors.city = m.city;
  }
  return errors;
}

/** Every step plus the terms box: what must hold before anything is sent. */
export function validateQuote(f: QuoteFields, acceptTerms: boolean): QuoteErrors {
  const errors = { ...validateStep(1, f), ...validateStep(2, f), ...validateStep(3, f) };
  if (!acceptTerms) errors.acceptTerms = m.acceptTerms;
  return errors;
}
