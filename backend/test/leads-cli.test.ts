// `npm run leads -- undelivered`, run as the business runs it, against a server whose mail
// does not go out.
import { randomUUID } from 'node:crypto';
import { businessCli } from './helpers/business-cli.ts';
import { advanceLeadClock } from './helpers/outbox-clock.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // Port 1: nothing listens, every e-mail fails (retried for the default seven days).
  server = await startTestServer({
    functionEnv: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1',
      SMTP_FROM: 'Parquet Alsace Rénovation <devis@parquet-alsace.example>',
      SHEET_WEBHOOK_URL: '',
      MAIL_API_KEY: '',
    },
  });
});
afterAll(() => server.close());

const leads = businessCli('leads-cli.mjs', () => server);

test('lists every lead not yet mailed with its last error, then relaunches abandoned ones', async () => {
  expect((await leads('undelivered')).stdout).toContain('Toutes les demandes de devis ont été envoyées');

  const { data: id, error } = await server.anon.rpc('submit_quote', {
    payload: {
      requestId: randomUUID(),
      surface: 40,
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: 'Paul Sans-Mail',
      phone: '+33 6 11 22 33 44',
      email: 'paul@example.com',
      postalCode: '68000',
      acceptTerms: true,
    },
  });
  expect(error).toBeNull();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await server.backend.runWorkerOnce();

  const listed = (await leads('undelivered')).stdout;
  expect(listed).toContain("1 demande(s) de devis dont l'e-mail n'est pas parti");
  expect(listed).toContain(id as string);
  expect(listed).toContain('Paul Sans-Mail — +33611223344 — paul@example.com');
  expect(listed).toMatch(/E-mail : en cours de relance, 1 essai\(s\)/);
  expect(listed).toMatch(/Dernière erreur : .*(ECONNREFUSED|connect)/);

  // Eight days later the job is abandoned, still listed.
  await advanceLeadClock(server.service, id as string, 8 * 24 * 3600);
  await server.backend.runWorkerOnce();
  expect((await leads('undelivered')).stdout).toContain('E-mail : abandonné');
  expect((await leads('retry-failed')).stdout).toContain('1 envoi(s) relancé(s)');
  expect((await leads('undelivered')).stdout).toContain('E-mail : en cours de relance');
  logged.mockRestore();
});

test('an unknown command shows the usage', async () => {
  await expect(leads('frobnicate')).rejects.toMatchObject({
    stderr: expect.stringContaining('npm run leads -- undelivered'),
  });
});
