// Consumer-run contract of the customer's devis page (shell/server/devis-page.ts, as the
// production server mounts it) against the real devis functions and the bucket `devis`, through
// the embedded backend with the service key (docs/adr-023-devis.md): the page shows the version
// sent, notes its opening, sends the code, refuses a wrong one, records the acceptance with the
// SHA-256 of the PDF it served, stores the signed PDF where the mails take it; a replaced
// version can no longer be accepted; a refusal loses the lead.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { devisBackend, renderDevisInChildProcess } from '../../shell/server/devis-backend.ts';
import { registerDevisPage } from '../../shell/server/devis-page.ts';
import { COMPANY, content as devisContent, newDevis, newLead, send, staffMember } from './helpers/devis.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// The page takes the brand, the phone and the base style from the shared package's index, whose
// client half is TSX this package's tests do not compile: those three from their own modules.
jest.mock('@parquet-alsace/shared', () => ({
  business: jest.requireActual('../../shared/src/facts/business-facts.ts').business,
  pageTitle: jest.requireActual('../../shared/src/seo/page-title.ts').pageTitle,
  baseCss: jest.requireActual('../../shared/src/theme/base-css.ts').baseCss,
}));

// The customer's name carries markup: the page must show it as text.
const content = (overrides: Record<string, unknown> = {}) =>
  devisContent({ customerName: 'Anne <b>Klein</b>', ...overrides });

let server: TestServer;
let staff: SupabaseClient;
let app: Hono;

