import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { sign } from 'hono/jwt';
import { business, rawGet, serverLogDuring, site } from './support';

// 16. Control characters in what the operator reads: a visitor's text must not reach the
// server's log or a command's output raw (terminal escapes, a forged log line, a reordering
// bidi control). The moderation command was case 7; this is the log and `npm run leads`.

const run = promisify(execFile);
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const RAW_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;
const FORGED = '[outbox] ALERTE faux';

const serverLog = () => readFileSync(process.env.ATTACK_SERVER_LOG ?? '', 'utf8');

test.describe('16. Logs and terminals', () => {
  test('anonymous GETs carrying escapes and a line break put neither into the server log', async () => {
    const payload = encodeURIComponent(`"\u001b[2J\u001b]0;vole\u0007\n${FORGED}\u202e`);
    await serverLogDuring(async () => {
      for (const path of [
        `/blog/tag/${payload}/`,
        `/blog/${payload}/`,
        `/rest/v1/articles?slug=eq.${payload}`,
      ]) {
        await rawGet(path);
      }
    });
    const log = serverLog();
    expect(log, 'raw control characters in the server log').not.toMatch(RAW_CONTROLS);
    expect(
      log.split('\n').filter((line) => line.startsWith(FORGED)),
      'log lines that start with the visitor’s forged text',
    ).toEqual([]);
  });

  test('`npm run leads -- undelivered` prints a lead’s control characters visibly', async () => {
    // A lead stored before names were one line (or by the back office): its e-mail job pending.
    const db = await business();
    const id = crypto.randomUUID();
    const { error } = await db.from('outbox_jobs').insert({
      kind: 'quote_email',
      dedupe_key: `quote_email:${id}`,
      next_attempt_at: '2999-01-01T00:00:00Z',
      payload: {
        id,
        full_name: `Robert\u001b[2K\r\n${FORGED}\u202e`,
        phone: '+33612345678\u0007',
        email: 'robert@example.com',
      },
    });
    expect(error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const key = await sign(
      { role: 'service_role', iss: 'supabase', iat: now, exp: now + 600 },
      process.env.ATTACK_JWT_SECRET ?? '',
      'HS256',
    );
    try {
      const { stdout } = await run(
        process.execPath,
        [join(__dirname, '..', '..', 'backend', 'scripts', 'leads-cli.mjs'), 'undelivered'],
        { env: { ...process.env, NODE_OPTIONS: '', SUPABASE_URL: site.url, SUPABASE_SERVICE_ROLE_KEY: key } },
      );
      expect(stdout).toContain(id);
      expect(stdout, 'raw control characters in the output').not.toMatch(RAW_CONTROLS);
      expect(stdout.split('\n').filter((line) => line.trimStart().startsWith(FORGED))).toEqual([]);
    } finally {
      await db.from('outbox_jobs').delete().eq('dedupe_key', `quote_email:${id}`);
    }
  });
});
