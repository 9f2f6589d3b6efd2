import { devisLineTotal, devisTotals } from './devis';

describe('devis totals', () => {
  it('sums lines and travel per VAT rate, to the cent', () => {
    const totals = devisTotals({
      lines: [
        { quantity: 25, unitPriceHt: 42, vatRate: 10 },
        { quantity: 10, unitPriceHt: 35, vatRate: 10 },
        { quantity: 1, unitPriceHt: 80, vatRate: 20 },
      ].map((l) => ({ ...l, description: 'x', unit: 'forfait' as const })),
      travelHt: 30,
      travelVatRate: 20,
      depositPercent: 30,
    });
    expect(totals.lineTotals).toEqual([1050, 350, 80]);
    expect(totals.byRate).toEqual([
      { rate: 10, ht: 1400, vat: 140, ttc: 1540 },
      { rate: 20, ht: 110, vat: 22, ttc: 132 },
    ]);
    expect([totals.ht, totals.vat, totals.ttc, totals.deposit]).toEqual([1510, 162, 1672, 501.6]);
  });

  it('rounds a line half up and each rate’s VAT once', () => {
    expect(devisLineTotal({ quantity: 12.5, unitPriceHt: 33.33 })).toBe(416.63);
    const totals = devisTotals({
      lines: [{ description: 'x', unit: 'm²', quantity: 12.5, unitPriceHt: 33.33, vatRate: 5.5 }],
      travelHt: 0,
      travelVatRate: 20,
      depositPercent: 0,
    });
    expect(totals.byRate).toEqual([{ rate: 5.5, ht: 416.63, vat: 22.91, ttc: 439.54 }]);
    expect(totals.deposit).toBe(0);
  });

  it('rounds on the exact decimal product, not on its binary approximation', () => {
    // 2,05 × 18,50 = 37,925 exactly (2.05 * 1850 is 3792.4999999999995 in binary): 37,93.
    expect(devisLineTotal({ quantity: 2.05, unitPriceHt: 18.5 })).toBe(37.93);
    expect(devisLineTotal({ quantity: 4.35, unitPriceHt: 8.5 })).toBe(36.98);
    expect(devisLineTotal({ quantity: 1.15, unitPriceHt: 35.5 })).toBe(40.83);
    // A unit price of three decimals is itself taken to the cent first: 18,505 → 18,51.
    expect(devisLineTotal({ quantity: 1, unitPriceHt: 18.505 })).toBe(18.51);
    expect(devisLineTotal({ quantity: 0.001, unitPriceHt: 5 })).toBe(0.01);
    expect(devisLineTotal({ quantity: 3, unitPriceHt: 0 })).toBe(0);
    const totals = devisTotals({
      lines: [{ description: 'x', unit: 'm²', quantity: 2.05, unitPriceHt: 18.5, vatRate: 10 }],
      travelHt: 0,
      travelVatRate: 10,
      depositPercent: 0,
    });
    expect([totals.ht, totals.vat, totals.ttc]).toEqual([37.93, 3.79, 41.72]);
  });

  it('has no rate at all for an empty devis', () => {
    const totals = devisTotals({ lines: [], travelHt: 0, travelVatRate: 10, depositPercent: 30 });
    expect(totals).toMatchObject({ byRate: [], ht: 0, vat: 0, ttc: 0, deposit: 0 });
  });
});
