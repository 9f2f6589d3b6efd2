// The shared case table of the quote rules (shared/src/quote/rules/rule-cases.ts) through the
// database: submit_quote as the browser calls it, and the other tables that store an address.
// The browser's rules run the same table in shared/src/quote/rule-cases.test.ts, so a rule
// changed on one side only fails here or there. PGlite always; PostgreSQL when DATABASE_URL
// names a server.
import {
  emailCases,
  lengthCases,
  phoneCases,
  phoneInvalidMessage,
  postalCodeCases,
  priceCases,
  surfaceCases,
  vatCases,
} from '../../shared/src/quote/rules/rule-cases.ts';
import { houseQuote } from './helpers/quotes.ts';
import { ruleTargets } from './helpers/rules-database.ts';
import { startTestServerOn, type TestServer } from './helpers/test-server.ts';

const targets = ruleTargets();

const quote = (overrides: Record<string, unknown> = {}) =>
  houseQuote({ hasElevator: null, phone: '+33612345678', phoneCountry: 'FR', ...overrides });

describe.each(targets)('the shared rule cases on %s', (_label, serverUrl) => {
  let server: TestServer;

  beforeAll(async () => {
    // Well over a hundred writes from one address: lift the per-IP limit for this server only.
    const limit = process.env.RATE_LIMIT_WRITES_PER_MINUTE;
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
    try {
      server = await startTestServerOn(serverUrl);
    } finally {
      if (limit === undefined) delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
      else process.env.RATE_LIMIT_WRITES_PER_MINUTE = limit;
    }
  });
  afterAll(async () => {
    await server.close();
  });

  /** Stores the request and returns its row, or returns the refusal (field and message). */
  async function submit(overrides: Record<string, unknown>) {
    const { data, error, status } = await server.anon.rpc('submit_quote', { payload: quote(overrides) });
    if (error) {
      expect(status).toBe(400);
      expect(error.code).toBe('23514');
      return { refused: { field: error.details, message: error.hint } };
    }
    const row = await server.service.from('form_submissions').select('*').eq('id', data).single();
    return { row: row.data as Record<string, unknown> };
  }

  test.each(priceCases)(
    'price: $surface m², $finition, $propertyType (lift $hasElevator), tint $teinture → $price €',
    async ({ surface, finition, propertyType, hasElevator, teinture, price }) => {
      const { row } = await submit({ surface, finition, propertyType, hasElevator, teinture });
      expect(row?.estimated_price).toBe(price);
    },
  );

  test.each(vatCases)(
    'VAT: $surface m², $finition, home older than two years $homeOlderThanTwoYears → $rate %, $priceTtc € TTC',
    async ({ homeOlderThanTwoYears, price, rate, priceTtc, ...fields }) => {
      const { row } = await submit({ ...fields, homeOlderThanTwoYears });
      expect(row).toMatchObject({
        home_older_than_two_years: homeOlderThanTwoYears,
        estimated_price: price,
        vat_rate: rate,
        estimated_price_ttc: priceTtc,
      });
      // The e-mails are written from the job's payload: it carries the rate and the TTC.
      const job = await server.service
        .from('outbox_jobs')
        .select('payload')
        .eq('dedupe_key', `quote_email:${row?.id}`)
        .single();
      expect(job.data?.payload).toMatchObject({
        home_older_than_two_years: homeOlderThanTwoYears,
        vat_rate: rate,
        estimated_price_ttc: priceTtc,
      });
    },
  );

  test('VAT: an answer that is not yes or no is refused with a French message', async () => {
    const { refused } = await submit({ homeOlderThanTwoYears: 'oui' });
    expect(refused).toEqual({
      field: 'homeOlderThanTwoYears',
      message: 'Valeur invalide : oui ou non attendu',
    });
  });

  test.each(surfaceCases)('surface: typed $typed → stored $stored', async ({ typed, stored, message }) => {
    const result = await submit({ surface: typed ?? undefined });
    if (stored === null) expect(result.refused).toEqual({ field: 'surface', message });
    else expect(result.row?.surface).toBe(stored);
  });

  test.each(phoneCases)('phone: $typed ($country) → $e164', async ({ typed, country, e164 }) => {
    if (e164) {
      // What the browser sends for it: E.164, stored as sent.
      const { row } = await submit({ phone: e164, phoneCountry: country });
      expect(row?.phone).toBe(e164);
    } else {
      const { refused } = await submit({ phone: typed, phoneCountry: country });
      expect(refused).toEqual({ field: 'phone', message: phoneInvalidMessage });
    }
  });

  test.each(emailCases)(
    'e-mail: $address valid: $valid, for quotes, reviews and the newsletter',
    async ({ address, valid }) => {
      const result = await submit({ email: address });
      if (valid) expect(result.row?.email).toBe(address);
      else
        expect(result.refused).toEqual({
          field: 'email',
          message: 'Merci d’indiquer une adresse e-mail valide',
        });

      const review = await server.anon.from('reviews').insert({
        name: 'Marie',
        email: address,
        title: 'Très bien',
        content: 'Un travail soigné et rapide.',
        rating: 5,
      });
      const newsletter = await server.anon.from('newsletter_subscribers').insert({ email: address });
      for (const answer of [review, newsletter]) {
        if (valid) expect(answer.error).toBeNull();
        else expect(answer.error?.code).toBe('23514');
      }
    },
  );

  test.each(lengthCases)(
    'length: $field of $length characters → $message',
    async ({ field, length, message }) => {
      const result = await submit({ [field]: 'x'.repeat(length) });
      if (message) expect(result.refused).toEqual({ field, message });
      else expect(result.refused).toBeUndefined();
    },
  );

  test.each(postalCodeCases)('postal code: $typed → $stored', async ({ typed, stored, message }) => {
    const result = await submit({ postalCode: typed });
    if (stored) expect(result.row?.postal_code).toBe(stored);
    else expect(result.refused).toEqual({ field: 'postalCode', message });
  });

  test('a request queued by an older page, with a national number and its country, is stored in E.164', async () => {
    const { row } = await submit({ phone: '0151 12345678', phoneCountry: 'DE' });
    expect(row?.phone).toBe('+4915112345678');
  });
});
