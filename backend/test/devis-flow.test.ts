// The devis signed online through the backend's REST subset, as the back office and the
// production server call it (docs/data-model.md, "Devis"): what blocks the sending, the numbers
// without gaps, the versions, the code by e-mail and its limits, the acceptance and its proof,
// the refusal, the expiry, the reminders, and who may call what. On PostgreSQL 15, devis sent
// at the same moment through two server instances still get consecutive numbers.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { migrate } from '../src/db/migrations.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import {
  type Cluster,
  postgres15Available,
  postgres15Required,
  startPostgres15,
} from '../tools/postgres-cluster.ts';
import {
  accept,
  COMPANY,
  content,
  DAY,
  newDevis,
  newLead,
  parisDate,
  requestCode,
  type Sent,
  SHA,
  type Shown,
  send,
  staffMember,
  year,
} from './helpers/devis.ts';
import { MINIMAL_SEED, testSchemaFiles } from './helpers/template-database.ts';
import { startTestServer, supabaseClient, type TestServer } from './helpers/test-server.ts';

async function shown(server: TestServer, token: string): Promise<Shown | undefined> {
  const { data, error } = await server.service.rpc('devis_by_token', { p_token: token });
  expect(error).toBeNull();
  return (data as Shown[])[0];
}

const jobs = async (server: TestServer, kind: string) =>
  (
    await server.service
      .from('outbox_jobs')
      .select('payload, dedupe_key')
      .eq('kind', kind)
      .order('id', { ascending: true })
  ).data as { payload: Record<string, unknown>; dedupe_key: string }[];

const leadStatus = async (server: TestServer, leadId: string) =>
  (await server.service.from('form_submissions').select('status').eq('id', leadId).single()).data?.status;

