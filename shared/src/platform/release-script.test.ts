/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The publish step of a remote (shared/build/release.mjs), driven as a deployment runs it. */
const script = join(__dirname, '..', '..', 'build', 'release.mjs');
let work: string;

function build(name: string, text: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'client', 'mf-manifest.json'), '{}');
  writeFileSync(join(dir, 'client', 'remoteEntry.js'), `/* ${text} */`);
  writeFileSync(join(dir, 'server', 'index.js'), `exports.text = ${JSON.stringify(text)};`);
  return dir;
}

function release(buildDir: string) {
  return spawnSync(
    process.execPath,
    [script, '--name', 'blog', '--build', buildDir, '--to', join(work, 'deploy')],
    {
      encoding: 'utf8',
    },
  );
}

const pointer = () => JSON.parse(readFileSync(join(work, 'deploy', 'release.json'), 'utf8'));
const releases = () => readdirSync(join(work, 'deploy', 'releases')).sort();
const info = (version: string) =>
  JSON.parse(readFileSync(join(work, 'deploy', 'releases', version, 'release.json'), 'utf8'));

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'release-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

it('publishes a build under a version named by its content, and points at it', () => {
  const first = release(build('v1', 'première'));
  expect(first.status).toBe(0);
  const { name, version } = pointer();
  expect(name).toBe('blog');
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  expect(first.stdout).toContain(`blog : version ${version} publiée`);
  const root = join(work, 'deploy', 'releases', version);
  expect(readFileSync(join(root, 'client', 'remoteEntry.js'), 'utf8')).toBe('/* première */');
  expect(existsSync(join(root, 'server', 'index.js'))).toBe(true);

  // The same build again is the same release.
  release(build('v1-again', 'première'));
  expect(pointer().version).toBe(version);
  expect(releases()).toEqual([version]);
});

it('switches the pointer to a changed build and keeps the replaced release', () => {
  release(build('v1', 'première'));
  const first = pointer().version;
  release(build('v2', 'deuxième'));
  const second = pointer().version;
  expect(second).not.toBe(first);
  expect(releases()).toEqual([first, second].sort());
  expect(info(first).replacedAt).toBe(pointer().publishedAt);
  expect(info(second).replacedAt).toBeUndefined();
});

it('removes releases replaced more than a day ago', () => {
  release(build('v1', 'première'));
  const first = pointer().version;
  release(build('v2', 'deuxième'));
  const second = pointer().version;
  const stale = join(work, 'deploy', 'releases', first, 'release.json');
  writeFileSync(
    stale,
    JSON.stringify({ ...info(first), replacedAt: new Date(Date.now() - 25 * 3600_000).toISOString() }),
  );
  release(build('v3', 'troisième'));
  expect(releases()).toEqual([second, pointer().version].sort());
});

it('refuses an incomplete build and leaves the pointer as it was', () => {
  release(build('v1', 'première'));
  const before = pointer();
  const broken = build('v2', 'deuxième');
  rmSync(join(broken, 'server', 'index.js'));
  const result = release(broken);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('server/index.js est absent');
  expect(pointer()).toEqual(before);
});
