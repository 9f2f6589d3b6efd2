// The slot rules of technical visits (docs/adr-022-visit-booking.md), computed in SQL so every
// instance and the visitor's RPC agree: opening hours in Europe/Paris, visit length and buffer,
// notice in calendar days, horizon, a cap per day, closed days, and the same wall-clock hours
// on both sides of a daylight-saving change. The clock is the function's argument here.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../src/db/database.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { copyTemplateDatabase } from './helpers/template-database.ts';

let db: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = copyTemplateDatabase();
  db = await openPgliteDatabase(join(dataDir, 'pglite'));
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sql = async <Row extends object>(text: string, params: unknown[] = []) =>
  (await db.transaction((tx) => tx.query<Row>(text, params))).rows;

interface Rules {
  visit?: number;
  buffer?: number;
  notice?: number;
  horizon?: number;
  cap?: number;
  /** [weekday 1–7, opens, closes] */
  hours?: [number, string, string][];
  closed?: [string, string][];
}

/** A fresh agency « essai » with these rules (every other agency is untouched). */
async function agency(rules: Rules) {
  await sql(`delete from public.visits where agency = 'essai'`);
  await sql(`delete from public.visit_settings where agency = 'essai'`);
  await sql(
    `insert into public.visit_settings (agency, label, postal_prefixes, visit_minutes, buffer_minutes,
       notice_days, horizon_days, max_per_day) values ('essai', 'Essai', '{99}', $1, $2, $3, $4, $5)`,
    [rules.visit ?? 60, rules.buffer ?? 0, rules.notice ?? 1, rules.horizon ?? 7, rules.cap ?? 10],
  );
  for (const [weekday, opens, closes] of rules.hours ?? [[1, '09:00', '12:00']]) {
    await sql(
      `insert into public.visit_hours (agency, weekday, opens, closes) values ('essai', $1, $2, $3)`,
      [weekday, opens, closes],
    );
  }
  for (const [first, last] of rules.closed ?? []) {
    await sql(`insert into public.visit_closures (agency, first_day, last_day) values ('essai', $1, $2)`, [
      first,
      last,
    ]);
  }
}

/** The free slots at `now` (a Paris wall-clock time), as Paris wall-clock starts. */
async function slots(now: string): Promise<string[]> {
  const rows = await sql<{ local: string }>(
    `select to_char(starts_at at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as local
       from private.free_visit_slots('essai', ($1::timestamp at time zone 'Europe/Paris'), null)`,
    [now],
  );
  return rows.map((row) => row.local);
}

let leads = 0;
/** A booked visit of a new lead at a Paris wall-clock time. */
async function booked(start: string, minutes = 60, buffer = 0) {
  leads++;
  const [lead] = await sql<{ id: string }>(
    `insert into public.form_submissions (request_id, surface, full_name, phone, email, postal_code,
       property_type, finition, address)
     values (gen_random_uuid(), 20, 'Client ' || $1, '+33611223344', 'client' || $1 || '@example.com',
       '99000', 'maison', 'poncageVitrification', '99000 Essai') returning id`,
    [leads],
  );
  await sql(
    `insert into public.visits (lead_id, agency, starts_at, ends_at, blocked_until)
     select $1, 'essai', s, s + make_interval(mins => $3), s + make_interval(mins => $3 + $4)
       from (select $2::timestamp at time zone 'Europe/Paris' as s) as t`,
    [lead?.id, start, minutes, buffer],
  );
}

// 2026-12-14 is a Monday.
test('opening hours are cut into visits of the set length; a visit must end before closing', async () => {
  await agency({ visit: 60, hours: [[1, '09:00', '12:30']] });
  expect(await slots('2026-12-11 10:00')).toEqual([
    '2026-12-14 09:00',
    '2026-12-14 10:00',
    '2026-12-14 11:00',
  ]);
});

test('several ranges a day, only on the weekdays that have hours', async () => {
  await agency({
    visit: 60,
    hours: [
      [1, '09:00', '10:00'],
      [1, '14:00', '15:00'],
      [3, '08:00', '09:00'],
    ],
  });
  expect(await slots('2026-12-13 10:00')).toEqual([
    '2026-12-14 09:00',
    '2026-12-14 14:00',
    '2026-12-16 08:00',
  ]);
});

test('the buffer separates visits', async () => {
  await agency({ visit: 60, buffer: 30, hours: [[1, '09:00', '12:00']] });
  expect(await slots('2026-12-11 10:00')).toEqual(['2026-12-14 09:00', '2026-12-14 10:30']);
});

test('notice counts calendar days: 1 is « from tomorrow », 0 is later today', async () => {
  await agency({
    notice: 1,
    horizon: 2,
    hours: [
      [1, '09:00', '12:00'],
      [2, '09:00', '10:00'],
    ],
  });
  // Monday 10:30, tomorrow on: Tuesday only, whatever the hour today.
  expect(await slots('2026-12-14 10:30')).toEqual(['2026-12-15 09:00']);
  await agency({
    notice: 0,
    horizon: 2,
    hours: [
      [1, '09:00', '12:00'],
      [2, '09:00', '10:00'],
    ],
  });
  expect(await slots('2026-12-14 10:30')).toEqual(['2026-12-14 11:00', '2026-12-15 09:00']);
});

