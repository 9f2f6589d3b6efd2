// The back office's rules, tried on the database itself the way a hosted project's PostgREST
// runs a request (role and JWT claims local to one transaction): what a visitor, a signed-in
// user who is not staff, and a staff member may read and change; the lead pipeline, notes,
// moderation, the audit log and the RGPD functions. No local server is involved, so what passes
// here holds on hosted Supabase. PGlite always; PostgreSQL too when DATABASE_URL names a server.
import { randomUUID } from 'node:crypto';
import { addAuthUsers, ruleTargets, signedInUser, staffRulesDatabase } from './helpers/rules-database.ts';

const targets = ruleTargets();

const PENDING_REVIEW = '50000000-0000-4000-8000-000000000003';

describe.each(targets)('staff rules on %s', (_label, serverUrl) => {
  const { database, staff, outsider, anon, service, rows, outcome } = staffRulesDatabase(
    'chef@example.com',
    serverUrl,
  );

  async function submitQuote(email: string): Promise<string> {
    const [row] = await rows(anon, 'select public.submit_quote($1::jsonb) as id', [
      JSON.stringify({
        requestId: randomUUID(),
        surface: 40,
        propertyType: 'maison',
        finition: 'poncageVitrification',
        fullName: 'Léa Muller',
        phone: '06 12 34 56 78',
        email,
        postalCode: '67000',
        sendCopy: true,
        acceptTerms: true,
      }),
    ]);
    return String(row?.id);
  }

  test('a signed-in user who is not staff reads exactly what a visitor reads', async () => {
    const lead = await submitQuote('lea@example.com');
    expect(lead).toMatch(/^[0-9a-f-]{36}$/);
    for (const sql of [
      'select id, status from public.reviews order by id',
      'select id, review_id from public.review_responses order by id',
    ]) {
      expect(await rows(outsider, sql)).toEqual(await rows(anon, sql));
    }
    for (const table of ['form_submissions', 'outbox_jobs', 'lead_notes', 'audit_log']) {
      expect(await rows(outsider, `select * from public.${table}`)).toEqual([]);
      expect(await outcome(anon, `select * from public.${table}`)).toBe('42501');
      expect(
        (await rows(staff, `select count(*)::int as n from public.${table}`))[0]?.n,
      ).toBeGreaterThanOrEqual(table === 'lead_notes' || table === 'audit_log' ? 0 : 1);
    }
  });

  test('a non-staff user changes nothing and may not call a staff function', async () => {
    const lead = await submitQuote('paul.h@example.com');
    const moved = await rows(
      outsider,
      `update public.form_submissions set status = 'gagne' where id = $1 returning id`,
      [lead],
    );
    expect(moved).toEqual([]);
    expect(
      await outcome(outsider, `insert into public.lead_notes (lead_id, body) values ($1, 'x')`, [lead]),
    ).toBe('42501');
    const approved = await rows(
      outsider,
      `update public.reviews set status = 'approved' where id = $1 returning id`,
      [PENDING_REVIEW],
    );
    expect(approved).toEqual([]);
    for (const call of [
      `select public.export_person('paul.h@example.com')`,
      `select public.erase_person('paul.h@example.com')`,
      'select public.resend_outbox_job(1)',
    ]) {
      expect(await outcome(outsider, call)).toBe('42501');
      expect(await outcome(anon, call)).toBe('42501');
    }
    const [stored] = await rows(service, 'select status from public.form_submissions where id = $1', [lead]);
    expect(stored?.status).toBe('nouveau');
    expect(await rows(outsider, 'select public.is_staff_member() as staff')).toEqual([{ staff: false }]);
    expect(await rows(staff, 'select public.is_staff_member() as staff')).toEqual([{ staff: true }]);
    expect(await outcome(anon, 'select public.is_staff_member()')).toBe('42501');
  });

  test('staff move a lead with a dated note; the author is the signed-in member; it is audited', async () => {
    const lead = await submitQuote('marc@example.com');
    const [note] = await rows(
      staff,
      `insert into public.lead_notes (lead_id, body, status) values ($1, 'Rappelé, visite jeudi', 'contacte')
       returning author_id, author_email, status`,
      [lead],
    );
    expect(note).toEqual({ author_id: staff.sub, author_email: staff.email, status: 'contacte' });
    expect(
      await outcome(
        staff,
        `insert into public.lead_notes (lead_id, body, author_email) values ($1, 'Signé par un autre', 'faux@example.com')`,
        [lead],
      ),
    ).toBe('42501');
    const [moved] = await rows(staff, 'select status from public.form_submissions where id = $1', [lead]);
    expect(moved?.status).toBe('contacte');
    // A status outside the lead_status type is refused by the type itself (HTTP 400 over REST).
    expect(
      await outcome(staff, `update public.form_submissions set status = 'rappeler' where id = $1`, [lead]),
    ).toBe('22P02');
    expect(
      await outcome(staff, `update public.form_submissions set full_name = 'Autre' where id = $1`, [lead]),
    ).toBe('42501');

    const entries = await rows(
      staff,
      `select actor_id, actor_email, action, table_name, before ->> 'status' as was, after ->> 'status' as now
         from public.audit_log where row_id = $1 order by id`,
      [lead],
    );
    expect(entries).toEqual([
      {
        actor_id: staff.sub,
        actor_email: staff.email,
        action: 'update',
        table_name: 'form_submissions',
        was: 'nouveau',
        now: 'contacte',
      },
    ]);
  });

  test('nobody writes the audit log: not staff, not the service key, not even its owner', async () => {
    const lead = await submitQuote('journal@example.com');
    await rows(staff, `update public.form_submissions set status = 'perdu' where id = $1`, [lead]);
    for (const caller of [staff, service]) {
      expect(
        await outcome(
          caller,
          `insert into public.audit_log (table_name, row_id, action) values ('reviews', 'x', 'update')`,
        ),
      ).toBe('42501');
      expect(await outcome(caller, 'update public.audit_log set actor_email = null')).toBe('42501');
      expect(await outcome(caller, 'delete from public.audit_log')).toBe('42501');
    }
    const owner = async (sql: string) => {
      try {
        await database().transaction((tx) => tx.query(sql));
        return 'ok';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(await owner(`update public.audit_log set actor_email = 'autre@example.com'`)).toBe('42501');
    expect(await owner('delete from public.audit_log')).toBe('42501');
    expect(await owner('truncate public.audit_log')).toBe('42501');
  });

  test('staff rights end with the session the token names', async () => {
    expect((await rows(staff, 'select id from public.form_submissions')).length).toBeGreaterThan(0);
    // The same member with a token of a session that does not exist (ended, or never was).
    const ended = { ...staff, session_id: randomUUID() };
    expect(await rows(ended, 'select id from public.form_submissions')).toEqual([]);
    expect((await rows(ended, 'select public.is_staff_member() as staff'))[0]?.staff).toBe(false);
    const { session_id: _, ...noSession } = staff;
    expect(await rows(noSession, 'select id from public.form_submissions')).toEqual([]);
    // A session of another user does not do either.
    expect(
      await rows({ ...staff, session_id: outsider.session_id }, 'select id from public.form_submissions'),
    ).toEqual([]);
  });

  test('a removed member loses access with the very next request', async () => {
    const member = signedInUser('apprenti@example.com');
    await addAuthUsers(database(), [member]);
    await rows(service, 'select public.staff_member_add($1, $2)', [member.sub, member.email]);
    expect((await rows(member, 'select id from public.form_submissions')).length).toBeGreaterThan(0);
    const [removed] = await rows(service, 'select public.staff_member_remove($1) as removed', [member.sub]);
    expect(removed?.removed).toBe(true);
    expect(await rows(member, 'select id from public.form_submissions')).toEqual([]);
    // Deleting the Auth user removes the membership too.
    await rows(service, 'select public.staff_member_add($1, $2)', [member.sub, member.email]);
    await database().transaction((tx) => tx.query('delete from auth.users where id = $1', [member.sub]));
    expect(await rows(member, 'select id from public.form_submissions')).toEqual([]);
    expect(
      (await rows(service, 'select email from public.staff_member_list()')).map((row) => row.email),
    ).toEqual([staff.email]);
  });

  test('a refusal needs a reason, is e-mailed to the author once, and the response is one per review', async () => {
    const review = randomUUID();
    await rows(
      service,
      `insert into public.reviews (id, name, email, title, content, rating) values ($1, 'Zoé', 'zoe@example.com', 'Bof', 'Pas venu au rendez-vous.', 1)`,
      [review],
    );
    expect(
      await outcome(staff, `update public.reviews set status = 'rejected' where id = $1`, [review]),
    ).toBe('23514');
    await rows(
      staff,
      `update public.reviews set status = 'rejected', rejection_reason = 'Propos injurieux' where id = $1`,
      [review],
    );
    const jobs = await rows(
      service,
      `select payload ->> 'email' as email, payload ->> 'reason' as reason from public.outbox_jobs where kind = 'review_rejection' and payload ->> 'reviewId' = $1`,
      [review],
    );
    expect(jobs).toEqual([{ email: 'zoe@example.com', reason: 'Propos injurieux' }]);
    const [moderated] = await rows(
      staff,
      'select moderated_at is not null as dated, rejection_reason from public.reviews where id = $1',
      [review],
    );
    expect(moderated).toEqual({ dated: true, rejection_reason: 'Propos injurieux' });

    await rows(staff, `update public.reviews set status = 'approved' where id = $1`, [review]);
    expect(await rows(anon, 'select id from public.reviews where id = $1', [review])).toEqual([
      { id: review },
    ]);
    await rows(
      staff,
      `insert into public.review_responses (review_id, response_text) values ($1, 'Désolés !')`,
      [review],
    );
    expect(
      await outcome(
        staff,
        `insert into public.review_responses (review_id, response_text) values ($1, 'Encore')`,
        [review],
      ),
    ).toBe('23505');
    await rows(
      staff,
      `update public.review_responses set response_text = 'Toutes nos excuses.' where review_id = $1`,
      [review],
    );
    expect(
      await rows(anon, 'select response_text from public.review_responses where review_id = $1', [review]),
    ).toEqual([{ response_text: 'Toutes nos excuses.' }]);
  });

  test('the address a refusal goes to is shown to staff only, for a review still waiting', async () => {
    const review = randomUUID();
    await rows(
      service,
      `insert into public.reviews (id, name, email, title, content, rating) values ($1, 'Yann', 'yann@example.com', 'Moyen', 'Pas venu au rendez-vous.', 2)`,
      [review],
    );
    const ask = 'select public.review_author_email($1) as email';
    expect(await rows(staff, ask, [review])).toEqual([{ email: 'yann@example.com' }]);
    expect(await outcome(outsider, ask, [review])).toBe('42501');
    expect(await outcome(anon, ask, [review])).toBe('42501');
    // The column itself stays out of reach, even of staff.
    expect(await outcome(staff, 'select email from public.reviews where id = $1', [review])).toBe('42501');
    await rows(staff, `update public.reviews set status = 'approved' where id = $1`, [review]);
    expect(await rows(staff, ask, [review])).toEqual([{ email: null }]);
  });

  test('staff re-send a failed delivery: the worker gets it again now, and it is audited', async () => {
    const lead = await submitQuote('julie@example.com');
    const [job] = await rows(
      service,
      `update public.outbox_jobs set status = 'failed', attempts = 9, last_error = 'SMTP 550', next_attempt_at = now() + interval '1 day'
        where lead_id = $1 and kind = 'quote_email' returning id`,
      [lead],
    );
    const [resent] = await rows(staff, 'select public.resend_outbox_job($1) as job', [job?.id]);
    expect(resent?.job).toMatchObject({ status: 'pending' });
    const claimed = await rows(
      service,
      `select id from public.claim_outbox_jobs(10, 60, 'email') where id = $1`,
      [job?.id],
    );
    expect(claimed).toHaveLength(1);
    const [entry] = await rows(
      staff,
      `select action, actor_email from public.audit_log where table_name = 'outbox_jobs' and row_id = $1`,
      [String(job?.id)],
    );
    expect(entry).toEqual({ action: 'resend', actor_email: staff.email });
  });

  test('a status moved by someone else meanwhile is not overwritten: the note says what its writer saw', async () => {
    const lead = await submitQuote('ines@example.com');
    const status = async () =>
      (await rows(service, 'select status from public.form_submissions where id = $1', [lead]))[0]?.status;
    // B, who saw « nouveau », loses it.
    await rows(
      staff,
      `insert into public.lead_notes (lead_id, body, status, seen_status) values ($1, 'Sans suite', 'perdu', 'nouveau')`,
      [lead],
    );
    expect(await status()).toBe('perdu');
    // A, who also saw « nouveau », is refused: the lead stays lost, A's note is not added.
    expect(
      await outcome(
        staff,
        `insert into public.lead_notes (lead_id, body, status, seen_status) values ($1, 'Appelée', 'contacte', 'nouveau')`,
        [lead],
      ),
    ).toBe('PT409');
    expect(await status()).toBe('perdu');
    expect(await rows(service, 'select body from public.lead_notes where lead_id = $1', [lead])).toEqual([
      { body: 'Sans suite' },
    ]);
    // Read again, A moves it from what is now shown; a note without a status is never refused.
    await rows(
      staff,
      `insert into public.lead_notes (lead_id, body, status, seen_status) values ($1, 'Rappel', 'contacte', 'perdu')`,
      [lead],
    );
    expect(await status()).toBe('contacte');
    await rows(
      staff,
      `insert into public.lead_notes (lead_id, body, seen_status) values ($1, 'Note seule', 'nouveau')`,
      [lead],
    );
  });

  test('staff cannot re-send a delivery never tried or whose first try is under way: it would leave twice', async () => {
    const lead = await submitQuote('hugo@example.com');
    const [held] = await rows(
      service,
      `update public.outbox_jobs set next_attempt_at = now() + interval '10 minutes'
        where lead_id = $1 and kind = 'quote_email' returning id, attempts`,
      [lead],
    );
    expect(held?.attempts).toBe(0);
    const refused = await outcome(staff, 'select public.resend_outbox_job($1)', [held?.id]);
    expect(refused).toBe('P0001');
    // Claimed by a worker, its first try under way.
    await rows(
      service,
      `update public.outbox_jobs set attempts = 1, next_attempt_at = now() + interval '90 seconds' where id = $1`,
      [held?.id],
    );
    expect(await outcome(staff, 'select public.resend_outbox_job($1)', [held?.id])).toBe('P0001');
    // That try failed and waits for the next: it may be tried again now.
    await rows(service, `update public.outbox_jobs set last_error = 'SMTP 451' where id = $1`, [held?.id]);
    const [resent] = await rows(staff, 'select public.resend_outbox_job($1) as job', [held?.id]);
    expect(resent?.job).toMatchObject({ status: 'pending', attempts: 1 });
  });

  test('staff export then erase one person; the log keeps what happened, not who the person was', async () => {
    const lead = await submitQuote('Efface.Moi@example.com');
    await rows(
      staff,
      `insert into public.lead_notes (lead_id, body, status) values ($1, 'Numéro perso : 06 00', 'contacte')`,
      [lead],
    );
    const [exported] = await rows(staff, `select public.export_person('efface.moi@example.com') as data`);
    const data = exported?.data as { leads: { id: string; notes: unknown[]; deliveries: unknown[] }[] };
    expect(data.leads.map((row) => row.id)).toEqual([lead]);
    expect(data.leads[0]?.notes).toHaveLength(1);
    expect(data.leads[0]?.deliveries.length).toBeGreaterThanOrEqual(2);

    const [erased] = await rows(staff, `select public.erase_person('EFFACE.MOI@example.com') as counts`);
    expect(erased?.counts).toMatchObject({ leads: 1, notes: 1 });
    expect(await rows(service, 'select id from public.form_submissions where id = $1', [lead])).toEqual([]);
    expect(await rows(service, 'select id from public.outbox_jobs where lead_id = $1', [lead])).toEqual([]);
    expect(await rows(service, 'select id from public.lead_notes where lead_id = $1', [lead])).toEqual([]);

    const log = JSON.stringify(await rows(staff, 'select * from public.audit_log'));
    expect(log).not.toContain('efface.moi');
    expect(log).not.toContain('Numéro perso');
    const actions = await rows(
      staff,
      `select action from public.audit_log where table_name = 'person' order by id`,
    );
    expect(actions).toEqual([{ action: 'export' }, { action: 'erase' }]);
  });
});
