// The contract between the SQL that enqueues outbox jobs and the worker that reads them: every
// kind is enqueued the way the site does it (a quote with its copy and photo, a contact message,
// a refused review, a late e-mail's alert, the site's photo budget, a deleted lead with its
// photo and signed devis), and each
// payload the database built must fit its kind's schema exactly
// (supabase/functions/_shared/outbox-jobs.ts): no field missing, mistyped or unknown.
import { BUCKETS } from '../../shared/src/names/buckets.ts';
import { JOB_PAYLOADS, type JobKind } from '../../supabase/functions/_shared/outbox-jobs.ts';
import { COMPANY, content, DAY, SHA } from './helpers/devis.ts';
import { flatQuote } from './helpers/quotes.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7), 0xff, 0xd9]);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_PAYLOADS, kind);

async function enqueueEveryKind(): Promise<void> {
  const requestId = crypto.randomUUID();
  const submitted = await server.anon.rpc('submit_quote', {
    payload: flatQuote({ requestId, postalCode: '67000', photoCount: 1, sendCopy: true }),
  });
  expect(submitted.error).toBeNull();
  const leadId = submitted.data as string;

  // The day's last photo the site accepts raises the photo budget's alert.
  expect((await server.service.rpc('set_quote_photo_limits', { per_site_per_day: 1 })).error).toBeNull();
  const signed = await server.anon.functions.invoke('quote-photo-upload', {
    body: { requestId, photoId: crypto.randomUUID(), type: 'image/jpeg' },
  });
  expect(signed.error).toBeNull();
  const { path, token } = signed.data as { path: string; token: string };
  const uploaded = await server.anon.storage
    .from(BUCKETS.quotePhotos)
    .uploadToSignedUrl(path, token, JPEG, { contentType: 'image/jpeg' });
  expect(uploaded.error).toBeNull();

  const message = await server.anon.from('email_queue').insert({
    recipient: 'contact@parquet-alsace.example',
    reply_to: 'lectrice@example.com',
    sender_name: 'Lectrice',
    message: 'Quelle finition pour une cuisine ?',
    article_slug: 'vitrifier-ou-huiler',
  });
  expect(message.error).toBeNull();

  const refused = await server.service
    .from('reviews')
    .update({ status: 'rejected', rejection_reason: 'Avis sans rapport avec nos travaux.' })
    .eq('id', '50000000-0000-4000-8000-000000000003');
  expect(refused.error).toBeNull();

  // A technical visit booked (invitation and notice), then a visit tomorrow (its reminder).
  const [slot] = (await server.anon.rpc('available_visit_slots', { p_request_id: requestId })).data as {
    starts_at: string;
  }[];
  const visit = await server.anon.rpc('book_visit', {
    p_request_id: requestId,
    p_starts_at: slot?.starts_at,
  });
  expect(visit.error).toBeNull();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const tomorrowNoon = new Date(Date.parse(`${today}T11:00:00Z`) + 86_400_000);
  const moved = await server.service
    .from('visits')
    .update({
      starts_at: tomorrowNoon.toISOString(),
      ends_at: new Date(tomorrowNoon.getTime() + 3_600_000).toISOString(),
      blocked_until: new Date(tomorrowNoon.getTime() + 3_600_000).toISOString(),
      // Booked on an earlier day (a visit booked today gets no reminder: its confirmation is one).
      updated_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    })
    .eq('lead_id', leadId);
  expect(moved.error).toBeNull();
  expect((await server.service.rpc('enqueue_visit_reminders')).data).toBe(1);

  // Two devis sent: one opened, signed with its code; the other reminded at J+3, then refused.
  expect(
    (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
  ).toBeNull();
  const sendDevis = async (lead: string) => {
    const devis = await server.service
      .from('devis')
      .insert({ lead_id: lead, content: content() })
      .select('id')
      .single();
    expect(devis.error).toBeNull();
    const sent = await server.service.rpc('staff_send_devis', { p_devis: devis.data?.id });
    expect(sent.error).toBeNull();
    return { id: devis.data?.id as string, token: (sent.data as { token: string }[])[0]?.token as string };
  };
  const signedDevis = await sendDevis(leadId);
  expect((await server.service.rpc('devis_opened', { p_token: signedDevis.token })).error).toBeNull();
  expect((await server.service.rpc('devis_request_code', { p_token: signedDevis.token })).error).toBeNull();
  const { data: codeJob } = await server.service
    .from('outbox_jobs')
    .select('payload')
    .eq('kind', 'devis_code')
    .single();
  const accepted = await server.service.rpc('devis_accept', {
    p_token: signedDevis.token,
    p_code: (codeJob?.payload as { code?: string } | undefined)?.code,
    p_signer_name: 'Luc Schmitt',
    p_vat_certified: true,
    p_early_start: false,
    p_ip: null,
    p_user_agent: null,
    p_pdf_sha256: SHA,
  });
  expect(accepted.error).toBeNull();
  // The signed PDF the production server stores (removed with its devis, below).
  const storedPdf = await server.service.storage
    .from(BUCKETS.devis)
    .upload(`${signedDevis.id}/v1-signe.pdf`, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), {
      contentType: 'application/pdf',
    });
  expect(storedPdf.error).toBeNull();
  const otherLead = await server.anon.rpc('submit_quote', {
    payload: flatQuote({ requestId: crypto.randomUUID() }),
  });
  const refusedDevis = await sendDevis(otherLead.data as string);
  await server.service
    .from('devis_versions')
    .update({ sent_at: new Date(Date.now() - 3 * DAY).toISOString() })
    .eq('devis_id', refusedDevis.id);
  expect((await server.service.rpc('enqueue_devis_reminders')).data).toBe(1);
  expect(
    (await server.service.rpc('devis_refuse', { p_token: refusedDevis.token, p_reason: 'Trop tard' })).error,
  ).toBeNull();

  // Nothing was delivered: the quote's e-mail is late at once.
  const alerts = await server.service.rpc('enqueue_quote_alerts', { after_seconds: 0 });
  expect(alerts.data).toBeGreaterThan(0);

  const deleted = await server.service.from('form_submissions').delete().eq('id', leadId);
  expect(deleted.error).toBeNull();
}

