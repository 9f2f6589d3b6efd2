// The signed copies of a devis whose PDF was never stored at acceptance (the upload failed):
// the outbox worker waits for it a while, then asks the customer's page at the configured public
// origin, which draws the PDF again from the recorded acceptance, stores it and answers it; both
// mails then leave with that file (docs/adr-023-devis.md). The page is the production server's
// own (shell/server/devis-page.ts), served over HTTP beside the embedded backend.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { devisBackend, renderDevisInChildProcess } from '../../shell/server/devis-backend.ts';
import { registerDevisPage } from '../../shell/server/devis-page.ts';
import { SIGNED_PDF_GRACE_SECONDS } from '../../supabase/functions/outbox-worker/handler.ts';
import { accept, COMPANY, newDevis, newLead, requestCode, send, staffMember } from './helpers/devis.ts';
import { mailingServerForFile, waitFor } from './helpers/mail-catcher.ts';

// The page takes the brand, the phone and the base style from the shared package's index, whose
// client half is TSX this package's tests do not compile: those three from their own modules.
jest.mock('@parquet-alsace/shared', () => ({
  business: jest.requireActual('../../shared/src/facts/business-facts.ts').business,
  pageTitle: jest.requireActual('../../shared/src/seo/page-title.ts').pageTitle,
  baseCss: jest.requireActual('../../shared/src/theme/base-css.ts').baseCss,
}));

// The production server's stand-in: its customer's devis page, mounted once the backend runs;
// every path asked of it is noted.
let page: Hono | undefined;
const asked: string[] = [];
const site: Server = createServer((req, res) => {
  asked.push(req.url ?? '');
  if (!page) {
    res.writeHead(503).end();
    return;
  }
  getRequestListener(page.fetch)(req, res);
});
const functionEnv: Record<string, string> = {
  NOTIFY_TO: 'devis@parquet-alsace.example',
  OUTBOX_BACKOFF_BASE_SECONDS: '0',
};
beforeAll(async () => {
  await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
  functionEnv.PUBLIC_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => site.close(() => closed())));

process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
const suite = mailingServerForFile({ functionEnv });

let staff: SupabaseClient;
beforeAll(async () => {
  delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
  const { server } = suite;
  expect(
    (await server.service.from('company_details').update(COMPANY).eq('id', 'entreprise')).error,
  ).toBeNull();
  staff = await staffMember(server, 'equipe-copie-signee@example.com');
  page = new Hono();
  registerDevisPage(page, {
    publicUrl: functionEnv.PUBLIC_URL as string,
    ...devisBackend({
      backend: server.backend,
      publicUrl: functionEnv.PUBLIC_URL as string,
      supabaseUrl: '',
      serviceKey: server.backend.serviceRoleKey,
    }),
    clientAddress: () => '203.0.113.9',
    takeWrite: () => ({ allowed: true }),
    renderPdf: renderDevisInChildProcess(),
  });
});

const drain = async () => {
  while ((await suite.server.backend.runWorkerOnce()) > 0);
};
/** The devis_signed jobs of one devis: their state and why they wait. */
const signedJobs = async (devisId: string) =>
  (
    (
      await suite.server.service
        .from('outbox_jobs')
        .select('status, last_error, payload')
        .eq('kind', 'devis_signed')
    ).data ?? []
  )
    .filter((job) => (job.payload as { devisId?: string }).devisId === devisId)
    .map(({ status, last_error }) => ({ status, last_error }));
const dueNow = (queuedSecondsAgo?: number) =>
  suite.server.service
    .from('outbox_jobs')
    .update({
      next_attempt_at: new Date().toISOString(),
      ...(queuedSecondsAgo === undefined
        ? {}
        : { created_at: new Date(Date.now() - queuedSecondsAgo * 1000).toISOString() }),
    })
    .eq('kind', 'devis_signed');

test('a signed PDF never stored: the mails wait, then leave with the one the customer’s page draws again', async () => {
  const { server } = suite;
  const devisId = await newDevis(staff, await newLead(server));
  const { token, number, version } = await send(staff, devisId);
  await drain();

  // Accepted with the fingerprint of the PDF the page serves, as the page itself does, but
  // nothing stored after it (the upload that follows the acceptance failed).
  const shown = Buffer.from(
    await (await fetch(`${functionEnv.PUBLIC_URL}/mon-devis/${token}/devis.pdf`)).arrayBuffer(),
  );
  expect(shown.subarray(0, 5).toString()).toBe('%PDF-');
  const code = await requestCode(server, token);
  expect(code).toMatch(/^\d{6}$/);
  await drain();
  const accepted = await accept(server, token, code, {
    p_pdf_sha256: createHash('sha256').update(shown).digest('hex'),
  });
  expect(accepted.error).toBeNull();
  const path = `${devisId}/v${version}-signe.pdf`;
  expect((await server.service.storage.from('devis').download(path)).error).not.toBeNull();

  // Within the wait, the copies are put off and the customer's page is not asked.
  await dueNow();
  suite.mails.length = 0;
  asked.length = 0;
  await drain();
  expect(suite.mails.map((mail) => mail.to)).toEqual([['devis@parquet-alsace.example']]);
  expect(await signedJobs(devisId)).toEqual([
    { status: 'pending', last_error: expect.stringContaining('PDF signé pas encore déposé') },
    { status: 'pending', last_error: expect.stringContaining('PDF signé pas encore déposé') },
  ]);
  expect(asked).toEqual([]);

  // Past it, the page is asked: it draws the PDF again, stores it, and both copies leave with it.
  await dueNow(SIGNED_PDF_GRACE_SECONDS + 1);
  suite.mails.length = 0;
  await drain();
  expect(asked.length).toBeGreaterThanOrEqual(1);
  for (const path of asked) expect(path).toBe(`/mon-devis/${token}/devis-signe.pdf`);
  const stored = await server.service.storage.from('devis').download(path);
  expect(stored.error).toBeNull();
  const signed = Buffer.from(await (stored.data as Blob).arrayBuffer());
  expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
  const customer = await waitFor(() => suite.mails.find((mail) => mail.to.includes('anne@example.com')));
  const business = await waitFor(() =>
    suite.mails.find((mail) => mail.to.includes('devis@parquet-alsace.example')),
  );
  for (const mail of [customer, business]) {
    expect(mail.raw).toContain(`devis-${number}-signe.pdf`);
    expect(mail.raw.replace(/\r?\n/g, '')).toContain(signed.toString('base64').slice(0, 600));
  }
  expect(customer.text).toContain('Votre exemplaire signé est joint à ce message (PDF)');
  expect((await signedJobs(devisId)).map((job) => job.status)).toEqual(['done', 'done']);
});

test('while the customer’s page cannot answer, the copies keep waiting', async () => {
  const { server } = suite;
  const devisId = await newDevis(staff, await newLead(server, 'Marc Weber'));
  const { token } = await send(staff, devisId);
  const code = await requestCode(server, token);
  await drain();
  // Accepted with a fingerprint that is not the page's PDF: the page refuses to draw it again.
  expect((await accept(server, token, code, { p_signer_name: 'Marc Weber' })).error).toBeNull();
  await dueNow(SIGNED_PDF_GRACE_SECONDS + 1);
  suite.mails.length = 0;
  await drain();
  expect(suite.mails.filter((mail) => mail.raw.includes('application/pdf'))).toEqual([]);
  expect(await signedJobs(devisId)).toEqual([
    { status: 'pending', last_error: expect.stringContaining('page du client : HTTP 503') },
    { status: 'pending', last_error: expect.stringContaining('page du client : HTTP 503') },
  ]);
});
