import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { rawGet, visitorKey } from './support';

// 11. No secret reaches a browser: pages and /site-config.json carry the anon key and nothing
// the server keeps (signing secret, admin secret, mail key), and no file a browser can load
// holds a key other than the anon key, or reads a secret's variable.

const root = join(__dirname, '..', '..');
const APPS = ['shell', 'mfe-quote', 'mfe-blog', 'mfe-gallery', 'mfe-reviews', 'mfe-downloads', 'mfe-admin'];
const PAGES = [
  '/',
  '/services/',
  '/blog/',
  '/blog/huiler-parquet-chene/',
  '/gallery/',
  '/reviews/new/',
  '/downloads/',
];
const SECRET_NAMES =
  /service_role|SERVICE_ROLE|JWT_SECRET|ADMIN_SECRET|MAIL_API_KEY|SMTP_PASS|WEBHOOK_SECRET/;
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+/g;

function secrets(): string[] {
  const values = [
    process.env.ATTACK_JWT_SECRET,
    process.env.ATTACK_ADMIN_SECRET,
    process.env.ATTACK_MAIL_API_KEY,
  ];
  expect(values.every(Boolean), 'the attack server’s secrets are known to the suite').toBe(true);
  return values as string[];
}

/** The role a JWT claims (its payload, not checked: only what it says). */
function roleOf(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return String((payload as { role?: unknown }).role ?? 'none');
  } catch {
    return 'unreadable';
  }
}

/** Every file under the folders the server hands to browsers: the shell's, each remote's releases. */
function browserFiles(): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) {
        // A remote's server bundle runs on the server only; browsers get client/ alone.
        if (entry !== 'server') visit(full);
      } else if (/\.(m?js|json|html|css|txt|map)$/.test(entry)) files.push(full);
    }
  };
  for (const app of APPS) visit(join(root, app, 'dist'));
  return files;
}

test.describe('11. Secrets', () => {
  test('pages and /site-config.json carry the anon key and none of the server’s secrets', async () => {
    const anonKey = await visitorKey();
    expect(roleOf(anonKey)).toBe('anon');
    for (const path of ['/site-config.json', ...PAGES]) {
      const { status, body } = await rawGet(path);
      expect(status, `status of ${path}`).toBeLessThan(500);
      for (const secret of secrets()) expect(body.includes(secret), `a secret in ${path}`).toBe(false);
      const keys = [...new Set(body.match(JWT) ?? [])];
      expect(
        keys.map(roleOf).filter((role) => role !== 'anon'),
        `keys other than anon in ${path}`,
      ).toEqual([]);
    }
  });

  test('no file a browser can load holds a key, a secret or a secret’s name', async () => {
    const files = browserFiles();
    expect(files.filter((file) => file.endsWith('.js')).length, 'scripts scanned').toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const relative = file.slice(root.length + 1);
      if (SECRET_NAMES.test(text)) found.push(`${relative}: ${SECRET_NAMES.exec(text)?.[0]}`);
      for (const token of text.match(JWT) ?? []) found.push(`${relative}: a key (${roleOf(token)})`);
      for (const secret of secrets()) if (text.includes(secret)) found.push(`${relative}: a server secret`);
    }
    expect(found).toEqual([]);
  });
});