describe('the devis on PGlite', () => {
  let server: TestServer;
  let staff: SupabaseClient;
  beforeAll(async () => {
    // Staff and the test's visitors write from one address more than a visitor would a minute.
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
    server = await startTestServer();
    delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
    staff = await staffMember(server, 'devis@example.com');
    // Complete details: each test may send (the first one empties them and fills them again).
    expect(
      (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
    ).toBeNull();
  });
  afterAll(() => server.close());

  test('a missing item blocks the sending (PT422), naming each one; complete, it is sent', async () => {
    const blank = Object.fromEntries(Object.keys(COMPANY).map((key) => [key, '']));
    expect(
      (await server.service.from('company_details').update(blank).eq('id', 'entreprise')).error,
    ).toBeNull();
    const leadId = await newLead(server);
    const devisId = await newDevis(
      staff,
      leadId,
      content({
        customerName: ' ',
        lines: [{ description: '', quantity: 0, unit: 'm²', unitPriceHt: 1, vatRate: 10 }],
        validUntil: '2020-01-01',
        paymentTerms: '',
      }),
    );
    const missing = await staff.rpc('staff_devis_missing', { p_devis: devisId });
    expect(missing.error).toBeNull();
    expect(missing.data).toEqual([
      'company.legal_name',
      'company.legal_form',
      'company.address',
      'company.siret',
      'company.rcs',
      'company.vat_number',
      'company.phone',
      'company.email',
      'company.insurer_name',
      'company.insurer_policy',
      'company.insurer_area',
      'company.mediator_name',
      'company.mediator_contact',
      'devis.customer_name',
      'devis.lines',
      'devis.valid_until',
      'devis.payment_terms',
    ]);
    const refused = await staff.rpc('staff_send_devis', { p_devis: devisId });
    expect(refused.status).toBe(422);
    expect(refused.error?.message).toMatch(
      /^Avant d’envoyer le devis, complétez : la raison sociale de l’entreprise, /,
    );
    expect(refused.error?.message).toContain('les conditions de paiement.');

    // A placeholder counts as missing.
    expect(
      (
        await server.service
          .from('company_details')
          .update({ ...COMPANY, rcs: 'RCS à compléter' })
          .eq('id', 'entreprise')
      ).error,
    ).toBeNull();
    expect((await staff.from('devis').update({ content: content() }).eq('id', devisId)).error).toBeNull();
    expect((await staff.rpc('staff_devis_missing', { p_devis: devisId })).data).toEqual(['company.rcs']);
    expect(
      (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
    ).toBeNull();
    expect((await staff.rpc('staff_devis_missing', { p_devis: devisId })).data).toEqual([]);
    // A price or a rate that is not one, travel costs without their rate: the lines block it.
    for (const broken of [
      { lines: [{ description: 'Ponçage', quantity: 2, unit: 'm²', unitPriceHt: '30', vatRate: 10 }] },
      { lines: [{ description: 'Ponçage', quantity: 2, unit: 'm²', unitPriceHt: 30, vatRate: 7 }] },
      { travelHt: 40, travelVatRate: null },
    ]) {
      expect(
        (
          await staff
            .from('devis')
            .update({ content: content(broken) })
            .eq('id', devisId)
        ).error,
      ).toBeNull();
      expect((await staff.rpc('staff_devis_missing', { p_devis: devisId })).data).toEqual(['devis.lines']);
    }
    expect((await staff.from('devis').update({ content: content() }).eq('id', devisId)).error).toBeNull();
    expect(await leadStatus(server, leadId)).toBe('nouveau');

    const sent = await send(staff, devisId);
    expect(sent).toMatchObject({ number: expect.stringMatching(/^DEV-\d{4}-\d{4}$/), version: 1 });
    expect(sent.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await leadStatus(server, leadId)).toBe('devis_envoye');
    const link = (await jobs(server, 'devis_link')).at(-1)?.payload;
    expect(link).toMatchObject({
      devisId,
      number: sent.number,
      version: 1,
      customerName: 'Anne Klein',
      customerEmail: 'anne@example.com',
      devisToken: sent.token,
      validUntil: content().validUntil,
      // 20 × 30 + 20 × 12,50 + 40 = 890 HT, 89 of VAT at 10 %.
      ttc: 979,
    });
    const view = await shown(server, sent.token);
    expect(view).toMatchObject({ devis_id: devisId, number: sent.number, version: 1, state: 'a_signer' });
    expect(view?.snapshot).toMatchObject({
      number: sent.number,
      version: 1,
      content: content(),
      company: {
        legalName: COMPANY.legal_name,
        legalForm: COMPANY.legal_form,
        brand: 'Parquet Alsace Rénovation',
        address: '1 rue du Parquet, 68000 Colmar',
        siret: COMPANY.siret,
        mediatorWebsite: COMPANY.mediator_website,
      },
    });
    expect(view?.snapshot.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The link expires at the end of its last day, Paris time.
    expect(parisDate(Date.parse(view?.expires_at as string) - 1)).toBe(content().validUntil);
    expect(parisDate(Date.parse(view?.expires_at as string))).not.toBe(content().validUntil);
  });

  test('numbers follow each other without gaps within the year; sending again keeps number and link', async () => {
    const before =
      (await server.service.from('devis').select('number').not('number', 'is', null)).data?.length ?? 0;
    const sent: Sent[] = [];
    for (const name of ['Un', 'Deux', 'Trois']) {
      sent.push(await send(staff, await newDevis(staff, await newLead(server, name))));
    }
    expect(sent.map((s) => s.number)).toEqual(
      [1, 2, 3].map((n) => `DEV-${year()}-${String(before + n).padStart(4, '0')}`),
    );
    // A draft left unsent takes no number.
    const draft = await newDevis(staff, await newLead(server, 'Brouillon'));
    const next = await send(staff, await newDevis(staff, await newLead(server, 'Quatre')));
    expect(next.number).toBe(`DEV-${year()}-${String(before + 4).padStart(4, '0')}`);
    expect(
      (await server.service.from('devis').select('number').eq('id', draft).single()).data?.number,
    ).toBeNull();

    const { data } = await server.service.from('devis').select('id').eq('number', next.number).single();
    const again = await send(staff, data?.id as string);
    expect(again).toEqual(next);
    expect(
      (await jobs(server, 'devis_link')).filter((job) => job.payload.number === next.number),
    ).toHaveLength(2);
  });

  test('an edit after sending makes version 2: the old link is replaced and can no longer be signed', async () => {
    const leadId = await newLead(server);
    const devisId = await newDevis(staff, leadId);
    const first = await send(staff, devisId);
    const code = await requestCode(server, first.token);

    const edited = await staff
      .from('devis')
      .update({ content: content({ travelHt: 0 }) })
      .eq('id', devisId)
      .select('status, version, number')
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ status: 'brouillon', version: 2, number: first.number });
    expect((await shown(server, first.token))?.state).toBe('remplace');
    const late = await accept(server, first.token, code);
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(
      'Ce devis a été modifié depuis cet envoi : ouvrez le lien du dernier e-mail reçu.',
    );

    const second = await send(staff, devisId);
    expect(second).toMatchObject({ number: first.number, version: 2 });
    expect(second.token).not.toBe(first.token);
    expect((await shown(server, first.token))?.state).toBe('remplace');
    expect(await shown(server, second.token)).toMatchObject({ state: 'a_signer', version: 2 });
    expect((await jobs(server, 'devis_link')).at(-1)?.payload).toMatchObject({ version: 2, ttc: 935 });
  });

  test('the code: 6 digits by e-mail; a wrong one counts, the fifth kills it; 5 codes an hour at most', async () => {
    const devisId = await newDevis(staff, await newLead(server));
    const { token, number } = await send(staff, devisId);
    const asked = await server.service.rpc('devis_request_code', { p_token: token });
    expect(asked.error).toBeNull();
    expect(asked.data).toEqual([{ sent_to: 'anne@example.com', retry_after_seconds: 0 }]);
    const mail = (await jobs(server, 'devis_code')).at(-1)?.payload;
    expect(mail).toMatchObject({ customerEmail: 'anne@example.com', number });
    const code = mail?.code as string;
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is kept.
    const stored = (await server.service.from('devis_codes').select('*').eq('devis_id', devisId)).data ?? [];
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await accept(server, token, wrong);
      expect(refused.status).toBe(422);
      messages.push(refused.error?.message as string);
    }
    expect(messages).toEqual([
      'Code incorrect : 4 essais restants.',
      'Code incorrect : 3 essais restants.',
      'Code incorrect : 2 essais restants.',
      'Code incorrect : 1 essai restant.',
      'Code incorrect. Ce code ne peut plus servir : demandez-en un nouveau.',
    ]);
    const dead = await accept(server, token, code);
    expect(dead.status).toBe(422);
    expect(dead.error?.message).toBe('Trop d’essais avec ce code : demandez-en un nouveau.');
    expect((await shown(server, token))?.state).toBe('a_signer');

    // A new code replaces the previous one.
    const second = await requestCode(server, token);
    const third = await requestCode(server, token);
    if (second !== third) {
      expect((await accept(server, token, second)).error?.message).toBe(
        'Code incorrect : 4 essais restants.',
      );
    }
    await requestCode(server, token);
    const fifth = await server.service.rpc('devis_request_code', { p_token: token });
    expect(fifth.error).toBeNull();
    expect((fifth.data as { retry_after_seconds: number }[])[0]?.retry_after_seconds).toBeGreaterThan(3500);
    const sixth = await server.service.rpc('devis_request_code', { p_token: token });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toMatch(/^Trop de codes demandés : réessayez dans \d+ min\.$/);

    // An expired code (15 minutes) is refused.
    await server.service
      .from('devis_codes')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('devis_id', devisId);
    const lastCode = (await jobs(server, 'devis_code')).at(-1)?.payload.code as string;
    expect((await accept(server, token, lastCode)).error?.message).toBe(
      'Ce code a expiré : demandez-en un nouveau.',
    );
  });

  test('20 codes in all per version, whatever the hour: the link cannot be signed by guessing', async () => {
    const devisId = await newDevis(staff, await newLead(server));
    const { token } = await send(staff, devisId);
    const codesSent = async () =>
      (await server.service.from('devis_versions').select('codes_sent').eq('token', token).single()).data
        ?.codes_sent;
    await requestCode(server, token);
    expect(await codesSent()).toBe(1);
    // Nineteen more over earlier hours (the hourly limit then counts none of them).
    await server.service.from('devis_versions').update({ codes_sent: 19 }).eq('token', token);
    await server.service
      .from('devis_codes')
      .update({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .eq('devis_id', devisId);
    await requestCode(server, token);
    expect(await codesSent()).toBe(20);
    const refused = await server.service.rpc('devis_request_code', { p_token: token });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      'Trop de codes demandés pour ce devis : appelez-nous pour l’accepter.',
    );
    expect(await codesSent()).toBe(20);
  });

  test('the acceptance keeps its proof, wins the lead, mails both sides; the devis is then read-only', async () => {
    const leadId = await newLead(server);
    const devisId = await newDevis(staff, leadId);
    const { token, number } = await send(staff, devisId);
    const code = await requestCode(server, token);
    const unsigned = await accept(server, token, code, { p_vat_certified: false });
    expect(unsigned.status).toBe(422);
    expect(unsigned.error?.message).toBe('Cochez l’attestation de TVA à taux réduit pour accepter le devis.');
    expect((await accept(server, token, code, { p_signer_name: '  ' })).status).toBe(422);
    // A name that would reorder what follows it in a mail or the PDF.
    expect((await accept(server, token, code, { p_signer_name: 'Anne \u202eKlein' })).status).toBe(422);

    const accepted = await accept(server, token, code, {
      p_early_start: true,
      p_signer_name: ' Anne   Klein ',
    });
    expect(accepted.error).toBeNull();
    // One row with its column named, as PostgREST answers a function's single TABLE column.
    expect(accepted.data).toEqual([{ accepted_at: expect.any(String) }]);
    const acceptedAt = (accepted.data as { accepted_at: string }[])[0]?.accepted_at as string;
    expect(Math.abs(Date.parse(acceptedAt) - Date.now())).toBeLessThan(60_000);
    expect(await leadStatus(server, leadId)).toBe('gagne');
    expect(await shown(server, token)).toMatchObject({
      state: 'accepte',
      signer_name: 'Anne Klein',
      pdf_sha256: SHA,
    });
    const proof = (await staff.from('devis_acceptances').select('*').eq('devis_id', devisId).single()).data;
    expect(proof).toMatchObject({
      version: 1,
      signer_name: 'Anne Klein',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
      pdf_sha256: SHA,
      vat_certified: true,
      early_start: true,
      code_sent_to: 'anne@example.com',
    });
    expect(Date.parse(proof?.code_sent_at)).toBeLessThanOrEqual(Date.parse(acceptedAt));

    const signed = (await jobs(server, 'devis_signed')).filter((job) => job.payload.devisId === devisId);
    expect(signed.map((job) => job.payload.to)).toEqual(['client', 'entreprise']);
    expect(signed[0]?.payload).toMatchObject({
      customerEmail: 'anne@example.com',
      customerName: 'Anne Klein',
      number,
      version: 1,
      devisToken: token,
      storagePath: `${devisId}/v1-signe.pdf`,
    });
    expect(Date.parse(signed[0]?.payload.acceptedAt as string)).toBe(Date.parse(acceptedAt));
    expect((await jobs(server, 'devis_staff_notice')).at(-1)?.payload).toMatchObject({
      event: 'accepte',
      number,
      leadId,
      customerName: 'Anne Klein',
    });

    // Signed twice, refused afterwards, edited by staff: all refused.
    expect((await accept(server, token, code)).error?.message).toBe('Ce devis a déjà été accepté.');
    expect((await server.service.rpc('devis_refuse', { p_token: token, p_reason: null })).status).toBe(409);
    const edit = await staff
      .from('devis')
      .update({ content: content({ travelHt: 0 }) })
      .eq('id', devisId)
      .select('id');
    expect(edit.data ?? []).toEqual([]);
    const forced = await server.service
      .from('devis')
      .update({ content: content({ travelHt: 0 }) })
      .eq('id', devisId);
    expect(forced.error?.message).toBe('Ce devis a été accepté : il ne peut plus être modifié.');
    expect((await staff.rpc('staff_send_devis', { p_devis: devisId })).status).toBe(409);
  });

  test('a refusal loses the lead and tells staff, with the reason', async () => {
    const leadId = await newLead(server);
    const { token, number } = await send(staff, await newDevis(staff, leadId));
    const refused = await server.service.rpc('devis_refuse', {
      p_token: token,
      p_reason: '  Trop cher <b>pour nous</b> ',
    });
    expect(refused.error).toBeNull();
    expect(await leadStatus(server, leadId)).toBe('perdu');
    expect((await shown(server, token))?.state).toBe('refuse');
    expect((await jobs(server, 'devis_staff_notice')).at(-1)?.payload).toEqual({
      event: 'refuse',
      number,
      version: 1,
      leadId,
      customerName: 'Anne Klein',
      reason: 'Trop cher <b>pour nous</b>',
    });
    expect((await server.service.rpc('devis_request_code', { p_token: token })).status).toBe(409);
  });

  test('the first opening of a version tells staff once', async () => {
    const leadId = await newLead(server);
    const { token } = await send(staff, await newDevis(staff, leadId));
    for (let i = 0; i < 3; i++) {
      expect((await server.service.rpc('devis_opened', { p_token: token })).error).toBeNull();
    }
    const notices = (await jobs(server, 'devis_staff_notice')).filter(
      (job) => job.payload.leadId === leadId && job.payload.event === 'ouvert',
    );
    expect(notices).toHaveLength(1);
    // The link of a version since replaced, opened for the first time: staff are told nothing.
    const { data: devis } = await server.service.from('devis').select('id').eq('lead_id', leadId).single();
    expect(
      (
        await staff
          .from('devis')
          .update({ content: content({ travelHt: 0 }) })
          .eq('id', devis?.id)
      ).error,
    ).toBeNull();
    const second = await send(staff, devis?.id as string);
    expect(
      (
        await staff
          .from('devis')
          .update({ content: content({ travelHt: 10 }) })
          .eq('id', devis?.id)
      ).error,
    ).toBeNull();
    const third = await send(staff, devis?.id as string);
    for (const link of [second.token, third.token]) {
      expect((await server.service.rpc('devis_opened', { p_token: link })).error).toBeNull();
    }
    const again = (await jobs(server, 'devis_staff_notice')).filter((job) => job.payload.leadId === leadId);
    expect(again.map((job) => job.payload.version)).toEqual([1, 3]);
    // An unknown link: no row, nothing done.
    expect((await server.service.rpc('devis_opened', { p_token: 'f'.repeat(64) })).error).toBeNull();
    expect(await shown(server, 'f'.repeat(64))).toBeUndefined();
    expect(await shown(server, 'not a token')).toBeUndefined();
  });

  test('reminders at J+3, J+7 and 2 days before the end, once each, none once accepted; then it expires', async () => {
    const leadId = await newLead(server);
    const devisId = await newDevis(staff, leadId, content({ validUntil: parisDate(Date.now() + 20 * DAY) }));
    const { token } = await send(staff, devisId);
    const otherLead = await newLead(server);
    const otherId = await newDevis(staff, otherLead);
    const other = await send(staff, otherId);

    const sentDaysAgo = async (id: string, days: number, expiresInDays?: number) => {
      const update: Record<string, string> = { sent_at: new Date(Date.now() - days * DAY).toISOString() };
      if (expiresInDays !== undefined)
        update.expires_at = new Date(Date.now() + expiresInDays * DAY).toISOString();
      expect(
        (await server.service.from('devis_versions').update(update).eq('devis_id', id)).error,
      ).toBeNull();
    };
    const reminders = async () =>
      (await jobs(server, 'devis_reminder'))
        .filter((job) => job.payload.devisToken === token)
        .map((job) => job.payload.which);
    const run = async () => {
      const { data, error } = await server.service.rpc('enqueue_devis_reminders');
      expect(error).toBeNull();
      return data as number;
    };

    await run();
    expect(await reminders()).toEqual([]);
    // A validity of two days: no « last days » reminder the day it was sent.
    await sentDaysAgo(devisId, 0, 1.5);
    await run();
    expect(await reminders()).toEqual([]);
    await sentDaysAgo(devisId, 3, 17);
    await run();
    await run();
    expect(await reminders()).toEqual(['j3']);
    await sentDaysAgo(devisId, 7);
    await run();
    expect(await reminders()).toEqual(['j3', 'j7']);
    await sentDaysAgo(devisId, 10, 1.5);
    await run();
    await run();
    expect(await reminders()).toEqual(['j3', 'j7', 'fin']);
    expect((await jobs(server, 'devis_reminder')).at(-1)?.payload).toMatchObject({
      customerEmail: 'anne@example.com',
      customerName: 'Anne Klein',
      devisToken: token,
      which: 'fin',
    });

    // Accepted: no reminder any more.
    const code = await requestCode(server, other.token);
    expect((await accept(server, other.token, code)).error).toBeNull();
    await sentDaysAgo(otherId, 3);
    await run();
    expect(
      (await jobs(server, 'devis_reminder')).filter((job) => job.payload.devisToken === other.token),
    ).toEqual([]);

    // Past its validity: expired, the lead lost, the link says so.
    await sentDaysAgo(devisId, 30, -0.01);
    expect((await shown(server, token))?.state).toBe('expire');
    expect((await server.service.rpc('devis_request_code', { p_token: token })).status).toBe(410);
    await run();
    expect(
      (await server.service.from('devis').select('status').eq('id', devisId).single()).data?.status,
    ).toBe('expire');
    expect(await leadStatus(server, leadId)).toBe('perdu');
    expect(await leadStatus(server, otherLead)).toBe('gagne');
    expect(await reminders()).toEqual(['j3', 'j7', 'fin']);
  });

  test('codes are forgotten a day after they were sent, and their tries with them', async () => {
    const devisId = await newDevis(staff, await newLead(server));
    const { token } = await send(staff, devisId);
    const code = await requestCode(server, token);
    expect((await accept(server, token, code === '000000' ? '111111' : '000000')).status).toBe(422);
    await server.service
      .from('devis_codes')
      .update({ created_at: new Date(Date.now() - 2 * DAY).toISOString() })
      .eq('devis_id', devisId);
    expect((await server.service.rpc('enqueue_devis_reminders')).error).toBeNull();
    expect((await server.service.from('devis_codes').select('id').eq('devis_id', devisId)).data).toEqual([]);
    expect((await accept(server, token, code)).error?.message).toBe('Demandez d’abord un code par e-mail.');
    // A new code counts its tries from zero.
    const fresh = await requestCode(server, token);
    const wrong = await accept(server, token, fresh === '000000' ? '111111' : '000000');
    expect(wrong.error?.message).toBe('Code incorrect : 4 essais restants.');
  });

  test('erasing the customer deletes the devis, its proof and its mails', async () => {
    const erased = 'efface@example.com';
    const leadId = await newLead(server, 'Effacé');
    await server.service.from('form_submissions').update({ email: erased }).eq('id', leadId);
    const devisId = await newDevis(staff, leadId, content({ customerEmail: erased }));
    const { token } = await send(staff, devisId);
    const code = await requestCode(server, token);
    expect((await accept(server, token, code)).error).toBeNull();
    const mails = async () =>
      (
        (
          await server.service
            .from('outbox_jobs')
            .select('kind')
            .eq('lead_id', leadId)
            .like('kind', 'devis_%')
        ).data ?? []
      ).map((job) => job.kind);
    expect((await mails()).sort()).toEqual([
      'devis_code',
      'devis_link',
      'devis_signed',
      'devis_signed',
      'devis_staff_notice',
    ]);
    expect((await staff.rpc('erase_person', { person_email: erased })).error).toBeNull();
    expect(await mails()).toEqual([]);
    // The devis's entries in the audit log lose their values (the customer's name, address…).
    const entries =
      (
        await server.service
          .from('audit_log')
          .select('before, after, redacted')
          .eq('table_name', 'devis')
          .eq('row_id', devisId)
      ).data ?? [];
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.filter((entry) => entry.before !== null || entry.after !== null)).toEqual([]);
    for (const table of ['devis', 'devis_versions', 'devis_acceptances', 'devis_codes']) {
      const { data } = await server.service
        .from(table)
        .select('*')
        .eq(table === 'devis' ? 'id' : 'devis_id', devisId);
      expect([table, data]).toEqual([table, []]);
    }
  });

  test('anon and signed-in users call no customer function; a non-staff user sees and sends nothing', async () => {
    const devisId = await newDevis(staff, await newLead(server));
    const { token } = await send(staff, devisId);
    const password = 'un mot de passe assez long';
    const created = await server.service.auth.admin.createUser({
      email: 'client@example.com',
      password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const user = supabaseClient(server.url, server.backend.anonKey);
    expect((await user.auth.signInWithPassword({ email: 'client@example.com', password })).error).toBeNull();

    for (const client of [server.anon, user, staff]) {
      for (const [name, args] of [
        ['devis_by_token', { p_token: token }],
        ['devis_opened', { p_token: token }],
        ['devis_request_code', { p_token: token }],
        ['devis_refuse', { p_token: token, p_reason: null }],
        ['enqueue_devis_reminders', {}],
        [
          'devis_accept',
          {
            p_token: token,
            p_code: '123456',
            p_signer_name: 'X',
            p_vat_certified: true,
            p_early_start: false,
            p_ip: null,
            p_user_agent: null,
            p_pdf_sha256: SHA,
          },
        ],
      ] as const) {
        const { error } = await client.rpc(name, args);
        expect([name, error?.code]).toEqual([name, '42501']);
      }
    }
    for (const table of ['devis', 'devis_versions', 'devis_acceptances', 'devis_codes']) {
      expect((await server.anon.from(table).select('*')).error?.code).toBe('42501');
      const { data } = await user.from(table).select('*');
      expect([table, data ?? []]).toEqual([table, []]);
    }
    expect((await staff.from('devis_codes').select('*')).error?.code).toBe('42501');
    // Staff read a code's mail (its delivery) only once the code has expired, 15 minutes on.
    const codeMails = async () =>
      ((await staff.from('outbox_jobs').select('id').eq('kind', 'devis_code')).data ?? []).length;
    const mailed =
      (await server.service.from('outbox_jobs').select('id').eq('kind', 'devis_code')).data ?? [];
    expect(mailed.length).toBeGreaterThan(0);
    expect(await codeMails()).toBe(0);
    const recentId = mailed.at(-1)?.id as number;
    await server.service
      .from('outbox_jobs')
      .update({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .eq('id', recentId);
    expect(await codeMails()).toBe(1);
    expect((await user.rpc('staff_send_devis', { p_devis: devisId })).error?.code).toBe('42501');
    expect((await user.rpc('staff_devis_missing', { p_devis: devisId })).error?.code).toBe('42501');
    const inserted = await user.from('devis').insert({ lead_id: await newLead(server), content: content() });
    expect(inserted.error?.code).toBe('42501');
    expect((await server.anon.rpc('staff_send_devis', { p_devis: devisId })).error?.code).toBe('42501');
    expect((await shown(server, token))?.state).toBe('a_signer');
  });
});

if (postgres15Available) {
  let cluster: Cluster;
  afterAll(async () => {
    await cluster?.stop();
  });

  describe('on PostgreSQL 15 with two server instances', () => {
    let servers: TestServer[] = [];
    beforeAll(async () => {
      cluster = await startPostgres15();
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('create database devis');
      await admin.end();
      const url = cluster.url('devis');
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

    test('devis sent at the same moment get consecutive numbers, none twice, none skipped', async () => {
      const [one, two] = servers as [TestServer, TestServer];
      expect(
        (await one.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
      ).toBeNull();
      const staffOne = await staffMember(one, 'un@example.com');
      const staffTwo = await staffMember(two, 'deux@example.com');
      const ids: [SupabaseClient, string][] = [];
      for (let i = 0; i < 8; i++) {
        const client = i % 2 === 0 ? staffOne : staffTwo;
        ids.push([client, await newDevis(client, await newLead(i % 2 === 0 ? one : two, `Client ${i}`))]);
      }
      const sent = await Promise.all(ids.map(([client, id]) => send(client, id)));
      expect(sent.map((s) => s.number).sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => `DEV-${year()}-${String(i + 1).padStart(4, '0')}`),
      );
    });
  });
} else if (postgres15Required) {
  test('PostgreSQL 15 is installed (REQUIRE_POSTGRES_15=1)', () => {
    throw new Error('PostgreSQL 15 manquant : installez-le (.ci/run)');
  });
}
