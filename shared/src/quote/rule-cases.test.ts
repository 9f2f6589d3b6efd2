import { toE164 } from './phone';
import { estimatePrice, savingsVersusReplacement } from './pricing';
import { phoneShapeE164, validateContact, validateQuote } from './quote-form';
import {
  completeQuoteFields,
  emailCases,
  lengthCases,
  phoneCases,
  phoneInvalidMessage,
  postalCodeCases,
  priceCases,
  ruleCaseCount,
  surfaceCases,
  vatCases,
} from './rules/rule-cases';
import { validateStep } from './steps';
import { checkSurface } from './surface';
import { isValidEmail, normalizePostalCode, quoteMessages } from './validation';
import { vatRateFor, withVat } from './vat';

// The shared case table through the browser's rules; backend/test/rule-cases.test.ts runs the
// same table through the database.

const complete = completeQuoteFields;

test('the table holds at least 40 hand-written cases', () => {
  expect(ruleCaseCount).toBeGreaterThanOrEqual(40);
});

describe('VAT', () => {
  it.each(vatCases)(
    '$surface m², $finition, home older than two years $homeOlderThanTwoYears → $rate %, $priceTtc € TTC',
    ({ homeOlderThanTwoYears, price, rate, priceTtc, ...input }) => {
      const ht = estimatePrice(input);
      expect(ht).toBe(price);
      expect(vatRateFor(homeOlderThanTwoYears)).toBe(rate);
      expect(ht === null ? null : withVat(ht, rate).ttc).toBe(priceTtc);
    },
  );
});

describe('prices', () => {
  it.each(priceCases)(
    '$surface m², $finition, $propertyType (lift $hasElevator), tint $teinture → $price €',
    (c) => {
      expect(estimatePrice(c)).toBe(c.price);
      expect(savingsVersusReplacement(c)).toBe(c.savings);
    },
  );
});

describe('surface', () => {
  it.each(surfaceCases)('typed $typed → stored $stored', ({ typed, stored, message }) => {
    const checked = checkSurface(typed);
    expect(checked.ok ? checked.value : null).toBe(stored);
    // The message shows on step 1, where the field is.
    expect(validateStep(1, { ...complete, surface: typed }).surface).toBe(message);
  });
});

describe('phone numbers', () => {
  it.each(phoneCases)('$typed ($country) → $e164', ({ typed, country, e164 }) => {
    expect(toE164(typed, country)).toBe(e164);
    expect(validateContact({ ...complete, phone: typed, phoneCountry: country }, toE164).phone).toBe(
      e164 ? undefined : phoneInvalidMessage,
    );
    // The database's shape check, which the browser uses when the library cannot be fetched
    // (no connection), agrees on every case: no number of the table is refused offline.
    expect(phoneShapeE164(typed, country)).toBe(e164);
  });
});

describe('e-mail addresses', () => {
  it.each(emailCases)('$address valid: $valid', ({ address, valid }) => {
    expect(isValidEmail(address)).toBe(valid);
    expect(validateContact({ ...complete, email: address }, toE164).email).toBe(
      valid ? undefined : quoteMessages.email,
    );
  });
});

describe('lengths', () => {
  it.each(lengthCases)('$field of $length characters → $message', ({ field, length, message }) => {
    const errors = validateQuote({ ...complete, [field]: 'x'.repeat(length) }, true, toE164);
    expect(errors).toEqual(message ? { [field]: message } : {});
  });
});

describe('postal codes', () => {
  it.each(postalCodeCases)('$typed → $stored', ({ typed, stored, message }) => {
    expect(validateContact({ ...complete, postalCode: typed }, toE164).postalCode).toBe(message);
    if (stored) expect(normalizePostalCode(typed)).toBe(stored);
  });
});
