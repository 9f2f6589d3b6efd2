import { searchCondition } from './api';
import {
  canResend,
  deliveryState,
  filtersFromSearch,
  nextDay,
  parisDayStart,
  searchFromFilters,
} from './model';

describe('the inbox filters in the address', () => {
  it('keeps only what it understands', () => {
    expect(
      filtersFromSearch('?q=muller&statut=gagne&du=2026-11-01&au=nope&page=3&finition=vernisIntensif'),
    ).toEqual({
      q: 'muller',
      status: 'gagne',
      from: '2026-11-01',
      to: '',
      finish: 'vernisIntensif',
      page: 3,
    });
    expect(filtersFromSearch('?statut=admin&page=-2')).toMatchObject({ status: '', page: 1 });
  });

  it('round-trips through the address, leaving out what is empty', () => {
    const filters = filtersFromSearch('?q=67000&statut=nouveau&page=2');
    expect(searchFromFilters(filters)).toBe('?q=67000&statut=nouveau&page=2');
    expect(searchFromFilters({ ...filters, q: '', status: '', page: 1 })).toBe('');
  });
});

describe('French calendar days', () => {
  it.each([
    ['2026-11-26', '2026-11-25T23:00:00.000Z'], // winter: UTC+1
    ['2026-07-14', '2026-07-13T22:00:00.000Z'], // summer: UTC+2
    // The nights the clocks change: the day begins in the offset of the night before.
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(parisDayStart(day)).toBe(instant);
  });

  it('knows the day after the end of a month', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the search', () => {
  it('looks in the name, e-mail, phone and postal code', () => {
    expect(searchCondition('muller')).toBe(
      'full_name.ilike."*muller*",email.ilike."*muller*",phone.ilike."*muller*",postal_code.ilike."*muller*"',
    );
  });

  it('finds a phone typed the French way in the stored international form', () => {
    expect(searchCondition('06 12 34')).toContain('phone.ilike."*61234*"');
  });

  it('cannot break out of its quotes or add wildcards', () => {
    expect(searchCondition('a",id.eq.1')).toBe(
      'full_name.ilike."*a ,id.eq.1*",email.ilike."*a ,id.eq.1*",phone.ilike."*a ,id.eq.1*",postal_code.ilike."*a ,id.eq.1*"',
    );
    expect(searchCondition('%*')).toBeNull();
  });
});

describe('a delivery’s state', () => {
  it.each([
    [{ status: 'done', attempts: 1 }, 'delivered'],
    [{ status: 'failed', attempts: 8 }, 'failed'],
    [{ status: 'pending', attempts: 2 }, 'retrying'],
    [{ status: 'pending', attempts: 0 }, 'waiting'],
  ])('%j is %s', (job, state) => {
    expect(deliveryState(job)).toBe(state);
  });

  it.each([
    [{ status: 'failed', attempts: 8, last_error: 'SMTP 550' }, true],
    [{ status: 'pending', attempts: 2, last_error: 'SMTP 451' }, true],
    // Held (the business's e-mail waiting for the photos), or its first try under way.
    [{ status: 'pending', attempts: 0, last_error: null }, false],
    [{ status: 'pending', attempts: 1, last_error: null }, false],
    [{ status: 'done', attempts: 1, last_error: null }, false],
  ])('%j can be re-sent: %s', (job, resendable) => {
    expect(canResend(job)).toBe(resendable);
  });
});
