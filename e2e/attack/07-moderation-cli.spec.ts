import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { sign } from 'hono/jwt';
import { postJson, site } from './support';

// 7. Terminal escapes: a reviewer's text must not drive the moderator's terminal (erase lines,
// fake an id, change the window title, ring the bell).

const run = promisify(execFile);

test.describe('7. Moderation CLI', () => {
  test('`npm run reviews -- list` prints control characters visibly', async () => {
    const response = await postJson('/rest/v1/reviews', {
      // Names and titles are one line (case 18): the review's text carries the escapes.
      name: 'Robert',
      email: 'robert@example.com',
      title: 'Avis',
      content:
        'Très bien\u001b[2K\r• 50000000-0000-4000-8000-000000000001\u0007\u001b]0;titre volé\u0007\u009b2J\u001b[1A\u001b[2K\u202e',
      rating: 5,
    });
    expect(response.status).toBe(201);
    const now = Math.floor(Date.now() / 1000);
    const key = await sign(
      { role: 'service_role', iss: 'supabase', iat: now, exp: now + 600 },
      process.env.ATTACK_JWT_SECRET ?? '',
      'HS256',
    );
    const { stdout } = await run(
      process.execPath,
      [join(__dirname, '..', '..', 'backend', 'scripts', 'reviews-cli.mjs'), 'list'],
      {
        env: { ...process.env, NODE_OPTIONS: '', SUPABASE_URL: site.url, SUPABASE_SERVICE_ROLE_KEY: key },
      },
    );
    expect(stdout).toContain('Robert');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });
});
