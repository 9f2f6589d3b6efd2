import { createHash } from 'node:crypto';

export interface ServiceWorkerParts {
  /** Text of shell/static/sw-routing.js and shell/static/sw.js. */
  routingSource: string;
  workerSource: string;
  offlineUrl: string;
  /** Same-origin files to keep for offline use, with their current contents (for the version). */
  entries: Array<{ url: string; body: Uint8Array }>;
  /** Other files precached whose contents never change under their name (fonts). */
  staticUrls: string[];
  offlineHtml: string;
}

/** Short hash of everything the worker depends on: any redeploy changes it. */
export function serviceWorkerVersion(
  parts: Omit<ServiceWorkerParts, 'staticUrls'> & { staticUrls?: string[] },
): string {
  const hash = createHash('sha256');
  for (const text of [
    parts.routingSource,
    parts.workerSource,
    parts.offlineHtml,
    ...(parts.staticUrls ?? []),
  ])
    hash.update(text).update('\0');
  for (const entry of parts.entries) hash.update(entry.url).update('\0').update(entry.body).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The /sw.js script: constants first, then the routing function, then the worker. */
export function buildServiceWorker(parts: ServiceWorkerParts): string {
  const precache = [parts.offlineUrl, ...parts.entries.map((e) => e.url), ...parts.staticUrls];
  return [
    `var SW_VERSION = ${JSON.stringify(serviceWorkerVersion(parts))};`,
    `var SW_OFFLINE_URL = ${JSON.stringify(parts.offlineUrl)};`,
    `var SW_PRECACHE = ${JSON.stringify([...new Set(precache)])};`,
    parts.routingSource,
    parts.workerSource,
  ].join('\n');
}
