import { toE164 } from './phone';
import { checkQuote, loadPhoneRules, phoneShapeE164, validateContact, validateQuote } from './quote-form';
import { type QuoteFields, validateStep } from './steps';

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
    [1, { surface: null }, 'surface', 'Merci d’indiquer la surface de votre pièce'],
    [1, { surface: 250 }, 'surface', 'La surface doit être comprise entre 10 et 200\u00a0m²'],
    [1, { propertyType: '' }, 'propertyType', 'Merci de sélectionner le type de bien'],
    [
      1,
      { propertyType: 'appartement', hasElevator: null },
      'hasElevator',
      'Merci d’indiquer si l’immeuble dispose d’un ascenseur',
    ],
    [2, { finition: '' }, 'finition', 'Merci de sélectionner un type de finition'],
    [2, { finition: 'parquetNeuf' }, 'finition', 'Merci de sélectionner un type de finition'],
    [3, { fullName: '  ' }, 'fullName', 'Merci d’indiquer votre nom complet'],
    [3, { phone: ' ' }, 'phone', 'Merci d’indiquer un numéro de téléphone'],
    [
      3,
      { phone: '12 34' },
      'phone',
      'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    ],
    [3, { email: 'jean@' }, 'email', 'Merci d’indiquer une adresse e-mail valide'],
    [3, { email: '' }, 'email', 'Merci d’indiquer une adresse e-mail valide'],
    [3, { postalCode: '' }, 'postalCode', 'Merci d’indiquer un code postal'],
    [3, { postalCode: '680' }, 'postalCode', 'Merci d’indiquer un code postal valide'],
  ])('step %i with %p → %s: %s', (step, change, key, message) => {
    const f = { ...valid, ...change };
    expect(step === 3 ? validateContact(f, toE164) : validateStep(step, f)).toEqual({ [key]: message });
  });

  it('a complete form has no error at any step', () => {
    expect(validateStep(1, valid)).toEqual({});
    expect(validateStep(2, valid)).toEqual({});
    expect(validateContact(valid, toE164)).toEqual({});
  });

  it('reads the number with the country chosen in the selector', () => {
    expect(validateContact({ ...valid, phone: '151 12345678', phoneCountry: 'FR' }, toE164)).toHaveProperty(
      'phone',
    );
    expect(validateContact({ ...valid, phone: '151 12345678', phoneCountry: 'DE' }, toE164)).toEqual({});
  });

  it('requires the terms before sending', () => {
    expect(validateQuote(valid, false, toE164)).toEqual({
      acceptTerms: 'Vous devez accepter les conditions générales',
    });
    expect(validateQuote(valid, true, toE164)).toEqual({});
  });
});

describe('the phone library, fetched on demand', () => {
  it('checkQuote waits for it and gives the number as sent', async () => {
    await expect(checkQuote({ ...valid, phone: '0151 12345678', phoneCountry: 'DE' }, true)).resolves.toEqual(
      {
        ok: true,
        phone: '+4915112345678',
      },
    );
    await expect(checkQuote({ ...valid, phone: '12 34' }, true)).resolves.toEqual({
      ok: false,
      errors: { phone: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)' },
    });
  });

  it('loads once: every caller gets the same check', async () => {
    expect(await loadPhoneRules()).toBe(await loadPhoneRules());
    expect(await loadPhoneRules()).toBe(toE164);
  });

  // Its numbering plans are stricter than the database's shape check, which stands in for it
  // only when it cannot be fetched: numbers of the right length in ranges no operator holds.
  it.each([
    ['+33 7 00 00 00 00', 'FR', '+33700000000'],
    ['020 123 45 67', 'CH', '+41201234567'],
    ['+49 100 1234567', 'DE', '+491001234567'],
  ] as const)('%s (%s) has the shape of a number but is refused', (typed, country, shape) => {
    expect(phoneShapeE164(typed, country)).toBe(shape);
    expect(toE164(typed, country)).toBeNull();
  });
});