beforeAll(async () => {
  process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
  server = await startTestServer();
  delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
  staff = await staffMember(server, 'devis-page@example.com');
  expect(
    (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
  ).toBeNull();

  app = new Hono();
  registerDevisPage(app, {
    publicUrl: server.url,
    ...devisBackend({
      backend: server.backend,
      publicUrl: server.url,
      supabaseUrl: '',
      serviceKey: server.backend.serviceRoleKey,
    }),
    clientAddress: () => '203.0.113.9',
    takeWrite: () => ({ allowed: true }),
    renderPdf: renderDevisInChildProcess(),
  });
});
afterAll(() => server.close());

async function sentDevis(body = content()) {
  const leadId = await newLead(server);
  const devisId = await newDevis(staff, leadId, body);
  return { leadId, devisId, ...(await send(staff, devisId)) };
}

const post = (token: string, fields: Record<string, string>) =>
  app.request(`/mon-devis/${token}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      'user-agent': 'Mozilla/5.0 (contract)',
    },
    body: new URLSearchParams(fields),
  });
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');
const lastCode = async () =>
  (
    await server.service
      .from('outbox_jobs')
      .select('payload')
      .eq('kind', 'devis_code')
      .order('id', { ascending: false })
      .limit(1)
      .single()
  ).data?.payload.code as string;
const leadStatus = async (leadId: string) =>
  (await server.service.from('form_submissions').select('status').eq('id', leadId).single()).data?.status;

test('open, ask a code, mistype it, accept: the proof and the signed PDF', async () => {
  const { leadId, devisId, number, version, token } = await sentDevis();
  const opened = await app.request(`/mon-devis/${token}/`);
  expect(opened.status).toBe(200);
  const html = await opened.text();
  expect(plain(html)).toContain(`<h1>Devis <span>${number}</span></h1>`);
  expect(html).toContain('Anne &#60;b&#62;Klein&#60;/b&#62;');
  const versions = await server.service.from('devis_versions').select('opened_at').eq('devis_id', devisId);
  expect(versions.data?.[0]?.opened_at).not.toBeNull();

  const pdf = await app.request(`/mon-devis/${token}/devis.pdf`);
  expect(pdf.status).toBe(200);
  const shown = Buffer.from(await pdf.arrayBuffer());
  expect(shown.subarray(0, 5).toString()).toBe('%PDF-');

  const asked = await post(token, { action: 'code', tva: '1', anticipe: '1' });
  expect(asked.status).toBe(200);
  expect(plain(await asked.text())).toContain('Un code à 6 chiffres vient d’être envoyé à anne@example.com');
  const code = await lastCode();
  const wrong = await post(token, {
    action: 'accepter',
    tva: '1',
    anticipe: '1',
    code: code === '000000' ? '111111' : '000000',
    nom: 'Anne Klein',
  });
  expect(wrong.status).toBe(422);
  const wrongHtml = plain(await wrong.text());
  expect(wrongHtml).toContain('Code incorrect : 4 essais restants.');
  expect(wrongHtml).toContain('value="Anne Klein"');

  const done = await post(token, { action: 'accepter', tva: '1', anticipe: '1', code, nom: 'Anne Klein' });
  expect(done.status).toBe(200);
  expect(plain(await done.text())).toContain('Devis accepté');
  const proof = await server.service
    .from('devis_acceptances')
    .select('signer_name, ip, user_agent, pdf_sha256, vat_certified, early_start, code_sent_to')
    .eq('devis_id', devisId)
    .single();
  expect(proof.data).toEqual({
    signer_name: 'Anne Klein',
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0 (contract)',
    pdf_sha256: createHash('sha256').update(shown).digest('hex'),
    vat_certified: true,
    early_start: true,
    code_sent_to: 'anne@example.com',
  });
  expect(await leadStatus(leadId)).toBe('gagne');

  const stored = await server.service.storage.from('devis').download(`${devisId}/v${version}-signe.pdf`);
  expect(stored.error).toBeNull();
  const signed = await app.request(`/mon-devis/${token}/devis-signe.pdf`);
  expect(signed.status).toBe(200);
  const signedBytes = Buffer.from(await signed.arrayBuffer());
  expect(signedBytes.equals(Buffer.from(await (stored.data as Blob).arrayBuffer()))).toBe(true);
  // Read back as the customer's tools would (poppler's pdftotext): the acceptance and the hash.
  const read = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: signedBytes })
    .toString()
    .replace(/\s+/g, ' ');
  expect(read).toContain(`Devis ${number}`);
  expect(read).toContain('Signataire : Anne Klein');
  expect(read).toContain('Début des travaux avant la fin du délai de rétractation : demandé par le client');
  expect(read).toContain(proof.data?.pdf_sha256 as string);

  // Lost from the storage, it is drawn again from the recorded acceptance: the same file.
  expect(
    (await server.service.storage.from('devis').remove([`${devisId}/v${version}-signe.pdf`])).error,
  ).toBeNull();
  const redrawn = await app.request(`/mon-devis/${token}/devis-signe.pdf`);
  expect(redrawn.status).toBe(200);
  expect(Buffer.from(await redrawn.arrayBuffer()).equals(signedBytes)).toBe(true);
  expect(
    (await server.service.storage.from('devis').download(`${devisId}/v${version}-signe.pdf`)).error,
  ).toBeNull();

  const again = plain(await (await app.request(`/mon-devis/${token}/`)).text());
  expect(again).toContain('au nom de Anne Klein');
});

test('a version replaced cannot be accepted; a refusal loses the lead', async () => {
  const first = await sentDevis();
  expect(
    (
      await staff
        .from('devis')
        .update({ content: content({ duration: '3 jours' }) })
        .eq('id', first.devisId)
    ).error,
  ).toBeNull();
  const old = plain(await (await app.request(`/mon-devis/${first.token}/`)).text());
  expect(old).toContain('Ce devis a été remplacé par une version plus récente');
  expect(old).not.toContain('<form');
  expect((await post(first.token, { action: 'code', tva: '1' })).status).toBe(409);

  const second = await sentDevis();
  const refused = await post(second.token, { action: 'refuser', raison: 'Trop cher.' });
  expect(refused.status).toBe(200);
  expect(plain(await refused.text())).toContain('Devis refusé');
  expect(await leadStatus(second.leadId)).toBe('perdu');

  expect((await app.request(`/mon-devis/${'0'.repeat(64)}/`)).status).toBe(404);
});
