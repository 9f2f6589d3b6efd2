import { type PhoneCountry, quoteRules } from './rules/quote-rules';
import { checkSurface } from './surface';
import { quoteMessages as m, type QuoteErrors } from './validation';

/**
 * The quote form's fields as the rules read them (docs/product-rules.md#quote-validation): the
 * wizard and the quote modal share them. Steps 1 and 2 are checked here (with the wizard's first
 * tap); the contact step's rules, with the phone number's, come later (quote-form.ts).
 */
export interface QuoteFields {
  surface: number | null;
  propertyType: string;
  hasElevator: boolean | null;
  /** « Logement de plus de deux ans ? »: the VAT rate follows it (vat.ts). */
  homeOlderThanTwoYears?: boolean | null;
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

/** The errors of wizard step 1 or 2 (the same messages as submit_quote); {} when the step is valid. */
export function validateStep(step: 1 | 2, f: QuoteFields): QuoteErrors {
  const errors: QuoteErrors = {};
  if (step === 1) {
    const surface = checkSurface(f.surface);
    if (!surface.ok) errors.surface = m[surface.error];
    if (f.propertyType !== 'maison' && f.propertyType !== 'appartement') errors.propertyType = m.propertyType;
    if (f.propertyType === 'appartement' && typeof f.hasElevator !== 'boolean')
      errors.hasElevator = m.hasElevator;
    // Asked by the wizard (a form that does not ask it leaves it undefined: the standard rate).
    if (f.homeOlderThanTwoYears === null) errors.homeOlderThanTwoYears = m.homeOlderThanTwoYears;
  } else if (!f.finition || !Object.hasOwn(quoteRules.finishes, f.finition)) {
    errors.finition = m.finition;
  }
  return errors;
}
