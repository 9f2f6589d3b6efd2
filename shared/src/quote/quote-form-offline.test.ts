import { checkQuote, loadPhoneRules } from './quote-form';
import { completeQuoteFields } from './rules/rule-cases';
import type { QuoteFields } from './steps';

// The phone library's chunk cannot be fetched (connection lost before the contact step).
let mockFetches = 0;
jest.mock('./phone', () => {
  mockFetches += 1;
  throw new Error('Loading chunk phone-rules failed');
});

const form: QuoteFields = completeQuoteFields;

test('a failed fetch is tried again on the next call', async () => {
  await expect(loadPhoneRules()).rejects.toThrow('phone-rules');
  await expect(loadPhoneRules()).rejects.toThrow('phone-rules');
  expect(mockFetches).toBe(2);
});

test('the request can still be sent (and kept): the database’s check stands in', async () => {
  await expect(checkQuote(form, true)).resolves.toEqual({ ok: true, phone: '+33612345678' });
  await expect(checkQuote({ ...form, phone: '06 12 34' }, true)).resolves.toEqual({
    ok: false,
    errors: { phone: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)' },
  });
});
