import { buildServiceWorker, serviceWorkerVersion } from './service-worker';

const parts = {
  routingSource: 'function swStrategy(){}',
  workerSource: 'self.addEventListener("fetch", function(){});',
  offlineUrl: '/offline/',
  offlineHtml: '<h1>Hors connexion</h1>',
  entries: [
    { url: '/main.js', body: new TextEncoder().encode('main v1') },
    { url: '/remotes/blog/remoteEntry.js', body: new TextEncoder().encode('blog v1') },
  ],
  staticUrls: ['/fonts/inter.woff2'],
};

it('precaches the offline page, the entries and the fonts', () => {
  const script = buildServiceWorker(parts);
  const precache = JSON.parse(script.match(/var SW_PRECACHE = (.*);/)?.[1] ?? '[]');
  expect(precache).toEqual(['/offline/', '/main.js', '/remotes/blog/remoteEntry.js', '/fonts/inter.woff2']);
  expect(script).toContain('function swStrategy(){}');
});

it('changes version when a remote is redeployed, and only then', () => {
  const redeployed = {
    ...parts,
    entries: [
      parts.entries[0] as (typeof parts.entries)[number],
      { url: '/remotes/blog/remoteEntry.js', body: new TextEncoder().encode('blog v2') },
    ],
  };
  expect(serviceWorkerVersion(parts)).toBe(serviceWorkerVersion({ ...parts }));
  expect(serviceWorkerVersion(redeployed)).not.toBe(serviceWorkerVersion(parts));
});
