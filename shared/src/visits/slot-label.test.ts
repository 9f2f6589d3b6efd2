import { slotsShown, visitSlotLabel } from './slot-label';

const at = (day: number, hour: number) => ({
  starts_at: new Date(Date.UTC(2026, 11, day, hour - 1)).toISOString(),
});
// Five slots a day from Monday 14 to Sunday 20 December (Paris hours 9 to 17).
const slots = [14, 15, 16, 17, 18, 19, 20].flatMap((day) => [9, 11, 13, 15, 17].map((hour) => at(day, hour)));

test('the first page shows two slots a day over three days, each more adds two whole days', () => {
  const first = slotsShown(slots, 0);
  expect(first).toEqual([at(14, 9), at(14, 11), at(15, 9), at(15, 11), at(16, 9), at(16, 11)]);
  const second = slotsShown(slots, 1);
  expect(second).toHaveLength(25);
  expect(first.every((slot) => second.includes(slot))).toBe(true);
  expect(slotsShown(slots, 2)).toHaveLength(35);
});

test('a slot reads in Paris time, with no-break spaces, whatever the device’s zone', () => {
  expect(visitSlotLabel('2027-03-29T07:00:00Z', '2027-03-29T08:00:00Z')).toBe(
    'lundi 29\u00a0mars, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
  );
  // The first of a month is « 1er », in Paris: 23:30 UTC on 31 March is 1 April there.
  expect(visitSlotLabel('2027-03-31T23:30:00Z', '2027-04-01T00:30:00Z')).toBe(
    'jeudi 1er\u00a0avril, 1\u00a0h\u00a030\u00a0– 2\u00a0h\u00a030',
  );
  expect(visitSlotLabel('2027-04-10T07:00:00Z', '2027-04-10T08:00:00Z')).toMatch(/^samedi 10\u00a0avril/);
});
