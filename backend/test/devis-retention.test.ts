// What is kept of a devis, and for how long (docs/adr-023-devis.md): a lead whose devis was
// accepted stays 10 years after the acceptance (the signed devis, Code de commerce), other
// leads 3 years after the last contact; a deleted devis (lead purged or person erased) leaves
// no PDF in the private bucket `devis`: the outbox worker removes its folder.
import type { SupabaseClient } from '@supabase/supabase-js';
import { BUCKETS } from '../../shared/src/names/buckets.ts';
import { COMPANY, DAY, newDevis, newLead, SHA, send, staffMember } from './helpers/devis.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const YEAR = 365.25 * DAY;
let server: TestServer;
let staff: SupabaseClient;

beforeAll(async () => {
  // Staff and the test's visitors write from one address more than a visitor would a minute.
  process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
  server = await startTestServer();
  expect(
    (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
  ).toBeNull();
  staff = await staffMember(server, 'equipe-conservation@example.com');
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
  await server.close();
});

/** A lead with a devis sent, accepted when `accept` is true; returns the lead's and devis's ids. */
async function leadWithDevis(name: string, accept: boolean): Promise<{ leadId: string; devisId: string }> {
  const leadId = await newLead(server, name);
  const devisId = await newDevis(staff, leadId);
  const { token } = await send(staff, devisId);
  if (accept) {
    expect((await server.service.rpc('devis_request_code', { p_token: token })).error).toBeNull();
    const { data: codeJob } = await server.service
      .from('outbox_jobs')
      .select('payload')
      .eq('kind', 'devis_code')
      .order('id', { ascending: false })
      .limit(1)
      .single();
    const accepted = await server.service.rpc('devis_accept', {
      p_token: token,
      p_code: (codeJob?.payload as { code?: string } | undefined)?.code,
      p_signer_name: name,
      p_vat_certified: true,
      p_early_start: false,
      p_ip: '203.0.113.7',
      p_user_agent: 'Mozilla/5.0 (test)',
      p_pdf_sha256: SHA,
    });
    expect(accepted.error).toBeNull();
  }
  return { leadId, devisId };
}

const ago = (years: number) => new Date(Date.now() - years * YEAR).toISOString();

async function lastContact(leadId: string, at: string): Promise<void> {
  const { error } = await server.service
    .from('form_submissions')
    .update({ last_contact_at: at })
    .eq('id', leadId);
  expect(error).toBeNull();
}

test('a lead with an accepted devis is kept 10 years after the acceptance, other leads 3 years after the last contact', async () => {
  const accepted = await leadWithDevis('Client Signé', true);
  const sentOnly = await leadWithDevis('Client Sans Réponse', false);
  const acceptedLongAgo = await leadWithDevis('Client Ancien', true);
  const { error } = await server.service
    .from('devis')
    .update({ decided_at: ago(11) })
    .eq('id', acceptedLongAgo.devisId);
  expect(error).toBeNull();
  // Backdated last, as a change of the lead's status touches its last contact.
  for (const { leadId } of [accepted, sentOnly]) await lastContact(leadId, ago(4));
  await lastContact(acceptedLongAgo.leadId, ago(11));

  const purged = await server.service.rpc('purge_expired_leads');
  expect(purged.error).toBeNull();
  expect(purged.data).toBeGreaterThanOrEqual(2);

  const ids = [accepted, sentOnly, acceptedLongAgo].map((lead) => lead.leadId);
  const left = await server.service.from('form_submissions').select('id').in('id', ids);
  expect(left.data).toEqual([{ id: accepted.leadId }]);
  // The accepted devis stays with its proof.
  const proof = await server.service
    .from('devis_acceptances')
    .select('signer_name, pdf_sha256')
    .eq('devis_id', accepted.devisId);
  expect(proof.data).toEqual([{ signer_name: 'Client Signé', pdf_sha256: SHA }]);
  const gone = await server.service
    .from('devis')
    .select('id')
    .in('id', [sentOnly.devisId, acceptedLongAgo.devisId]);
  expect(gone.data).toEqual([]);
});

test('a deleted devis queues the removal of its PDFs; one run of the worker removes them', async () => {
  const erased = 'efface-pdf@example.com';
  const { leadId, devisId } = await leadWithDevis('Client Effacé', true);
  expect(
    (await server.service.from('form_submissions').update({ email: erased }).eq('id', leadId)).error,
  ).toBeNull();
  const pdf = new TextEncoder().encode('%PDF-1.7\n% devis signé\n%%EOF\n');
  const bucket = server.service.storage.from(BUCKETS.devis);
  for (const name of ['v1-signe.pdf', 'v1.pdf']) {
    const stored = await bucket.upload(`${devisId}/${name}`, pdf, { contentType: 'application/pdf' });
    expect(stored.error).toBeNull();
  }
  // Another devis's PDF stays.
  const other = await leadWithDevis('Autre Client', true);
  expect(
    (await bucket.upload(`${other.devisId}/v1-signe.pdf`, pdf, { contentType: 'application/pdf' })).error,
  ).toBeNull();
  // The mails already queued are tried first (no mail server here: they wait for a later try).
  while ((await server.backend.runWorkerOnce()) > 0);

  expect((await staff.rpc('erase_person', { person_email: erased })).error).toBeNull();
  const removal = async () =>
    (
      await server.service
        .from('outbox_jobs')
        .select('payload, dedupe_key, status, last_error')
        .eq('kind', 'devis_pdf_removal')
    ).data;
  expect(await removal()).toEqual([
    {
      payload: { devisId },
      dedupe_key: `devis_pdf_removal:${devisId}`,
      status: 'pending',
      last_error: null,
    },
  ]);

  expect(await server.backend.runWorkerOnce()).toBe(1);
  expect(await removal()).toEqual([expect.objectContaining({ status: 'done', last_error: null })]);
  const listed = await bucket.list(devisId);
  expect(listed.error).toBeNull();
  expect(listed.data).toEqual([]);
  expect((await bucket.list(other.devisId)).data?.map((file) => file.name)).toEqual(['v1-signe.pdf']);
});

test('a devis without a stored PDF queues nothing when deleted', async () => {
  const leadId = await newLead(server, 'Client Brouillon');
  const devisId = await newDevis(staff, leadId);
  expect((await server.service.from('devis').delete().eq('id', devisId)).error).toBeNull();
  const { data } = await server.service
    .from('outbox_jobs')
    .select('id')
    .eq('dedupe_key', `devis_pdf_removal:${devisId}`);
  expect(data).toEqual([]);
});
