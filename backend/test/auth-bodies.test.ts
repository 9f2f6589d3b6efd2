// A malformed body on each /auth/v1 endpoint that reads one: refused with Supabase Auth's status,
// error code and message (GoTrue's legacy shape: { code, error_code, msg }), before anything
// is looked up or sent.
import {
  createConfirmedUser,
  startTestServer,
  supabaseClient,
  type TestServer,
} from './helpers/test-server.ts';

let server: TestServer;
let memberToken = '';

beforeAll(async () => {
  server = await startTestServer({ authLimits: { emailsPerClient: 1000, passwordAttemptsPerClient: 1000 } });
  const email = 'corps.malformes@example.com';
  const password = 'parquet-chene-corps-2026';
  await createConfirmedUser(server, email, password);
  const browser = supabaseClient(server.url, server.backend.anonKey);
  const { data, error } = await browser.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  memberToken = data.session?.access_token ?? '';
});
afterAll(() => server.close());

type Caller = 'visitor' | 'member' | 'service';

function send(caller: Caller, method: string, path: string, body: string) {
  const key = caller === 'service' ? server.backend.serviceRoleKey : server.backend.anonKey;
  const token = caller === 'member' ? memberToken : key;
  return fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
}

const endpoints: [Caller, string, string][] = [
  ['visitor', 'POST', '/otp'],
  ['visitor', 'POST', '/recover'],
  ['visitor', 'POST', '/resend'],
  ['visitor', 'POST', '/verify'],
  ['member', 'PUT', '/user'],
  ['service', 'POST', '/admin/users'],
  ['service', 'PUT', '/admin/users/00000000-0000-4000-8000-00000000abcd'],
  ['service', 'POST', '/invite'],
  ['service', 'POST', '/admin/generate_link'],
];

test.each(endpoints)(
  '%s %s %s: a body that is not a JSON object is refused (400 bad_json)',
  async (caller, method, path) => {
    for (const body of ['{"email":', '[1, 2]', '"texte"']) {
      const response = await send(caller, method, path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'bad_json',
        msg: 'Could not parse request body as JSON',
      });
    }
  },
);

test.each<[Caller, string, string, Record<string, unknown>, number, string, string]>([
  ['visitor', 'POST', '/otp', { email: 42 }, 400, 'validation_failed', 'An email address is required'],
  [
    'visitor',
    'POST',
    '/recover',
    { email: 'pas-une-adresse' },
    400,
    'validation_failed',
    'Unable to validate email address: invalid format',
  ],
  [
    'visitor',
    'POST',
    '/resend',
    { type: 7, email: 'corps.malformes@example.com' },
    400,
    'validation_failed',
    'Missing one of these types: signup, email_change, sms, phone_change',
  ],
  [
    'visitor',
    'POST',
    '/verify',
    { type: 'email', email: 'corps.malformes@example.com', token: 123456 },
    400,
    'validation_failed',
    'Verify requires either a token or a token hash',
  ],
  [
    'member',
    'PUT',
    '/user',
    { email: 'autre@example.com' },
    422,
    'validation_failed',
    'Changing the e-mail address or phone is not supported here',
  ],
  [
    'service',
    'POST',
    '/admin/users',
    { email: ['a@example.com'] },
    400,
    'validation_failed',
    'An email address is required',
  ],
  [
    'service',
    'PUT',
    '/admin/users/00000000-0000-4000-8000-00000000abcd',
    { ban_duration: 24 },
    400,
    'validation_failed',
    'invalid format for ban duration',
  ],
  [
    'service',
    'POST',
    '/invite',
    { email: `${'x'.repeat(250)}@example.com` },
    400,
    'validation_failed',
    'An email address is too long',
  ],
  [
    'service',
    'POST',
    '/admin/generate_link',
    { type: 5, email: 'corps.malformes@example.com' },
    400,
    'validation_failed',
    'Invalid email action link type requested: ',
  ],
])('%s %s %s with %j: %i %s', async (caller, method, path, body, status, code, message) => {
  const response = await send(caller, method, path, JSON.stringify(body));
  expect(response.status).toBe(status);
  expect(response.headers.get('x-sb-error-code')).toBe(code);
  expect(await response.json()).toEqual({ code: status, error_code: code, msg: message });
});

test('a password of the wrong type is an empty one: too weak (422 weak_password)', async () => {
  const response = await send('member', 'PUT', '/user', JSON.stringify({ password: 12345678901234 }));
  expect(response.status).toBe(422);
  expect((await response.json()).error_code).toBe('weak_password');
});
