// Loaded by backend/scripts/peer-suites.mjs into every test file of a fetched client suite
// (jest `setupFilesAfterEnv`): sends the suite's requests for the hosted CLI's address
// (localhost:54321) to our server instead, and records, per test, each answer's method, path and
// status so that the runner can tell a refusal from a wrong answer. The suite's files stay
// untouched.
const { writeFileSync } = require('node:fs');
const { createHash, createHmac } = require('node:crypto');
const { join } = require('node:path');

const target = process.env.PEER_SERVER_URL;
const logDir = process.env.PEER_LOG_DIR;
const CLI_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1):54321(?=\/|$)/;

const original = globalThis.fetch;
const calls = [];

// auth-js signs its gateway keys (anon, service_role, supabase_admin) with an RSA key its own
// script generates, which the CLI's gateway and Auth accept; this server checks HS256 keys only
// (docs/adr-007-auth-subset.md). When PEER_RESIGN_SECRET is set, such a key is re-signed, claims
// unchanged, with that HS256 secret (the suite's own `GOTRUE_JWT_SECRET`, which its other tokens
// use). Tokens this server issued are HS256 already and pass untouched.
const resignSecret = process.env.PEER_RESIGN_SECRET;
function resign(token) {
  const [head, body] = token.split('.');
  let alg;
  try {
    alg = JSON.parse(Buffer.from(head, 'base64url').toString()).alg;
  } catch {
    return token;
  }
  if (alg !== 'RS256' && alg !== 'ES256') return token;
  const signed = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${body}`;
  return `${signed}.${createHmac('sha256', resignSecret).update(signed).digest('base64url')}`;
}

// Self sign-up is refused on purpose (a staff-only site, docs/adr-007-auth-subset.md), but most
// auth-js cases open with `signUp` to get an account. When PEER_EMULATE_SIGNUP is set, an e-mail
// sign-up is emulated the way an administrator would make the account: the admin API creates it
// (address confirmed, as the CLI's auto-confirm does), then a password sign-in answers with the
// session, as Supabase Auth's sign-up with auto-confirm does. Phone and anonymous sign-ups are
// left to the server, which refuses them.
async function emulateSignup(url, init) {
  let body;
  try {
    body = JSON.parse(typeof init?.body === 'string' ? init.body : '');
  } catch {
    return undefined;
  }
  if (!body?.email || !body?.password) return undefined;
  const serviceKey = process.env.PEER_SERVICE_KEY;
  const origin = new URL(url).origin;
  const created = await original(`${origin}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email: body.email,
      password: body.password,
      email_confirm: true,
      user_metadata: body.data ?? {},
    }),
  });
  if (!created.ok) return created;
  return original(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: serviceKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: body.email, password: body.password }),
  });
}

function currentTest() {
  try {
    return expect.getState().currentTestName ?? '(hors test)';
  } catch {
    return '(hors test)';
  }
}

globalThis.fetch = async function recordedFetch(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!CLI_ORIGIN.test(url)) return original(input, init);
  const rewritten = url.replace(CLI_ORIGIN, target);
  const request =
    typeof input === 'object' && !(input instanceof URL) ? new Request(rewritten, input) : rewritten;
  // postgrest-js calls the database API without a key, which the CLI's PostgREST serves as
  // anon; this server asks for the key. Auth and Storage calls are sent as the tests make them.
  const headers = new Headers(init?.headers ?? (typeof request === 'object' ? request.headers : undefined));
  if (resignSecret) {
    for (const name of ['apikey', 'authorization']) {
      const value = headers.get(name);
      if (!value) continue;
      const bearer = /^Bearer /i.test(value);
      const token = bearer ? value.slice(7) : value;
      const fresh = resign(token);
      if (fresh !== token) headers.set(name, bearer ? `Bearer ${fresh}` : fresh);
    }
    init = { ...init, headers };
  }
  if (
    new URL(rewritten).pathname.startsWith('/rest/v1/') &&
    !headers.has('apikey') &&
    !headers.has('authorization')
  ) {
    headers.set('apikey', process.env.PEER_ANON_KEY);
    init = { ...init, headers };
  }
  const method = (
    init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
  ).toUpperCase();
  const path = new URL(rewritten).pathname;
  const entry = { test: currentTest(), method, path, status: 0 };
  calls.push(entry);
  const emulated =
    process.env.PEER_EMULATE_SIGNUP && method === 'POST' && path === '/auth/v1/signup'
      ? await emulateSignup(rewritten, init)
      : undefined;
  if (emulated) entry.path += ' (émulé par l’API admin)';
  const response = emulated ?? (await original(request, init));
  entry.status = response.status;
  return response;
};

afterAll(() => {
  const testPath = expect.getState().testPath ?? 'inconnu';
  const name = createHash('sha1').update(testPath).digest('hex').slice(0, 16);
  writeFileSync(join(logDir, `${name}.json`), JSON.stringify({ testPath, calls }));
});
