// The devis's mails end to end: staff send, the worker mails the link built from the
// configured public origin, the code, and, once the production server has stored the signed
// PDF in the bucket `devis`, the signed copy to both sides (postponed while it is missing);
// each run of the worker also prepares the reminders (docs/data-model.md, "Devis").
import type { SupabaseClient } from '@supabase/supabase-js';
import { BUCKETS } from '../../shared/src/names/buckets.ts';
import { accept, COMPANY, DAY, newDevis, newLead, send, staffMember } from './helpers/devis.ts';
import { mailingServerForFile, waitFor } from './helpers/mail-catcher.ts';

const SITE = 'https://www.parquet-alsace.example';
// Staff and the test's visitors write from one address more than a visitor would a minute.
process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
const suite = mailingServerForFile({
  functionEnv: {
    PUBLIC_URL: SITE,
    NOTIFY_TO: 'devis@parquet-alsace.example',
    OUTBOX_BACKOFF_BASE_SECONDS: '0',
  },
});

let staff: SupabaseClient;
beforeAll(async () => {
  expect(
    (await suite.server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
  ).toBeNull();
  staff = await staffMember(suite.server, 'equipe-devis@example.com');
});
afterAll(() => {
  delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
});

const drain = async () => {
  while ((await suite.server.backend.runWorkerOnce()) > 0);
};
const mailsTo = (address: string) => suite.mails.filter((mail) => mail.to.includes(address));

test('link, code, then the signed copy to both sides once the PDF is stored', async () => {
  const { server } = suite;
  const leadId = await newLead(server);
  const devisId = await newDevis(staff, leadId);
  const { token, number } = await send(staff, devisId);
  await drain();

  const [linkMail] = mailsTo('anne@example.com');
  expect(linkMail?.text).toContain(`Voici notre devis n°\u00a0${number} : 979\u00a0€ TTC`);
  expect(linkMail?.text).toContain(`${SITE}/mon-devis/${token}/`);

  expect((await server.service.rpc('devis_request_code', { p_token: token })).error).toBeNull();
  await drain();
  const codeMail = mailsTo('anne@example.com').at(-1);
  const code = /Votre code pour accepter le devis n°\u00a0\S+ : (\d{6})/.exec(
    codeMail?.text ?? '',
  )?.[1] as string;
  expect(code).toMatch(/^\d{6}$/);

  const accepted = await accept(server, token, code);
  expect(accepted.error).toBeNull();
  // The signed copies' first try waits a few seconds for the server to store the PDF.
  const due = (await server.service.from('outbox_jobs').select('next_attempt_at').eq('kind', 'devis_signed'))
    .data;
  expect(due).toHaveLength(2);
  for (const job of due ?? []) expect(Date.parse(job.next_attempt_at)).toBeGreaterThan(Date.now());
  // Tried before the PDF is stored, they are put off.
  await server.service
    .from('outbox_jobs')
    .update({ next_attempt_at: new Date().toISOString() })
    .eq('kind', 'devis_signed');
  suite.mails.length = 0;
  await drain();
  // The business's notice leaves; the signed copies wait for their PDF.
  expect(suite.mails.map((mail) => mail.to)).toEqual([['devis@parquet-alsace.example']]);
  expect(suite.mails[0]?.text).toContain(`a été accepté par Anne Klein.`);
  const waiting = (
    await server.service.from('outbox_jobs').select('status, last_error').eq('kind', 'devis_signed')
  ).data;
  expect(waiting).toEqual([
    { status: 'pending', last_error: expect.stringContaining('PDF signé pas encore déposé') },
    { status: 'pending', last_error: expect.stringContaining('PDF signé pas encore déposé') },
  ]);

  const pdf = new TextEncoder().encode('%PDF-1.7\n% devis signé\n%%EOF\n');
  const stored = await server.service.storage
    .from(BUCKETS.devis)
    .upload(`${devisId}/v1-signe.pdf`, pdf, { contentType: 'application/pdf' });
  expect(stored.error).toBeNull();
  await server.service
    .from('outbox_jobs')
    .update({ next_attempt_at: new Date().toISOString() })
    .eq('kind', 'devis_signed');
  suite.mails.length = 0;
  await drain();
  const customer = await waitFor(() => mailsTo('anne@example.com')[0]);
  const business = await waitFor(() => mailsTo('devis@parquet-alsace.example')[0]);
  for (const mail of [customer, business]) {
    expect(mail.raw).toContain('application/pdf');
    expect(mail.raw).toContain(`devis-${number}-signe.pdf`);
    expect(mail.raw).toContain(Buffer.from(pdf).toString('base64').slice(0, 24));
  }
  expect(customer.text).toContain('Votre exemplaire signé est joint à ce message (PDF)');
  expect(business.raw).toContain('Reply-To: anne@example.com');
});

test('each run of the worker prepares the reminders due', async () => {
  const { server } = suite;
  const devisId = await newDevis(staff, await newLead(server));
  const { token } = await send(staff, devisId);
  await server.service
    .from('devis_versions')
    .update({ sent_at: new Date(Date.now() - 3 * DAY).toISOString() })
    .eq('devis_id', devisId);
  await drain();
  const reminders = (
    await server.service.from('outbox_jobs').select('payload, status').eq('kind', 'devis_reminder')
  ).data as { payload: { devisToken: string; which: string }; status: string }[];
  expect(reminders.filter((job) => job.payload.devisToken === token)).toEqual([
    { payload: expect.objectContaining({ which: 'j3' }), status: 'done' },
  ]);
  expect(mailsTo('anne@example.com').at(-1)?.text).toContain(`${SITE}/mon-devis/${token}/`);
});

test('a reminder queued before the customer refused is not sent', async () => {
  const { server } = suite;
  const devisId = await newDevis(staff, await newLead(server, 'Marc Weber'));
  const { token } = await send(staff, devisId);
  await drain();
  await server.service
    .from('devis_versions')
    .update({ sent_at: new Date(Date.now() - 3 * DAY).toISOString() })
    .eq('devis_id', devisId);
  // Queued by one run (J+3), still waiting when the customer refuses on the page (the mail
  // server was down, say); the next run finds the devis decided.
  expect((await server.service.rpc('enqueue_devis_reminders')).error).toBeNull();
  expect((await server.service.rpc('devis_refuse', { p_token: token, p_reason: null })).error).toBeNull();
  suite.mails.length = 0;
  await drain();
  expect(mailsTo('anne@example.com')).toEqual([]);
  const reminders = (
    await server.service.from('outbox_jobs').select('payload, status').eq('kind', 'devis_reminder')
  ).data as { payload: { devisToken: string }; status: string }[];
  expect(reminders.filter((job) => job.payload.devisToken === token).map((job) => job.status)).toEqual([
    'done',
  ]);
});
