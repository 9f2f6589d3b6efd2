// The devis's totals computed twice agree: by the database (`private.devis_ttc`, the total the
// link's e-mail states) and by `devisTotals` of the shared package (what the customer's page,
// the PDF and the back office show), on products whose exact half-cent a binary multiplication
// misses (docs/adr-023-devis.md, "Totals by one rule").
import type { SupabaseClient } from '@supabase/supabase-js';
import { type DevisLine, devisTotals } from '../../shared/src/quote/devis.ts';
import { COMPANY, content, newDevis, newLead, send, staffMember } from './helpers/devis.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let staff: SupabaseClient;
beforeAll(async () => {
  process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
  server = await startTestServer();
  delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
  staff = await staffMember(server, 'devis-totaux@example.com');
  expect(
    (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
  ).toBeNull();
});
afterAll(() => server.close());

test('the e-mail’s total is the page’s: the database rounds each line as devisTotals does', async () => {
  // 2,05 × 18,50 = 37,925 exactly (2.05 * 1850 is 3792.4999999999995 in binary), a price and
  // travel costs of three decimals, one line per rate.
  const lines: DevisLine[] = [
    { description: 'Ponçage', quantity: 2.05, unit: 'm²', unitPriceHt: 18.5, vatRate: 10 },
    { description: 'Vernis', quantity: 4.35, unit: 'm²', unitPriceHt: 8.5, vatRate: 20 },
    { description: 'Huile', quantity: 1.15, unit: 'm²', unitPriceHt: 35.5, vatRate: 5.5 },
    { description: 'Plinthes', quantity: 1, unit: 'forfait', unitPriceHt: 18.505, vatRate: 10 },
  ];
  const travel = { travelHt: 12.345, travelVatRate: 20 } as const;
  const tricky = content({ lines, ...travel });
  const devisId = await newDevis(staff, await newLead(server), tricky);
  await send(staff, devisId);
  const link = (
    await server.service.from('outbox_jobs').select('payload').eq('kind', 'devis_link')
  ).data?.find((job) => (job.payload as { devisId?: string }).devisId === devisId);
  // 37,93 + 18,51 = 56,44 → 62,08 at 10 %; 36,98 + 12,35 = 49,33 → 59,20 at 20 %; 40,83 → 43,08.
  expect(devisTotals({ lines, ...travel, depositPercent: 30 }).ttc).toBe(164.36);
  expect((link?.payload as { ttc?: number } | undefined)?.ttc).toBe(164.36);
});
