/**
 * The quote form's validation (docs/product-rules.md#quote-validation), the same rules as the database's
 * private.is_valid_phone / is_valid_email / is_valid_postal_code and submit_quote's checks.
 * Pure: the wizard, the quote modal and the retry all call it.
 */
export const quoteMessages = {
  surface: "Merci d'indiquer la surface de votre pièce",
  propertyType: 'Merci de sélectionner le type de bien',
  hasElevator: "Merci d'indiquer si l'immeuble dispose d'un ascenseur",
  finition: 'Merci de sélectionner un type de finition',
  fullName: "Merci d'indiquer votre nom complet",
  phoneRequired: "Merci d'indiquer un numéro de téléphone",
  phoneInvalid: "Merci d'indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)",
  email: "Merci d'indiquer une adresse email valide",
  postalCodeRequired: "Merci d'indiquer un code postal",
  postalCodeInvalid: "Merci d'indiquer un code postal valide",
  acceptTerms: 'Vous devez accepter les conditions générales',
} as const;

export type QuoteErrorKey =
  | 'surface'
  | 'propertyType'
  | 'hasElevator'
  | 'finition'
  | 'fullName'
  | 'phone'
  | 'email'
  | 'postalCode'
  | 'acceptTerms';
export type QuoteErrors = Partial<Record<QuoteErrorKey, string>>;

export interface QuoteFields {
  surface: number | null;
  propertyType: string;
  hasElevator: boolean | null;
  finition: string;
  fullName: string;
  phone: string;
  email: string;
  postalCode: string;
}

const noSpaces = (value: string) => value.replace(/\s/g, '');

/** French (+33 or 0, then 9 digits starting 1-9), Swiss (+41 or 0, 9 digits) or German (+49 or 0, 10 digits). */
export function isValidPhone(value: string): boolean {
  const v = noSpaces(value);
  return /^(\+33|0)[1-9]\d{8}$/.test(v) || /^(\+41|0)\d{9}$/.test(v) || /^(\+49|0)\d{10}$/.test(v);
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** 4 (Switzerland) or 5 (France, Germany) digits, spaces ignored. */
export function isValidPostalCode(value: string): boolean {
  return /^\d{4,5}$/.test(noSpaces(value));
}

/** The errors of one wizard step (1, 2 or 3); an empty object means the step is valid. */
export function validateStep(step: 1 | 2 | 3, f: QuoteFields): QuoteErrors {
  const errors: QuoteErrors = {};
  if (step === 1) {
    if (f.surface === null || !Number.isFinite(f.surface) || f.surface <= 0)
      errors.surface = quoteMessages.surface;
    if (f.propertyType !== 'maison' && f.propertyType !== 'appartement')
      errors.propertyType = quoteMessages.propertyType;
    if (f.propertyType === 'appartement' && typeof f.hasElevator !== 'boolean')
      errors.hasElevator = quoteMessages.hasElevator;
  } else if (step === 2) {
    if (!f.finition) errors.finition = quoteMessages.finition;
  } else {
    if (!f.fullName.trim()) errors.fullName = quoteMessages.fullName;
    if (!f.phone.trim()) errors.phone = quoteMessages.phoneRequired;
    else if (!isValidPhone(f.phone)) errors.phone = quoteMessages.phoneInvalid;
    if (!isValidEmail(f.email)) errors.email = quoteMessages.email;
    if (!f.postalCode.trim()) errors.postalCode = quoteMessages.postalCodeRequired;
    else if (!isValidPostalCode(f.postalCode)) errors.postalCode = quoteMessages.postalCodeInvalid;
  }
  return errors;
}

/** Every step plus the terms box: what must hold before anything is sent. */
export function validateQuote(f: QuoteFields, acceptTerms: boolean): QuoteErrors {
  const errors = { ...validateStep(1, f), ...validateStep(2, f), ...validateStep(3, f) };
  if (!acceptTerms) errors.acceptTerms = quoteMessages.acceptTerms;
  return errors;
}

export function hasErrors(errors: QuoteErrors): boolean {
  return Object.keys(errors).length > 0;
}

export type PhoneCountry = 'FR' | 'CH' | 'DE';
export const phoneCountryCodes: Record<PhoneCountry, string> = { FR: '+33', CH: '+41', DE: '+49' };

/**
 * The number as stored: typed with a leading 0 or a "+", it is kept as typed; typed without
 * (after the "+33" prefix shown in the field), the selected country's code is put in front.
 */
export function composePhone(phone: string, country: PhoneCountry): string {
  const v = phone.trim();
  if (v === '' || v.startsWith('+') || v.startsWith('0')) return v;
  return `${phoneCountryCodes[country]} ${v}`;
}
