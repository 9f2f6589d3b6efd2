// The moderation tool, run as the business runs it, against the running server.
import { businessCli } from './helpers/business-cli.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const PENDING_REVIEW = '50000000-0000-4000-8000-000000000003';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reviews = businessCli('reviews-cli.mjs', () => server);

test('lists pending reviews in French, with their id and e-mail', async () => {
  const { stdout } = await reviews('list');
  expect(stdout).toContain('1 avis en attente de modération');
  expect(stdout).toContain(PENDING_REVIEW);
  expect(stdout).toContain('Anonyme <secret@example.com>');
  expect(stdout).toContain('★★☆☆☆  En attente');
});

test('a review answered then approved is listed publicly with its response', async () => {
  expect((await reviews('respond', PENDING_REVIEW, 'Merci pour votre retour !')).stdout).toContain(
    'Elle sera visible une fois l’avis publié',
  );
  expect((await reviews('approve', PENDING_REVIEW)).stdout).toContain('publié');
  const listed = await server.anon.from('reviews').select('id').eq('id', PENDING_REVIEW);
  expect(listed.data).toEqual([{ id: PENDING_REVIEW }]);
  const responses = await server.anon
    .from('review_responses')
    .select('response_text')
    .eq('review_id', PENDING_REVIEW);
  expect(responses.data).toContainEqual({ response_text: 'Merci pour votre retour !' });
  expect((await reviews('list')).stdout).toContain('Aucun avis en attente');
  // Responding again edits the one response.
  expect((await reviews('respond', PENDING_REVIEW, 'Merci, à bientôt !')).stdout).toContain('modifiée');
  const edited = await server.anon
    .from('review_responses')
    .select('response_text')
    .eq('review_id', PENDING_REVIEW);
  expect(edited.data).toEqual([{ response_text: 'Merci, à bientôt !' }]);
});

test('rejecting needs a reason, hides the review and queues the e-mail telling its author why', async () => {
  const id = '50000000-0000-4000-8000-000000000002';
  await expect(reviews('reject', id)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('Indiquez la raison du refus'),
  });
  expect((await reviews('reject', id, 'Avis', 'hors', 'sujet')).stdout).toContain('refusé');
  expect((await server.anon.from('reviews').select('id').eq('id', id)).data).toEqual([]);
  const job = await server.service
    .from('outbox_jobs')
    .select('payload')
    .eq('dedupe_key', `review_rejection:${id}`)
    .single();
  expect(job.data?.payload).toMatchObject({ email: 'paul@example.com', reason: 'Avis hors sujet' });
});

test.each([
  [['approve', 'abc'], 'Identifiant d’avis invalide'],
  [['approve', '50000000-0000-4000-8000-000000000099'], 'Aucun avis avec l’identifiant'],
  [['frobnicate'], 'Commande inconnue'],
])('%j fails with a clear message', async (args, message) => {
  await expect(reviews(...args)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
});

test("a reviewer's control characters are printed visibly, never sent to the terminal", async () => {
  const { error } = await server.anon.from('reviews').insert({
    // Names and titles are one line (migration single_line_fields): the text carries the rest.
    name: 'Robert',
    email: 'robert@example.com',
    title: 'Titre',
    content:
      'Robert\u001b[2K\u001b[1A• 50000000-0000-4000-8000-000000000001\nTitre\u0007\u009b2J\u202eesrevni\n' +
      'Première ligne\r\u001b]0;titre volé\u0007\nSeconde ligne \\x1b',
    rating: 4,
  });
  expect(error).toBeNull();
  const { stdout } = await reviews('list');
  // Nothing a terminal would interpret: no C0/C1 control but the line breaks, no bidi override.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  expect(stdout).toContain('Robert\\x1b[2K\\x1b[1A• 50000000-0000-4000-8000-000000000001');
  expect(stdout).toContain('Titre\\x07\\x9b2J\\u202eesrevni');
  expect(stdout).toContain('│ Première ligne\\x0d\\x1b]0;titre volé\\x07');
  // What the reviewer typed as a backslash cannot pass for an escaped character.
  expect(stdout).toContain('│ Seconde ligne \\\\x1b');
});
