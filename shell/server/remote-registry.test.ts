/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defineServerBundle,
  SERVER_CONTRACT,
  type ServerBundle,
  type ServerRender,
} from '@parquet-alsace/shared/server';
import { RemoteRegistry, type RemoteSource } from './remote-registry';
import { blogBundleCode, point, publish, writeRelease } from './test-releases';

const V1 = '111111111111';
const V2 = '222222222222';
const V3 = '333333333333';
const backend = async () => ({}) as never;
const shell = defineServerBundle({
  app: {
    name: 'pages',
    routes: [],
    NotFound: () => null,
    notFoundHead: () => ({ title: '', description: '', path: '/' }),
  },
  chrome: () => ({ header: '', footer: '' }),
});

let dir: string;
let log: { log: jest.Mock; warn: jest.Mock; error: jest.Mock };
let registry: RemoteRegistry | undefined;

function registryFor(source: RemoteSource = { kind: 'folder', dir }) {
  registry = new RemoteRegistry({ shell, sources: { blog: source }, backend, resolveFrom: __filename, log });
  return registry;
}

async function headingOf(bundle: ServerBundle | undefined): Promise<string | undefined> {
  const result: ServerRender | undefined = await bundle?.render(new URL('http://x.test/blog/'), { backend });
  return result?.kind === 'page' ? result.head.title : undefined;
}

/** Waits for a condition (the file watch is asynchronous), failing after `ms`. */
async function until(condition: () => boolean, ms = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition jamais remplie');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registry-'));
  log = { log: jest.fn(), warn: jest.fn(), error: jest.fn() };
});

afterEach(async () => {
  registry?.close();
  registry = undefined;
  await rm(dir, { recursive: true, force: true });
});

it('serves the published version, then switches to the next one beside it', async () => {
  publish(dir, V1, blogBundleCode('Version 1'));
  const registry = registryFor();
  const switched = jest.fn();
  registry.onSwitch(switched);
  expect(await registry.start()).toEqual([{ name: 'blog', status: 'switched', version: V1 }]);
  const before = registry.snapshot();
  expect(before.remotes.blog).toBe(`/remotes/blog/${V1}/mf-manifest.json`);
  expect(await headingOf(before.bundles.blog)).toBe('Version 1');

  publish(dir, V2, blogBundleCode('Version 2'));
  expect(await registry.revalidate()).toEqual([
    { name: 'blog', status: 'switched', version: V2, previous: V1 },
  ]);
  const after = registry.snapshot();
  expect(after.versions.blog).toBe(V2);
  expect(after.remotes.blog).toBe(`/remotes/blog/${V2}/mf-manifest.json`);
  expect(await headingOf(after.bundles.blog)).toBe('Version 2');
  // A render that started before the switch finishes with the version it started with.
  expect(await headingOf(before.bundles.blog)).toBe('Version 1');
  expect(switched).toHaveBeenCalledWith('blog', V2);
  expect(log.log).toHaveBeenLastCalledWith(`blog : version ${V2} en service (remplace ${V1})`);
  expect(await registry.revalidate()).toEqual([{ name: 'blog', status: 'unchanged', version: V2 }]);
});

describe('a version that must not serve is refused, logged, and the previous one keeps serving', () => {
  const cases: Array<[string, () => void, string]> = [
    [
      'throws when loaded',
      () => publish(dir, V2, blogBundleCode('x', { extra: "throw new Error('cassée');" })),
      'cassée',
    ],
    [
      'fails its smoke render',
      () =>
        publish(
          dir,
          V2,
          blogBundleCode('x', { render: "async () => { throw new Error('rendu impossible'); }" }),
        ),
      'rendu impossible',
    ],
    [
      'cannot load data the version in service loads',
      () =>
        publish(
          dir,
          V2,
          blogBundleCode('x', { render: "async () => ({ kind: 'unavailable', error: null, html: '' })" }),
        ),
      'ne charge pas ses données',
    ],
    [
      'was built against another contract',
      () => publish(dir, V2, blogBundleCode('x', { contract: SERVER_CONTRACT + 1 })),
      `contrat serveur ${SERVER_CONTRACT + 1}`,
    ],
    [
      'is another app',
      () => publish(dir, V2, blogBundleCode('x', { name: 'gallery' })),
      'annonce l’app gallery',
    ],
    [
      'has no browser code',
      () => publish(dir, V2, blogBundleCode('x'), false),
      'mf-manifest.json est absent',
    ],
    ['is not there', () => point(dir, V2), `releases/${V2}/client/mf-manifest.json est absent`],
  ];
  for (const [what, release, reason] of cases) {
    it(`when it ${what}`, async () => {
      publish(dir, V1, blogBundleCode('Version 1'));
      const registry = registryFor();
      await registry.start();
      release();
      const [outcome] = await registry.revalidate();
      expect(outcome).toMatchObject({ name: 'blog', status: 'refused', version: V2, previous: V1 });
      expect(outcome?.error).toContain(reason);
      expect(log.error).toHaveBeenCalledWith(
        `blog : version ${V2} refusée, la version ${V1} reste en service`,
        expect.anything(),
      );
      expect(registry.snapshot().versions.blog).toBe(V1);
      expect(await headingOf(registry.snapshot().bundles.blog)).toBe('Version 1');
      // Not tried again until the pointer names another version.
      await registry.revalidate();
      expect(log.error).toHaveBeenCalledTimes(1);
    });
  }
});

