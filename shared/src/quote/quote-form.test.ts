import { type QuoteFields, validateQuote, validateStep } from './quote-form';

const valid: QuoteFields = {
  surface: 25,
  propertyType: 'maison',
  hasElevator: null,
  finition: 'poncageVitrification',
  fullName: 'Jean Dupont',
  phone: '6 12 34 56 78',
  phoneCountry: 'FR',
  email: 'jean@example.fr',
  postalCode: '68000',
};

describe('validateStep messages', () => {
  it.each<[1 | 2 | 3, Partial<QuoteFields>, string, string]>([
    [1, { surface: null }, 'surface', "Merci d'indiquer la surface de votre pièce"],
    [1, { surface: 250 }, 'surface', 'La surface doit être comprise entre 10 et 200\u00a0m²'],
    [1, { propertyType: '' }, 'propertyType', 'Merci de sélectionner le type de bien'],
    [
      1,
      { propertyType: 'appartement', hasElevator: null },
      'hasElevator',
      "Merci d'indiquer si l'immeuble dispose d'un ascenseur",
    ],
    [2, { finition: '' }, 'finition', 'Merci de sélectionner un type de finition'],
    [2, { finition: 'parquetNeuf' }, 'finition', 'Merci de sélectionner un type de finition'],
    [3, { fullName: '  ' }, 'fullName', "Merci d'indiquer votre nom complet"],
    [3, { phone: ' ' }, 'phone', "Merci d'indiquer un numéro de téléphone"],
    [
      3,
      { phone: '12 34' },
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

  it('reads the number with the country chosen in the selector', () => {
    expect(validateStep(3, { ...valid, phone: '151 12345678', phoneCountry: 'FR' })).toHaveProperty('phone');
    expect(validateStep(3, { ...valid, phone: '151 12345678', phoneCountry: 'DE' })).toEqual({});
  });

  it('requires the terms before sending', () => {
    expect(validateQuote(valid, false)).toEqual({
      acceptTerms: 'Vous devez accepter les conditions générales',
    });
    expect(validateQuote(valid, true)).toEqual({});
  });
});
