import { createHash } from 'node:crypto';
import { readServerConfig } from './config';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  type PolicySources,
  sameSiteLocation,
} from './security-headers';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const local: PolicySources = {
  publicUrl: 'http://127.0.0.1:8080',
  supabaseUrl: '',
  remotes: { blog: '/remotes/blog/mf-manifest.json' },
  gtmId: '',
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('inlineScriptHashes', () => {
  test('hashes executable inline scripts only, each once', () => {
    const html = [
      '<script>boot()</script>',
      '<script type="module">start()</script>',
      "<script type='text/javascript'>boot()</script>",
      '<script type="application/json" id="__SITE_CONFIG__">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script defer src="/main.js"></script>',
      '<SCRIPT>é « ok »</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('start()'), sha('é « ok »')]);
  });

  test('hashes the page’s speculation rules, which the browser checks against script-src', () => {
    const rules = '{"prerender":[{"source":"document","where":{"href_matches":"/*"}}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha(rules)]);
  });
});

describe('contentSecurityPolicy', () => {
  test('no inline script runs unless listed, nothing is evaluated, nobody may frame the site', () => {
    const policy = contentSecurityPolicy(local, [sha('boot()')]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('boot()')]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8080']);
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  test('a tag-manager id allows its script and beacons, still without unsafe-inline scripts', () => {
    const policy = contentSecurityPolicy({ ...local, gtmId: 'GTM-TEST123' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.googletagmanager.com');
  });

  test('remotes on another origin and a hosted backend are allowed by origin', () => {
    const policy = contentSecurityPolicy({
      publicUrl: 'https://devis.parquet-alsace.example',
      supabaseUrl: 'https://abc.supabase.co',
      remotes: {
        blog: 'https://cdn.example/blog/mf-manifest.json',
        quote: '/remotes/quote/mf-manifest.json',
      },
      gtmId: '',
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://devis.parquet-alsace.example',
      'https://abc.supabase.co',
      'https://cdn.example',
    ]);
    // Photos published from the back office are the hosted Storage's.
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co']);
    expect(policy).toContain('upgrade-insecure-requests');
  });
});

describe('baseSecurityHeaders', () => {
  test('deny framing and unused features; HSTS only for an https site', () => {
    expect(baseSecurityHeaders(local)).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
    expect(baseSecurityHeaders(local)).not.toHaveProperty('Strict-Transport-Security');
    expect(
      baseSecurityHeaders({ ...local, publicUrl: 'https://devis.parquet-alsace.example' }),
    ).toHaveProperty('Strict-Transport-Security');
  });
});

describe('sameSiteLocation', () => {
  test.each([
    ['/blog/', '/blog/'],
    ['//evil.example/connexion/', '/evil.example/connexion/'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\\\/evil.example/', '/evil.example/'],
  ])('%s → %s', (target, location) => {
    expect(sameSiteLocation(target)).toBe(location);
  });
});

describe('server configuration', () => {
  test('the public origin comes from PUBLIC_URL, else the local address', () => {
    expect(readServerConfig({ PUBLIC_URL: 'https://devis.parquet-alsace.example/chemin/' }).publicUrl).toBe(
      'https://devis.parquet-alsace.example',
    );
    expect(readServerConfig({ PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(readServerConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(() => readServerConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  test('the key of the plain form’s request ids comes from FORM_ID_SECRET, 32 characters at least', () => {
    const long = 'f'.repeat(32);
    expect(readServerConfig({ FORM_ID_SECRET: long }).formIdSecret).toBe(long);
    expect(readServerConfig({}).formIdSecret).toBe('');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(readServerConfig({ FORM_ID_SECRET: 'court' }).formIdSecret).toBe('');
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^FORM_ID_SECRET trop court/);
    } finally {
      warn.mockRestore();
    }
  });

  test("remotes' development servers are allowed only when DEV_REMOTE_OVERRIDES=1", () => {
    const policy = (env: Record<string, string>) =>
      contentSecurityPolicy({ ...readServerConfig(env), remotes: local.remotes });
    expect(policy({})).not.toMatch(/127\.0\.0\.1:\*|localhost:/);
    const development = policy({ DEV_REMOTE_OVERRIDES: '1' });
    // Any port of this machine: a dev server runs on its default port or on DEV_PORT.
    expect(directive(development, 'script-src')).toContain('http://127.0.0.1:*');
    expect(directive(development, 'script-src')).not.toContain('ws://127.0.0.1:*');
    expect(directive(development, 'connect-src')).toContain('ws://localhost:*');
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('no remote is called %s', (name) => {
    const config = readServerConfig({});
    expect(config.remoteSources[name as 'blog']).toBeUndefined();
  });
});
