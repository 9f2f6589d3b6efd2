import { formatPrice } from './pricing';
import { formatVatRate, vatLabel, vatRateFor, withVat } from './vat';

// Expected figures worked out by hand (docs/adr-005-quote-rules-and-prices.md, "VAT").

describe('the VAT rate follows the answer about the home', () => {
  it.each([
    [true, 10],
    [false, 20],
    [null, 20],
    [undefined, 20],
  ] as const)('home finished more than two years ago: %p → %p %', (answer, rate) => {
    expect(vatRateFor(answer)).toBe(rate);
  });
});

describe('a price with its VAT', () => {
  it.each([
    [1050, 10, 105, 1155],
    [42, 10, 4.2, 46.2],
    [44, 20, 8.8, 52.8],
    [1760, 20, 352, 2112],
    [12.34, 10, 1.23, 13.57],
    // Half a cent of VAT rounds up.
    [12.35, 10, 1.24, 13.59],
    [0.05, 10, 0.01, 0.06],
    [33.33, 5.5, 1.83, 35.16],
  ])('%p € HT at %p % → VAT %p €, %p € TTC', (ht, rate, vat, ttc) => {
    expect(withVat(ht, rate)).toEqual({ ht, vat, ttc, rate });
  });

  it('keeps HT + VAT = TTC to the cent, the VAT within half a cent of the rate, for every amount', () => {
    for (const rate of [5.5, 10, 20]) {
      for (let cents = 0; cents <= 20_000; cents += 7) {
        const price = withVat(cents / 100, rate);
        const ht = price.ht * 100;
        const vat = price.vat * 100;
        const ttc = price.ttc * 100;
        for (const v of [ht, vat, ttc]) expect(Math.abs(v - Math.round(v))).toBeLessThan(1e-6);
        expect(Math.round(ht) + Math.round(vat)).toBe(Math.round(ttc));
        expect(Math.abs(Math.round(vat) - (cents * rate) / 100)).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe('how a price with VAT reads', () => {
  it('shows cents only when there are some, with French spaces', () => {
    expect(formatPrice(46.2)).toBe('46,20\u00a0€');
    expect(formatPrice(1155)).toBe('1\u202f155\u00a0€');
    expect(formatPrice(2112.5)).toBe('2\u202f112,50\u00a0€');
  });

  it('names the rate with a decimal comma', () => {
    expect(vatLabel(10)).toBe('TVA 10\u00a0%');
    expect(formatVatRate(5.5)).toBe('5,5\u00a0%');
  });
});
