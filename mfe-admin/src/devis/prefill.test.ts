import { devisTotals } from '@parquet-alsace/shared/devis';
import type { Lead } from '../leads/model';
import { addDays, DEFAULT_PAYMENT_TERMS, parisToday, prefillDevis } from './prefill';

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11',
  request_id: '11111111-2222-4333-8444-555555555555',
  created_at: '2026-11-26T08:30:00.000Z',
  last_contact_at: '2026-11-26T08:30:00.000Z',
  full_name: ' Camille Muller ',
  email: 'camille@example.fr',
  phone: '+33612345678',
  postal_code: '67000',
  city: 'Strasbourg',
  street_number: '12',
  street_name: 'rue des Tanneurs',
  address: '',
  surface: 35,
  finition: 'huileEnvironnement',
  finish_type: null,
  service_type: 'poncage_vitrification',
  estimated_price: 1540,
  status: 'nouveau',
  message: null,
  property_type: 'maison',
  has_elevator: null,
  teinture: false,
  source: 'wizard',
  photos_expected: 0,
  updated_at: '2026-11-26T08:30:00.000Z',
  home_older_than_two_years: true,
  vat_rate: 10,
  estimated_price_ttc: 1694,
  visit_token: 'a'.repeat(64),
  ...over,
});

test('a floor: one line in m² at the finish’s price per m², the customer and the works from the request', () => {
  const devis = prefillDevis(lead(), '2026-12-07');
  expect(devis.lines).toEqual([
    { description: 'Ponçage + huilage écologique', quantity: 35, unit: 'm²', unitPriceHt: 44, vatRate: 10 },
  ]);
  expect(devis).toMatchObject({
    customerName: 'Camille Muller',
    customerEmail: 'camille@example.fr',
    customerPhone: '06\u00a012\u00a034\u00a056\u00a078',
    worksAddress: '12 rue des Tanneurs\n67000 Strasbourg',
    worksNature: 'Ponçage + huilage écologique d’un parquet de 35\u00a0m² en maison.',
    homeOlderThanTwoYears: true,
    travelHt: 0,
    travelVatRate: 10,
    validUntil: '2027-01-06',
    paymentTerms: DEFAULT_PAYMENT_TERMS,
    depositPercent: 30,
    free: true,
    devisPriceTtc: 0,
  });
  // The same total as the estimate the visitor saw: 35 × 44 € HT, 10 % VAT.
  expect(devisTotals(devis)).toMatchObject({ ht: 1540, vat: 154, ttc: 1694, deposit: 508.2 });
});

test('tint and the flat without a lift each add their line; a newer home or no answer is at 20 %', () => {
  for (const older of [false, null]) {
    const devis = prefillDevis(
      lead({
        finition: 'poncageVitrification',
        finish_type: 'satine',
        teinture: true,
        property_type: 'appartement',
        has_elevator: false,
        home_older_than_two_years: older,
        street_number: null,
        street_name: null,
        address: '3 place Kléber, 67000 Strasbourg',
      }),
      '2026-12-07',
    );
    expect(devis.lines).toEqual([
      {
        description: 'Ponçage + vitrification (finition satinée)',
        quantity: 35,
        unit: 'm²',
        unitPriceHt: 42,
        vatRate: 20,
      },
      { description: 'Teinte', quantity: 35, unit: 'm²', unitPriceHt: 12, vatRate: 20 },
      {
        description: 'Appartement sans ascenseur\u00a0: montée du matériel',
        quantity: 1,
        unit: 'forfait',
        unitPriceHt: 80,
        vatRate: 20,
      },
    ]);
    expect(devis.worksAddress).toBe('3 place Kléber, 67000 Strasbourg');
    expect(devis.worksNature).toBe(
      'Ponçage + vitrification d’un parquet de 35\u00a0m² en appartement, finition satinée, avec teinte.',
    );
    expect(devis.travelVatRate).toBe(20);
    expect(devisTotals(devis).ht).toBe(35 * 42 + 35 * 12 + 80);
  }
});

test('stairs: a line per step at the rules’ price, its count left to the staff', () => {
  const devis = prefillDevis(lead({ finition: 'poncageEscalier', teinture: true }), '2026-12-07');
  expect(devis.lines).toEqual([
    {
      description: 'Rénovation d’escalier\u00a0: ponçage et finition, par marche',
      quantity: 0,
      unit: 'marche',
      unitPriceHt: 35,
      vatRate: 10,
    },
  ]);
  expect(devis.worksNature).toBe(
    'Rénovation d’un escalier en bois en maison\u00a0: ponçage et finition des marches.',
  );
});

test('the validity is 30 calendar days after the day in Paris', () => {
  expect(addDays('2026-02-10', 30)).toBe('2026-03-12');
  expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
  // 23:30 UTC on 31 December is already 1 January in Paris.
  expect(parisToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
});
