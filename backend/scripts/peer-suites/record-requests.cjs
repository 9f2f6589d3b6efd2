// Loaded by backend/scripts/peer-suites.mjs into every test file of a fetched client suite
// (jest `setupFilesAfterEnv`): sends the suite's requests for the hosted CLI's address
// (localhost:54321) to our server instead, and records, per test, each answer's method, path and
// status so that the runner can tell a refusal from a wrong answer. The suite's files stay
// untouched.
const { writeFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { join } = require('node:path');

const target = process.env.PEER_SERVER_URL;
const logDir = process.env.PEER_LOG_DIR;
const CLI_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1):54321(?=\/|$)/;

const original = globalThis.fetch;
const calls = [];

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
  const entry = { test: currentTest(), method, path: new URL(rewritten).pathname, status: 0 };
  calls.push(entry);
  const response = await original(request, init);
  entry.status = response.status;
  return response;
};

afterAll(() => {
  const testPath = expect.getState().testPath ?? 'inconnu';
  const name = createHash('sha1').update(testPath).digest('hex').slice(0, 16);
  writeFileSync(join(logDir, `${name}.json`), JSON.stringify({ testPath, calls }));
});
