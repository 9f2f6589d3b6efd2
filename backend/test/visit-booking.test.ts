// Booking a technical visit through the backend's REST subset, as the thank-you page and the
// visitor's link do (docs/adr-022-visit-booking.md): the slots offered, the booking, its note
// and mails, a change and a cancellation, the French refusals, what anon may not do; and, on
// PostgreSQL 15, two visitors taking one slot at the same moment through two server instances.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../src/db/migrations.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from '../tools/postgres-cluster.ts';
import { MINIMAL_SEED, testSchemaFiles } from './helpers/template-database.ts';
import { startTestServer, supabaseClient, type TestServer } from './helpers/test-server.ts';

const quote = (requestId: string, name = 'Anne Klein') => ({
  payload: {
    requestId,
    surface: 20,
    propertyType: 'maison',
    finition: 'poncageVitrification',
    fullName: name,
    phone: '06 11 22 33 44',
    email: 'anne@example.com',
    postalCode: '68000',
    acceptTerms: true,
    sendCopy: true,
  },
});

interface Slot {
  starts_at: string;
  ends_at: string;
}
interface Booked {
  visit_id: string;
  starts_at: string;
  label: string;
  sequence: number;
  manage_token: string;
}

const parisDay = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

/**
 * A request booked on its first free slot, then its visit placed at `hour` (UTC) tomorrow and
 * dated `bookedDaysAgo` days back, as the reminders read it.
 */
async function bookedTomorrow(server: TestServer, name: string, hour: number, bookedDaysAgo: number) {
  const requestId = randomUUID();
  expect((await server.anon.rpc('submit_quote', quote(requestId, name))).error).toBeNull();
  const [slot] = (await server.anon.rpc('available_visit_slots', { p_request_id: requestId })).data as Slot[];
  const booked = await server.anon.rpc('book_visit', {
    p_request_id: requestId,
    p_starts_at: slot?.starts_at,
  });
  expect(booked.error).toBeNull();
  const visit = (booked.data as Booked[])[0] as Booked;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const start = new Date(Date.parse(`${today}T${String(hour).padStart(2, '0')}:00:00Z`) + 86_400_000);
  const placed = await server.service
    .from('visits')
    .update({
      agency: 'siege',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      blocked_until: new Date(start.getTime() + 3_600_000).toISOString(),
      updated_at: new Date(Date.now() - bookedDaysAgo * 86_400_000).toISOString(),
    })
    .eq('id', visit.visit_id);
  expect(placed.error).toBeNull();
  const { data: lead } = await server.service
    .from('form_submissions')
    .select('id')
    .eq('request_id', requestId)
    .single();
  return { leadId: lead?.id as string, visit };
}

