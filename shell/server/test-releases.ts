import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_CONTRACT } from '@parquet-alsace/shared/server';

/**
 * Test helpers: hand-written server bundles (plain CommonJS, as a build emits them) published
 * in the release layout of remote-registry.ts, so that tests load them the way the server does.
 */

/** A blog bundle whose /blog/ page shows `heading`; `extra` code runs first when the file loads. */
export function blogBundleCode(
  heading: string,
  o: { extra?: string; render?: string; contract?: number; name?: string } = {},
): string {
  return `${o.extra ?? ''}
exports.default = {
  contract: ${o.contract ?? SERVER_CONTRACT},
  name: ${JSON.stringify(o.name ?? 'blog')},
  fragmentNames: [],
  app: { name: 'blog', routes: [{ path: '/blog/' }, { path: '/blog/:slug/' }] },
  render: ${
    o.render ??
    `async (url) => ({
    kind: 'page',
    status: url.pathname === '/blog/' ? 200 : 404,
    head: { title: ${JSON.stringify(heading)}, description: '', path: url.pathname },
    html: ${JSON.stringify(`<h1>${heading}</h1>`)},
    complete: true,
  })`
  },
  renderFragment: async () => null,
  sitemap: async () => [],
};
`;
}

/** Writes `releases/<version>/` (server bundle, and browser manifest unless `client` is false). */
export function writeRelease(dir: string, version: string, code: string, client = true): void {
  const release = join(dir, 'releases', version);
  mkdirSync(join(release, 'server'), { recursive: true });
  writeFileSync(join(release, 'server', 'index.js'), code);
  if (client) {
    mkdirSync(join(release, 'client'), { recursive: true });
    writeFileSync(join(release, 'client', 'mf-manifest.json'), JSON.stringify({ id: `mfe_blog@${version}` }));
    writeFileSync(join(release, 'client', 'remoteEntry.js'), `/* blog ${version} */`);
  }
}

/** Points the deployment at `version`, as the publish step does. */
export function point(dir: string, version: string, name = 'blog'): void {
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ name, version }));
}

/** Writes a release and points at it. */
export function publish(dir: string, version: string, code: string, client = true): void {
  writeRelease(dir, version, code, client);
  point(dir, version);
}