it('accepts a version whose data cannot be loaded when the one in service cannot either (backend down)', async () => {
  const down = "async () => ({ kind: 'unavailable', error: null, html: '' })";
  publish(dir, V1, blogBundleCode('Version 1', { render: down }));
  const registry = registryFor();
  await registry.start();
  publish(dir, V2, blogBundleCode('Version 2', { render: down }));
  expect((await registry.revalidate())[0]?.status).toBe('switched');
});

it('takes a fixed version once refused and republished as another one', async () => {
  publish(dir, V1, blogBundleCode('Version 1'));
  const registry = registryFor();
  await registry.start();
  publish(dir, V2, blogBundleCode('x', { extra: "throw new Error('cassée');" }));
  await registry.revalidate();
  publish(dir, V3, blogBundleCode('Version 3'));
  expect((await registry.revalidate())[0]).toMatchObject({ status: 'switched', version: V3, previous: V1 });
});

it('resolves what a bundle imports from the shell when its own folder has no node_modules', async () => {
  publish(dir, V1, blogBundleCode('Version 1', { extra: "const { createElement } = require('react');" }));
  const registry = registryFor();
  expect((await registry.start())[0]?.status).toBe('switched');
});

it('notices a new pointer in a watched folder without being asked', async () => {
  publish(dir, V1, blogBundleCode('Version 1'));
  const registry = registryFor();
  await registry.start();
  registry.watch(0);
  publish(dir, V2, blogBundleCode('Version 2'));
  await until(() => registry.snapshot().versions.blog === V2);
});

it('names the folder of each release’s browser files', async () => {
  publish(dir, V1, blogBundleCode('Version 1'));
  const registry = registryFor();
  await registry.start();
  publish(dir, V2, blogBundleCode('Version 2'));
  await registry.revalidate();
  expect(registry.clientFolder('blog', `/${V1}/remoteEntry.js`)).toEqual({
    root: join(dir, 'releases', V1, 'client'),
    prefix: `/remotes/blog/${V1}`,
  });
  expect(registry.clientFolder('blog', '/remoteEntry.js')).toEqual({
    root: join(dir, 'releases', V2, 'client'),
    prefix: '/remotes/blog',
  });
  expect(registry.clientFolder('gallery', '/remoteEntry.js')).toBeNull();
  expect(registry.clientFolder('constructor', '/remoteEntry.js')).toBeNull();
});

describe('a remote published on a static host', () => {
  let http: Server;
  let base: string;
  let pointerRequests: Array<string | undefined>;

  beforeEach(async () => {
    pointerRequests = [];
    http = createHttpServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      try {
        const body = readFileSync(join(dir, path));
        if (path === '/release.json') {
          pointerRequests.push(request.headers['if-none-match']);
          const etag = `"${body.length}-${body.toString().length}-${body.toString().slice(-16)}"`;
          if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
          response.setHeader('ETag', etag);
        }
        response.writeHead(200).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/`;
  });

  afterEach(() => new Promise<void>((resolve) => http.close(() => resolve())));

  it('is loaded from its URLs, revalidated cheaply, and browsers get its versioned manifest', async () => {
    publish(dir, V1, blogBundleCode('Version 1'));
    const registry = registryFor({ kind: 'url', url: `${base}release.json` });
    await registry.start();
    expect(registry.snapshot().remotes.blog).toBe(`${base}releases/${V1}/client/mf-manifest.json`);
    expect(await headingOf(registry.snapshot().bundles.blog)).toBe('Version 1');
    expect(registry.clientFolder('blog', '/remoteEntry.js')).toBeNull();

    expect(await registry.revalidate()).toEqual([{ name: 'blog', status: 'unchanged', version: V1 }]);
    expect(pointerRequests[1]).toBeDefined();

    publish(dir, V2, blogBundleCode('Version 2'));
    expect((await registry.revalidate())[0]).toMatchObject({ status: 'switched', version: V2 });
    expect(await headingOf(registry.snapshot().bundles.blog)).toBe('Version 2');
  });

  it('keeps the version in service while the host does not answer', async () => {
    publish(dir, V1, blogBundleCode('Version 1'));
    const registry = registryFor({ kind: 'url', url: `${base}release.json` });
    await registry.start();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    const outcome = (await registry.revalidate())[0];
    expect(outcome?.status).toBe('refused');
    expect(registry.snapshot().versions.blog).toBe(V1);
  });
});

it('lets a release whose server bundle cannot load still reach browsers when nothing else serves', async () => {
  writeRelease(dir, V1, "throw new Error('cassée');");
  point(dir, V1);
  const registry = registryFor();
  await registry.start();
  expect(registry.snapshot().bundles.blog).toBeUndefined();
  expect(registry.snapshot().remotes.blog).toBe(`/remotes/blog/${V1}/mf-manifest.json`);
  expect(log.error).toHaveBeenCalledWith(
    `blog : version ${V1} refusée, pages rendues par le navigateur`,
    expect.anything(),
  );
});