describe('on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function newRequest(name?: string): Promise<string> {
    const requestId = randomUUID();
    const { error } = await server.anon.rpc('submit_quote', quote(requestId, name));
    expect(error).toBeNull();
    return requestId;
  }
  async function slotsOf(requestId: string): Promise<Slot[]> {
    const { data, error } = await server.anon.rpc('available_visit_slots', { p_request_id: requestId });
    expect(error).toBeNull();
    return data as Slot[];
  }
  const jobs = async (kind: string) =>
    (
      await server.service
        .from('outbox_jobs')
        .select('payload, dedupe_key')
        .eq('kind', kind)
        .order('id', { ascending: true })
    ).data as { payload: Record<string, unknown>; dedupe_key: string }[];

  test('a visitor books, changes and cancels; each step notes the lead and mails an invitation', async () => {
    const requestId = await newRequest();
    const slots = await slotsOf(requestId);
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(new Set(slots.map((slot) => parisDay(slot.starts_at))).size).toBeGreaterThanOrEqual(2);
    // From tomorrow on (Europe/Paris).
    expect(parisDay(slots[0]?.starts_at as string)).not.toBe(parisDay(new Date().toISOString()));

    const first = slots[0] as Slot;
    const booked = await server.anon.rpc('book_visit', {
      p_request_id: requestId,
      p_starts_at: first.starts_at,
    });
    expect(booked.error).toBeNull();
    const [visit] = booked.data as Booked[];
    expect(visit).toMatchObject({ sequence: 0 });
    expect(new Date(visit?.starts_at as string).toISOString()).toBe(new Date(first.starts_at).toISOString());
    expect(visit?.label).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+\u00a0\p{L}+, \d+\u00a0h\u00a0\d\d\u00a0– /u,
    );
    expect(visit?.manage_token).toMatch(/^[0-9a-f]{64}$/);

    const { data: lead } = await server.service
      .from('form_submissions')
      .select('id, status, lead_notes(body, status)')
      .eq('request_id', requestId)
      .single();
    expect(lead?.status).toBe('visite_planifiee');
    expect(lead?.lead_notes).toEqual([
      {
        status: 'visite_planifiee',
        body: `Visite technique planifiée le ${visit?.label} (choisie par le client).`,
      },
    ]);
    const invitations = await jobs('visit_invitation');
    expect(invitations.at(-1)?.payload).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      visitToken: visit?.manage_token,
    });
    expect((await jobs('visit_notice')).at(-1)?.payload).not.toHaveProperty('visitToken');
    // The visitor's copy of the quote carries the link too.
    expect((await jobs('quote_copy')).at(-1)?.payload).toMatchObject({ visitToken: visit?.manage_token });

    // The visit's own slot is offered again for a change, the others too.
    const again = await slotsOf(requestId);
    const other = again.find((slot) => slot.starts_at !== first.starts_at) as Slot;
    const moved = await server.anon.rpc('book_visit', {
      p_request_id: requestId,
      p_starts_at: other.starts_at,
    });
    expect(moved.error).toBeNull();
    expect((moved.data as Booked[])[0]).toMatchObject({ visit_id: visit?.visit_id, sequence: 1 });
    expect((await jobs('visit_invitation')).at(-1)?.payload).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
    });

    const shown = await server.anon.rpc('visit_by_token', { p_token: visit?.manage_token });
    expect(shown.data).toEqual([
      expect.objectContaining({ request_id: requestId, status: 'booked', sequence: 1, can_change: true }),
    ]);

    const cancelled = await server.anon.rpc('cancel_visit_by_token', { p_token: visit?.manage_token });
    expect(cancelled.error).toBeNull();
    expect((await jobs('visit_invitation')).at(-1)?.payload).toMatchObject({ method: 'CANCEL', sequence: 2 });
    const { data: after } = await server.service
      .from('form_submissions')
      .select('status')
      .eq('request_id', requestId)
      .single();
    expect(after?.status).toBe('contacte');
    // Cancelled: the slot is free for everybody again.
    expect((await slotsOf(await newRequest('Autre'))).map((s) => s.starts_at)).toContain(other.starts_at);
  });

  test('the slot already booked, asked again, changes nothing; booked after a cancellation, it is confirmed, not moved', async () => {
    const requestId = await newRequest('Double Appui');
    const [first, second] = await slotsOf(requestId);
    const book = async (slot: Slot | undefined) => {
      const booked = await server.anon.rpc('book_visit', {
        p_request_id: requestId,
        p_starts_at: slot?.starts_at,
      });
      expect(booked.error).toBeNull();
      return (booked.data as Booked[])[0] as Booked;
    };
    const notes = async () =>
      (
        await server.service
          .from('form_submissions')
          .select('lead_notes(body)')
          .eq('request_id', requestId)
          .single()
      ).data?.lead_notes.map((note: { body: string }) => note.body);
    const mine = async () =>
      (await jobs('visit_invitation'))
        .filter((job) => job.payload.fullName === 'Double Appui')
        .map((job) => job.payload);

    const visit = await book(first);
    // A second tap, or the form sent again: the same visit, no note, no mail.
    expect(await book(first)).toMatchObject({ visit_id: visit.visit_id, sequence: 0 });
    expect(await notes()).toHaveLength(1);
    expect(await mine()).toEqual([expect.objectContaining({ method: 'REQUEST', moved: false, sequence: 0 })]);

    await book(second);
    expect(
      (await server.anon.rpc('cancel_visit_by_token', { p_token: visit.manage_token })).error,
    ).toBeNull();
    expect(await book(first)).toMatchObject({ visit_id: visit.visit_id, sequence: 3 });
    expect((await mine()).map(({ method, moved, sequence }) => ({ method, moved, sequence }))).toEqual([
      { method: 'REQUEST', moved: false, sequence: 0 },
      { method: 'REQUEST', moved: true, sequence: 1 },
      { method: 'CANCEL', moved: false, sequence: 2 },
      { method: 'REQUEST', moved: false, sequence: 3 },
    ]);
    expect((await notes())?.at(-1)).toMatch(/^Visite technique planifiée le /);
  });

  test('a taken slot, a slot never offered and an unknown request are refused in French', async () => {
    const [one, two] = [await newRequest('Un'), await newRequest('Deux')];
    const slot = (await slotsOf(one))[0] as Slot;
    expect(
      (await server.anon.rpc('book_visit', { p_request_id: one, p_starts_at: slot.starts_at })).error,
    ).toBeNull();
    const taken = await server.anon.rpc('book_visit', { p_request_id: two, p_starts_at: slot.starts_at });
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe('Ce créneau vient d’être réservé : choisissez-en un autre.');
    // The loser is offered the next slots, without the taken one.
    expect((await slotsOf(two)).map((s) => s.starts_at)).not.toContain(slot.starts_at);

    const odd = new Date(new Date(slot.starts_at).getTime() + 7 * 60_000).toISOString();
    const never = await server.anon.rpc('book_visit', { p_request_id: two, p_starts_at: odd });
    expect(never.status).toBe(422);
    expect(never.error?.message).toBe('Ce créneau n’est plus proposé : choisissez-en un autre.');

    for (const call of [
      server.anon.rpc('available_visit_slots', { p_request_id: randomUUID() }),
      server.anon.rpc('book_visit', { p_request_id: randomUUID(), p_starts_at: slot.starts_at }),
    ]) {
      const { status, error } = await call;
      expect(status).toBe(404);
      expect(error?.message).toMatch(/^Demande de devis introuvable/);
    }
    expect((await server.anon.rpc('visit_by_token', { p_token: 'a'.repeat(64) })).data).toEqual([]);
  });

  test('anon reads no visit nor availability and may not call the staff functions', async () => {
    for (const table of ['visits', 'visit_settings', 'visit_hours', 'visit_closures']) {
      const { error } = await server.anon.from(table).select('*');
      expect(error?.code).toBe('42501');
    }
    for (const [name, args] of [
      ['staff_book_visit', { p_lead_id: randomUUID(), p_starts_at: new Date().toISOString() }],
      ['staff_cancel_visit', { p_lead_id: randomUUID() }],
      ['staff_visit_slots', { p_lead_id: randomUUID() }],
      ['enqueue_visit_reminders', {}],
    ] as const) {
      const { error } = await server.anon.rpc(name, args);
      expect(error?.code).toBe('42501');
    }
  });

  test('the reminder is queued once, the day before, and not for a visit booked that day', async () => {
    const earlier = (await bookedTomorrow(server, 'Rappel Avant', 5, 3)).leadId;
    await bookedTomorrow(server, 'Rappel Jour Même', 3, 0);
    expect((await server.service.rpc('enqueue_visit_reminders')).data).toBe(1);
    expect((await server.service.rpc('enqueue_visit_reminders')).data).toBe(0);
    const reminders = await jobs('visit_reminder');
    expect(reminders.map((job) => job.payload.leadId)).toEqual([earlier]);
  });

  async function staffMember(email: string) {
    const password = 'un mot de passe assez long';
    const created = await server.service.auth.admin.createUser({ email, password, email_confirm: true });
    expect(created.error).toBeNull();
    const added = await server.service.rpc('staff_member_add', {
      member_id: created.data.user?.id,
      member_email: email,
    });
    expect(added.error).toBeNull();
    const client = supabaseClient(server.url, server.backend.anonKey);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return client;
  }

  test('staff book only a slot the back office offers; overlapping opening hours are refused', async () => {
    const staff = await staffMember('agenda@example.com');
    const requestId = await newRequest('Par Téléphone');
    const { data: lead } = await server.service
      .from('form_submissions')
      .select('id')
      .eq('request_id', requestId)
      .single();
    const offered = (await staff.rpc('staff_visit_slots', { p_lead_id: lead?.id })).data as Slot[];
    const slot = offered[0] as Slot;
    const later = (minutes: number) => new Date(new Date(slot.starts_at).getTime() + minutes * 60_000);
    // A time between two slots, or one past the horizon: what the list never offers.
    for (const wanted of [later(7), later(200 * 24 * 60)]) {
      const refused = await staff.rpc('staff_book_visit', {
        p_lead_id: lead?.id,
        p_starts_at: wanted.toISOString(),
      });
      expect(refused.status).toBe(422);
      expect(refused.error?.message).toBe('Ce créneau n’est plus proposé : choisissez-en un autre.');
    }
    const unknown = await staff.rpc('staff_book_visit', {
      p_lead_id: randomUUID(),
      p_starts_at: slot.starts_at,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Demande introuvable.');
    const booked = await staff.rpc('staff_book_visit', { p_lead_id: lead?.id, p_starts_at: slot.starts_at });
    expect(booked.error).toBeNull();
    expect((booked.data as { booked_by: string }).booked_by).toBe('equipe');

    // Sunday has no hours in the seed: a range, one touching it, then one overlapping both.
    const hours = (opens: string, closes: string) =>
      staff.from('visit_hours').insert({ agency: 'siege', weekday: 7, opens, closes });
    try {
      expect((await hours('09:00', '12:00')).error).toBeNull();
      expect((await hours('12:00', '14:00')).error).toBeNull();
      const overlapping = await hours('11:30', '12:30');
      expect(overlapping.error?.code).toBe('23P01');
      expect(overlapping.error?.message).toMatch(/visit_hours_no_overlap/);
      // The same range twice overlaps too.
      expect((await hours('09:00', '12:00')).error?.code).toBe('23P01');
    } finally {
      await server.service.from('visit_hours').delete().eq('agency', 'siege').eq('weekday', 7);
    }
  });

  test('the database itself refuses two visits of one agency at once', async () => {
    const [a, b] = [await newRequest('A'), await newRequest('B')];
    const ids = (await server.service.from('form_submissions').select('id').in('request_id', [a, b]))
      .data as { id: string }[];
    const at = new Date(Date.now() + 40 * 86_400_000);
    const row = (lead: string, offsetMinutes: number) => ({
      lead_id: lead,
      agency: 'siege',
      starts_at: new Date(at.getTime() + offsetMinutes * 60_000).toISOString(),
      ends_at: new Date(at.getTime() + (offsetMinutes + 60) * 60_000).toISOString(),
      blocked_until: new Date(at.getTime() + (offsetMinutes + 90) * 60_000).toISOString(),
    });
    expect((await server.service.from('visits').insert(row(ids[0]?.id as string, 0))).error).toBeNull();
    const second = await server.service.from('visits').insert(row(ids[1]?.id as string, 80));
    expect(second.error?.code).toBe('23P01');
  });
});

