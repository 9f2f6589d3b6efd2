// `npm run staff`, run as the business runs it, against the running server: the Auth admin API
// and the staff functions with the service key (the same calls reach a hosted project).
import { businessCli } from './helpers/business-cli.ts';
import { startTestServer, supabaseClient, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const staff = businessCli('staff-cli.mjs', () => server);

test('add, list, remove: the member signs in and reads leads, then loses access at once', async () => {
  const added = await staff('add', 'Chef@Example.com', '--password', 'parquet-chene-2026');
  expect(added.stdout).toContain('Compte créé : chef@example.com fait partie de l’équipe');

  const browser = supabaseClient(server.url, server.backend.anonKey);
  const signIn = await browser.auth.signInWithPassword({
    email: 'chef@example.com',
    password: 'parquet-chene-2026',
  });
  expect(signIn.error).toBeNull();
  expect((await browser.rpc('is_staff_member')).data).toBe(true);
  const refresh = signIn.data.session?.refresh_token as string;

  const listed = await staff('list');
  expect(listed.stdout).toContain('1 membre(s) de l’équipe');
  expect(listed.stdout).toMatch(/• chef@example\.com — ajouté le .+, dernière connexion le /);

  // Adding again keeps the account (and may change its password).
  expect((await staff('add', 'chef@example.com')).stdout).toContain('Compte existant : chef@example.com');

  expect((await staff('remove', 'chef@example.com')).stdout).toContain('ne fait plus partie de l’équipe');
  expect((await browser.rpc('is_staff_member')).data).toBe(false);
  expect((await browser.from('form_submissions').select('id')).data).toEqual([]);
  const refreshed = await supabaseClient(server.url, server.backend.anonKey).auth.refreshSession({
    refresh_token: refresh,
  });
  expect(refreshed.error?.code).toBe('refresh_token_not_found');
  expect((await staff('list')).stdout).toContain('Aucun membre de l’équipe');
});

test('an account added without a password signs in by link only', async () => {
  await staff('add', 'lien.seul@example.com');
  const users = (await server.service.auth.admin.listUsers()).data.users;
  expect(users.find((user) => user.email === 'lien.seul@example.com')?.email_confirmed_at).toBeTruthy();
  const attempt = await supabaseClient(server.url, server.backend.anonKey).auth.signInWithPassword({
    email: 'lien.seul@example.com',
    password: 'nimporte-quoi-long',
  });
  expect(attempt.error?.code).toBe('invalid_credentials');
});

test.each([
  [['add', 'pas-une-adresse'], 'Adresse e-mail invalide'],
  [['add', 'x@example.com', '--password', 'court'], 'au moins 12 caractères et au plus 72 octets'],
  [['add', 'x@example.com', '--pass', 'x'], 'Option inconnue'],
  [['remove', 'absent@example.com'], 'Aucun compte avec l’adresse absent@example.com'],
  [['frobnicate'], 'Commande inconnue'],
])('%j fails with a clear message', async (args, message) => {
  await expect(staff(...args)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
});

test('a server that does not answer is said so in French', async () => {
  await expect(
    businessCli('staff-cli.mjs', () => ({ ...server, url: 'http://127.0.0.1:9' }))('list'),
  ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Serveur injoignable') });
});
