import {
  composePhone,
  isValidPhone,
  isValidPostalCode,
  type QuoteFields,
  quoteMessages,
  validateQuote,
  validateStep,
} from './validation';

const valid: QuoteFields = {
  surface: 25,
  propertyType: 'maison',
  hasElevator: null,
  finition: 'poncageVitrification',
  fullName: 'Jean Dupont',
  phone: '06 12 34 56 78',
  email: 'jean@example.fr',
  postalCode: '68000',
};

describe('validateStep messages', () => {
  it.each<[1 | 2 | 3, Partial<QuoteFields>, string, string]>([
    [1, { surface: null }, 'surface', "Merci d'indiquer la surface de votre pièce"],
    [1, { surface: 0 }, 'surface', "Merci d'indiquer la surface de votre pièce"],
    [1, { propertyType: '' }, 'propertyType', 'Merci de sélectionner le type de bien'],
    [
      1,
      { propertyType: 'appartement', hasElevator: null },
      'hasElevator',
      "Merci d'indiquer si l'immeuble dispose d'un ascenseur",
    ],
    [2, { finition: '' }, 'finition', 'Merci de sélectionner un type de finition'],
    [3, { fullName: '  ' }, 'fullName', "Merci d'indiquer votre nom complet"],
    [3, { phone: '' }, 'phone', "Merci d'indiquer un numéro de téléphone"],
    [
      3,
      { phone: '12345' },
      'phone',
      "Merci d'indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)",
    ],
    [3, { email: 'jean@' }, 'email', "Merci d'indiquer une adresse email valide"],
    [3, { email: '' }, 'email', "Merci d'indiquer une adresse email valide"],
    [3, { postalCode: '' }, 'postalCode', "Merci d'indiquer un code postal"],
    [3, { postalCode: '680' }, 'postalCode', "Merci d'indiquer un code postal valide"],
  ])('step %i with %p → %s: %s', (step, change, key, message) => {
    expect(validateStep(step, { ...valid, ...change })).toEqual({ [key]: message });
  });

  it.each([1, 2, 3] as const)('step %i of a complete form has no error', (step) => {
    expect(validateStep(step, valid)).toEqual({});
  });

  it('accepts an apartment with an answer about the lift', () => {
    expect(validateStep(1, { ...valid, propertyType: 'appartement', hasElevator: false })).toEqual({});
  });

  it('requires the terms before sending', () => {
    expect(validateQuote(valid, false)).toEqual({
      acceptTerms: 'Vous devez accepter les conditions générales',
    });
    expect(validateQuote(valid, true)).toEqual({});
    expect(quoteMessages.acceptTerms).toBe('Vous devez accepter les conditions générales');
  });
});

describe('isValidPhone', () => {
  it.each([
    ['06 12 34 56 78', true],
    ['0612345678', true],
    ['+33 6 12 34 56 78', true],
    ['+33353012468', true],
    ['+41 79 123 45 67', true],
    ['+49 30 1234 5678', true],
    ['01512345678', true],
    ['0012345678', true], // Swiss form: 0 + 9 digits
    ['+33 0 12 34 56 78', false],
    ['06 12 34 56', false],
    ['+44 20 7946 0958', false],
    ['phone', false],
    ['+4915123456789', false],
    ['', false],
    ['06-12-34-56-78', false],
  ])('%p valid: %p', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });
});

describe('isValidPostalCode', () => {
  it.each([
    ['68000', true],
    ['67 000', true],
    ['1200', true],
    ['680', false],
    ['680000', false],
    ['6800A', false],
    ['', false],
  ])('%p valid: %p', (code, ok) => {
    expect(isValidPostalCode(code)).toBe(ok);
  });
});

describe('composePhone', () => {
  it.each([
    ['6 12 34 56 78', 'FR', '+33 6 12 34 56 78', true],
    ['79 123 45 67', 'CH', '+41 79 123 45 67', true],
    ['30 1234 5678', 'DE', '+49 30 1234 5678', true],
    ['06 12 34 56 78', 'DE', '06 12 34 56 78', true],
    ['+33612345678', 'CH', '+33612345678', true],
    ['12 34', 'FR', '+33 12 34', false],
  ] as const)('%p with %s → %p (valid %p)', (typed, country, stored, ok) => {
    expect(composePhone(typed, country)).toBe(stored);
    expect(isValidPhone(composePhone(typed, country))).toBe(ok);
  });
});