describe('the worker’s mails', () => {
  let server: TestServer;
  const mailDir = mkdtempSync(join(tmpdir(), 'parquet-visit-mail-'));
  beforeAll(async () => {
    server = await startTestServer({
      siteUrl: 'https://www.parquet-alsace.example',
      functionEnv: { MAIL_DIR: mailDir, NOTIFY_TO: 'devis@parquet-alsace.example', SMTP_HOST: undefined },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  test('the visitor gets the invitation (text/calendar, METHOD:REQUEST), the business a notice', async () => {
    const requestId = randomUUID();
    expect((await server.anon.rpc('submit_quote', quote(requestId))).error).toBeNull();
    const [slot] = (await server.anon.rpc('available_visit_slots', { p_request_id: requestId }))
      .data as Slot[];
    const booked = await server.anon.rpc('book_visit', {
      p_request_id: requestId,
      p_starts_at: slot?.starts_at,
    });
    expect(booked.error).toBeNull();
    const [visit] = booked.data as Booked[];
    await server.backend.runWorkerOnce();
    // Quoted-printable lines joined again (long links are folded).
    const mails = readdirSync(mailDir).map((file) => ({
      file,
      raw: readFileSync(join(mailDir, file), 'utf8').replace(/=\r?\n/g, ''),
    }));
    const invitation = mails.find((mail) => mail.file.includes('visit_invitation'))?.raw ?? '';
    expect(invitation).toContain('To: anne@example.com');
    expect(invitation).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(invitation).toContain(`https://www.parquet-alsace.example/visite/${visit?.manage_token}/`);
    const notice = mails.find((mail) => mail.file.includes('visit_notice'))?.raw ?? '';
    expect(notice).toContain('To: devis@parquet-alsace.example');
    expect(notice).not.toContain(visit?.manage_token);
    // The quote's copy leads to the same page.
    const copy = mails.find((mail) => mail.file.includes('quote_copy'))?.raw ?? '';
    expect(copy).toContain(`/visite/${visit?.manage_token}/`);
  });

  test('a reminder leaves only while its visit is still booked at that time, tomorrow', async () => {
    // Placed tomorrow afternoon, booked three days ago: a reminder is due.
    const kept = (await bookedTomorrow(server, 'Rappel Gardé', 13, 3)).visit;
    const cancelled = (await bookedTomorrow(server, 'Rappel Annulé', 15, 3)).visit;
    expect((await server.service.rpc('enqueue_visit_reminders')).data).toBe(2);
    // Cancelled after its reminder was queued, before the worker sent it.
    expect(
      (await server.anon.rpc('cancel_visit_by_token', { p_token: cancelled.manage_token })).error,
    ).toBeNull();
    for (const file of readdirSync(mailDir)) rmSync(join(mailDir, file));
    await server.backend.runWorkerOnce();
    const reminders = readdirSync(mailDir)
      .filter((file) => file.includes('visit_reminder'))
      .map((file) => readFileSync(join(mailDir, file), 'utf8').replace(/=\r?\n/g, ''));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(`/visite/${kept.manage_token}/`);
    const jobs = (await server.service.from('outbox_jobs').select('status').eq('kind', 'visit_reminder'))
      .data;
    expect(jobs?.map((job) => job.status)).toEqual(['done', 'done']);
  });
});

let cluster: Cluster | null = null;
afterAll(() => cluster?.stop());

if (postgres15Available) {
  describe('on PostgreSQL 15 with two server instances', () => {
    let servers: TestServer[] = [];
    beforeAll(async () => {
      cluster = await startPostgres15();
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('create database visits');
      await admin.end();
      const url = cluster.url('visits');
      const db = await openPostgresDatabase(url);
      await migrate(db, testSchemaFiles());
      await db.close();
      servers = [
        await startTestServer({ databaseUrl: url, seedFile: MINIMAL_SEED }),
        await startTestServer({ databaseUrl: url, seedFile: MINIMAL_SEED }),
      ];
    }, 60_000);
    afterAll(async () => {
      for (const server of servers) await server.close();
    });

    test('two visitors booking the same slot at the same moment: exactly one succeeds', async () => {
      const [one, two] = servers as [TestServer, TestServer];
      const requests = [randomUUID(), randomUUID()];
      expect((await one.anon.rpc('submit_quote', quote(requests[0] as string, 'Un'))).error).toBeNull();
      expect((await two.anon.rpc('submit_quote', quote(requests[1] as string, 'Deux'))).error).toBeNull();
      const slot = (
        (await one.anon.rpc('available_visit_slots', { p_request_id: requests[0] })).data as Slot[]
      )[0];
      for (let round = 0; round < 5; round++) {
        const target = (
          round === 0
            ? slot
            : ((await one.anon.rpc('available_visit_slots', { p_request_id: requests[0] })).data as Slot[])[
                round
              ]
        ) as Slot;
        const outcomes = await Promise.all([
          one.anon.rpc('book_visit', { p_request_id: requests[0], p_starts_at: target.starts_at }),
          two.anon.rpc('book_visit', { p_request_id: requests[1], p_starts_at: target.starts_at }),
        ]);
        const won = outcomes.filter((outcome) => outcome.error === null);
        const lost = outcomes.filter((outcome) => outcome.error !== null);
        expect(won).toHaveLength(1);
        expect(lost.map((outcome) => [outcome.status, outcome.error?.message])).toEqual([
          [409, 'Ce créneau vient d’être réservé : choisissez-en un autre.'],
        ]);
        const loser = outcomes.indexOf(lost[0] as (typeof outcomes)[number]);
        const next = (
          await (servers[loser] as TestServer).anon.rpc('available_visit_slots', {
            p_request_id: requests[loser],
          })
        ).data as Slot[];
        expect(next.length).toBeGreaterThanOrEqual(3);
        expect(next.map((s) => s.starts_at)).not.toContain(target.starts_at);
        // Both free again for the next round.
        await one.service.from('visits').delete().not('id', 'is', null);
      }
    });

    test('one request booked twice at the same moment, through both instances: one visit, no error', async () => {
      const [one, two] = servers as [TestServer, TestServer];
      for (const sameSlot of [true, false]) {
        const requestId = randomUUID();
        expect((await one.anon.rpc('submit_quote', quote(requestId, 'Double'))).error).toBeNull();
        const slots = (await one.anon.rpc('available_visit_slots', { p_request_id: requestId }))
          .data as Slot[];
        const other = slots.find(
          (slot) => parisDay(slot.starts_at) !== parisDay(slots[0]?.starts_at as string),
        );
        const outcomes = await Promise.all([
          one.anon.rpc('book_visit', { p_request_id: requestId, p_starts_at: slots[0]?.starts_at }),
          two.anon.rpc('book_visit', {
            p_request_id: requestId,
            p_starts_at: (sameSlot ? slots[0] : other)?.starts_at,
          }),
        ]);
        // Never the duplicate key of a second visit, nor « taken » about the visitor's own.
        expect(outcomes.map((outcome) => outcome.error)).toEqual([null, null]);
        const ids = outcomes.map((outcome) => (outcome.data as Booked[])[0]?.visit_id);
        expect(ids[0]).toBe(ids[1]);
        const { data: lead } = await one.service
          .from('form_submissions')
          .select('id')
          .eq('request_id', requestId)
          .single();
        const visits = (await one.service.from('visits').select('id').eq('lead_id', lead?.id)).data;
        expect(visits).toHaveLength(1);
        await one.service.from('visits').delete().not('id', 'is', null);
      }
    });
  });
} else if (postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
}