test('nothing past the horizon', async () => {
  await agency({
    horizon: 3,
    hours: [
      [1, '09:00', '10:00'],
      [4, '09:00', '10:00'],
    ],
  });
  // From Sunday 13th: Monday 14th (day +1) and Thursday 17th (day +4, past the horizon of 3).
  expect(await slots('2026-12-13 12:00')).toEqual(['2026-12-14 09:00']);
});

test('a booked visit and its buffer take their slots; a day at its cap offers none', async () => {
  await agency({
    visit: 60,
    buffer: 30,
    cap: 2,
    hours: [
      [1, '09:00', '13:00'],
      [2, '09:00', '11:00'],
    ],
  });
  expect(await slots('2026-12-11 10:00')).toEqual([
    '2026-12-14 09:00',
    '2026-12-14 10:30',
    '2026-12-14 12:00',
    '2026-12-15 09:00',
  ]);
  // A visit staff put at 10:00 (blocked until 11:30): 9:00 would run with its buffer into it,
  // 10:30 overlaps it; 12:00 is still free.
  await booked('2026-12-14 10:00', 60, 30);
  expect(await slots('2026-12-11 10:00')).toEqual(['2026-12-14 12:00', '2026-12-15 09:00']);
  await agency({ visit: 60, cap: 2, hours: [[1, '09:00', '13:00']] });
  await booked('2026-12-14 09:00');
  expect(await slots('2026-12-11 10:00')).toEqual([
    '2026-12-14 10:00',
    '2026-12-14 11:00',
    '2026-12-14 12:00',
  ]);
  await booked('2026-12-14 12:00');
  expect(await slots('2026-12-11 10:00')).toEqual([]);
});

test('closed days (holidays, leave) offer nothing, first and last day included', async () => {
  await agency({ horizon: 20, hours: [[1, '09:00', '10:00']] });
  expect(await slots('2026-12-11 10:00')).toEqual([
    '2026-12-14 09:00',
    '2026-12-21 09:00',
    '2026-12-28 09:00',
  ]);
  await agency({ horizon: 20, hours: [[1, '09:00', '10:00']], closed: [['2026-12-21', '2026-12-28']] });
  expect(await slots('2026-12-11 10:00')).toEqual(['2026-12-14 09:00']);
});

test('daylight-saving weekends keep the wall-clock hours (Europe/Paris)', async () => {
  const weekend: [number, string, string][] = [
    [6, '09:00', '10:00'],
    [7, '09:00', '10:00'],
    [1, '09:00', '10:00'],
  ];
  await agency({ horizon: 4, hours: weekend });
  const utc = async (now: string) =>
    (
      await sql<{ utc: string }>(
        `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as utc
           from private.free_visit_slots('essai', ($1::timestamp at time zone 'Europe/Paris'), null)`,
        [now],
      )
    ).map((row) => row.utc);
  // Summer time starts on Sunday 28 March 2027, ends on Sunday 31 October 2027.
  expect(await slots('2027-03-26 12:00')).toEqual([
    '2027-03-27 09:00',
    '2027-03-28 09:00',
    '2027-03-29 09:00',
  ]);
  expect(await utc('2027-03-26 12:00')).toEqual(['2027-03-27 08:00', '2027-03-28 07:00', '2027-03-29 07:00']);
  expect(await slots('2027-10-29 12:00')).toEqual([
    '2027-10-30 09:00',
    '2027-10-31 09:00',
    '2027-11-01 09:00',
  ]);
  expect(await utc('2027-10-29 12:00')).toEqual(['2027-10-30 07:00', '2027-10-31 08:00', '2027-11-01 08:00']);
});

test('an hour that does not exist on the spring-forward night is not offered twice or shifted into another', async () => {
  await agency({ horizon: 3, visit: 60, hours: [[7, '01:00', '04:00']] });
  const found = await slots('2027-03-26 12:00');
  // 01:00 exists; 02:00 does not (clocks jump to 03:00); 03:00 exists. No duplicate start.
  expect(new Set(found).size).toBe(found.length);
  expect(found).toEqual(['2027-03-28 01:00', '2027-03-28 03:00']);
});

test('slot labels are French, with no-break spaces', async () => {
  const [row] = await sql<{ label: string }>(
    `select private.visit_label('2026-12-15 08:00Z', '2026-12-15 09:00Z') as label`,
  );
  expect(row?.label).toBe('mardi 15\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000');
  // The first of a month is « 1er », in Paris: 23:30 UTC on 31 March is 1 April there.
  const [first] = await sql<{ label: string }>(
    `select private.visit_label('2027-03-31 23:30Z', '2027-04-01 00:30Z') as label`,
  );
  expect(first?.label).toBe('jeudi 1er\u00a0avril, 1\u00a0h\u00a030\u00a0– 2\u00a0h\u00a030');
});
