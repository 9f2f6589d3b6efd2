import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import changedBlog from '../fixtures/changed-blog.json';
import { E2E_PORT, JWT_SECRET } from '../support/env';

/**
 * A remote ships without restarting the shell's server. A second server (its own port and
 * database) serves the blog from a deployment folder of its own; the test builds a blog with
 * another heading, publishes it there as a deployment does, and sees it in the server's HTML
 * and in the hydrated page within seconds; then it publishes a broken release and sees the one
 * in service keep serving.
 */
const root = join(__dirname, '..', '..');
const PORT = Number(process.env.E2E_RELEASE_PORT ?? E2E_PORT + 1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_SECRET = 'e2e-admin-secret-0123456789abcdef';

test.describe.configure({ mode: 'serial' });
// The worker would serve the remote's entry from its cache; this is about what the server sends.
test.use({ baseURL: ORIGIN, serviceWorkers: 'block' });

let work: string;
let deployment: string;
let server: ChildProcess | undefined;
let serverLog = '';

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}\n${output}`)),
    );
  });
}

/** What a deployment does: copy the build as a release, then switch the pointer. */
async function publish(build: string): Promise<string> {
  await run(process.execPath, [
    'shared/build/release.mjs',
    '--name',
    'blog',
    '--build',
    build,
    '--to',
    deployment,
  ]);
  return (JSON.parse(readFileSync(join(deployment, 'release.json'), 'utf8')) as { version: string }).version;
}

const heading = async (request: APIRequestContext) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get('/blog/')).text())?.[1];

/** Wakes the all-articles island (a focus in its search box) and waits until it has hydrated. */
async function hydrated(page: Page) {
  await page.getByLabel('Rechercher').focus();
  await page.locator('[data-island="blog/ArticlesBrowser"][data-ready]').waitFor({ state: 'attached' });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'parquet-release-'));
  deployment = join(work, 'blog');
  mkdirSync(join(work, 'data'));
  await publish(join(root, 'mfe-blog', 'dist'));
  server = spawn(process.execPath, [join(root, 'shell', 'dist', 'server', 'prod-server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: join(work, 'data'),
      JWT_SECRET,
      REMOTE_BLOG_DIR: deployment,
      // The cache is on: a release must drop the blog's cached pages.
      RENDER_CACHE_MS: '60000',
      ADMIN_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (serverLog += d));
  server.stderr?.on('data', (d) => (serverLog += d));
  const exited = new Promise<never>((_, reject) =>
    server?.on('exit', (code) => reject(new Error(`Le serveur s’est arrêté (${code}) :\n${serverLog}`))),
  );
  await Promise.race([
    exited,
    expect
      .poll(async () => (await fetch(`${ORIGIN}/site-config.json`).catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200),
  ]);
});

test.afterAll(async () => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

test('a new blog release reaches the server HTML and the islands without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const previous = JSON.parse(readFileSync(join(deployment, 'release.json'), 'utf8')).version as string;
  expect(await heading(request)).toBe(changedBlog.oldHeading);

  // The team's next release, built beside the one in service (at low priority: other tests run).
  const build = join(work, 'build');
  await run('nice', [
    '-n',
    '10',
    process.execPath,
    join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
    '--config',
    'e2e/fixtures/changed-blog.webpack.mjs',
    '--mode',
    'production',
    '--env',
    `outDir=${build}`,
  ]);
  const version = await publish(build);
  expect(version).not.toBe(previous);

  await expect.poll(() => heading(request), { timeout: 10_000 }).toBe(changedBlog.newHeading);
  expect(serverLog).toContain(`blog : version ${version} en service (remplace ${previous})`);

  // The page names the version it was rendered with, and the browser runs exactly that one.
  const blogFiles: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/remotes/blog/')) blogFiles.push(path);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(changedBlog.newHeading);
  // The list is static; the blog's code runs in the all-articles page's island.
  await page.goto('/blog/articles/');
  await hydrated(page);
  expect(blogFiles).toContain(`/remotes/blog/${version}/remoteEntry.js`);
  expect(blogFiles.filter((f) => !f.startsWith(`/remotes/blog/${version}/`))).toEqual([]);
  expect(errors).toEqual([]);

  // A page rendered before the switch still finds its own version's code.
  expect((await request.get(`/remotes/blog/${previous}/remoteEntry.js`)).status()).toBe(200);
});

test('a broken release is refused and logged, and the one in service keeps serving', async ({
  page,
  request,
}) => {
  const good = JSON.parse(readFileSync(join(deployment, 'release.json'), 'utf8')).version as string;
  const broken = join(work, 'broken');
  cpSync(join(work, 'build'), broken, { recursive: true });
  writeFileSync(join(broken, 'server', 'index.js'), "throw new Error('Version cassée pour le test');\n");
  const version = await publish(broken);

  // The deployment's signal, besides the file watch: only with the secret.
  expect((await request.post('/__admin/revalidate?remote=blog')).status()).toBe(401);
  const signal = await request.post('/__admin/revalidate?remote=blog', {
    headers: { Authorization: `Bearer ${ADMIN_SECRET}` },
  });
  expect(await signal.json()).toEqual({
    results: [
      { name: 'blog', status: 'refused', version, previous: good, error: 'Version cassée pour le test' },
    ],
  });
  expect(serverLog).toContain(`blog : version ${version} refusée, la version ${good} reste en service`);

  expect(await heading(request)).toBe(changedBlog.newHeading);
  const config = await (await request.get('/site-config.json')).json();
  expect(config.remotes.blog).toBe(`/remotes/blog/${good}/mf-manifest.json`);
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(changedBlog.newHeading);
  await page.goto('/blog/articles/');
  await hydrated(page);
});
