// The city of a lead whose visitor typed none: the commune of the postal code when that code is
// one commune's alone (migration *_lead_city_from_postal_code.sql), so the inbox's « Lieu » and
// the CSV's « Ville » are not empty.
import { houseQuote } from './helpers/quotes.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function cityOf(overrides: Record<string, unknown>): Promise<unknown> {
  const { data: id, error } = await server.anon.rpc('submit_quote', { payload: houseQuote(overrides) });
  expect(error).toBeNull();
  const { data } = await server.service.from('form_submissions').select('city').eq('id', id).single();
  return data?.city;
}

test.each([
  [{ postalCode: '68000' }, 'Colmar'],
  [{ postalCode: '67 000', city: '' }, 'Strasbourg'],
  [{ postalCode: '68100', city: 'Ville' }, 'Mulhouse'],
  [{ postalCode: '90000' }, 'Belfort'],
  [{ postalCode: '57000' }, 'Metz'],
  // Several communes share it: left blank rather than guessed.
  [{ postalCode: '68420' }, null],
  [{ postalCode: '75001' }, null],
  // What the visitor typed is kept.
  [{ postalCode: '68000', city: 'Wintzenheim' }, 'Wintzenheim'],
])('%j → %p', async (overrides, city) => {
  expect(await cityOf(overrides)).toBe(city);
});