test('every payload the database enqueues fits its kind’s schema, field for field', async () => {
  await enqueueEveryKind();
  const { data: jobs, error } = await server.service.from('outbox_jobs').select('kind, dedupe_key, payload');
  expect(error).toBeNull();

  const misfits: string[] = [];
  for (const job of jobs ?? []) {
    if (!isJobKind(job.kind)) {
      misfits.push(`${job.dedupe_key}: no schema for kind ${job.kind}`);
      continue;
    }
    const checked = JOB_PAYLOADS[job.kind].strict().safeParse(job.payload);
    if (!checked.success) misfits.push(`${job.dedupe_key}: ${checked.error.message}`);
  }
  expect(misfits).toEqual([]);
  // Both shapes of an alert (a lead's, the site's photo budget) and every other kind were built.
  expect(new Set(jobs?.map((job) => job.kind))).toEqual(new Set(Object.keys(JOB_PAYLOADS)));
  expect(jobs?.filter((job) => job.kind === 'quote_alert').map((job) => job.dedupe_key)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^quote_alert:photos:/),
      expect.stringMatching(/^quote_alert:[0-9a-f-]{36}$/),
    ]),
  );
});

test('the shared bucket list names buckets the migrations create', async () => {
  for (const bucket of Object.values(BUCKETS)) {
    const listed = await server.service.storage.from(bucket).list('');
    expect({ bucket, error: listed.error?.message ?? null }).toEqual({ bucket, error: null });
  }
  expect((await server.service.storage.from('no-such-bucket').list('')).error).not.toBeNull();
});
