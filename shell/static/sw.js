/*
 * Service worker of the site (served at /sw.js by shell/server/seo-files.ts, which prepends
 * SW_VERSION, a hash of the entry files, and SW_PRECACHE, the files to keep for offline use).
 * A new deploy of the shell or of any remote changes SW_VERSION, so the browser installs the
 * new worker, which drops every cache of the previous version on activation.
 * API calls (/rest/v1, /functions/v1) and POSTs are never touched nor cached: no personal data
 * is ever stored here.
 */
/* global SW_VERSION, SW_PRECACHE, SW_OFFLINE_URL, swStrategy */
const PREFIX = 'par-';
const PRECACHE = `${PREFIX}precache-${SW_VERSION}`;
const RUNTIME = `${PREFIX}runtime-${SW_VERSION}`;
const PAGES = `${PREFIX}pages-${SW_VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => {
        // The offline page is required; a remote that is down must not block the install.
        const optional = SW_PRECACHE.filter((url) => url !== SW_OFFLINE_URL).map((url) =>
          cache.add(new Request(url, { cache: 'reload' })).catch((error) => {
            console.warn(`sw: ${url} non mis en cache`, error);
          }),
        );
        return Promise.all([cache.add(new Request(SW_OFFLINE_URL, { cache: 'reload' }))].concat(optional));
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = [PRECACHE, RUNTIME, PAGES];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.indexOf(PREFIX) === 0 && keep.indexOf(name) === -1)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function offlineResponse() {
  return caches.match(SW_OFFLINE_URL, { cacheName: PRECACHE }).then(
    (page) =>
      page ||
      new Response('Vous êtes hors connexion.', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
  );
}

function storable(response) {
  return response && response.status === 200 && response.type === 'basic';
}

/** Stores a copy of `response` in `cacheName`; the worker lives until it is stored. */
function keepCopy(event, cacheName, response) {
  const copy = response.clone();
  event.waitUntil(caches.open(cacheName).then((cache) => cache.put(event.request, copy)));
}

function page(event, store) {
  const request = event.request;
  return fetch(request).then(
    (response) => {
      if (store && storable(response)) keepCopy(event, PAGES, response);
      return response;
    },
    () => {
      const cached = store ? caches.match(request, { cacheName: PAGES }) : Promise.resolve(undefined);
      return cached.then((hit) => hit || offlineResponse());
    },
  );
}

function networkFirst(event) {
  const request = event.request;
  return fetch(request).then(
    (response) => {
      if (storable(response)) keepCopy(event, RUNTIME, response);
      return response;
    },
    (error) =>
      caches.match(request).then((hit) => {
        if (hit) return hit;
        throw error;
      }),
  );
}

function cacheFirst(event) {
  return caches.match(event.request).then(
    (hit) =>
      hit ||
      fetch(event.request).then((response) => {
        if (storable(response)) keepCopy(event, RUNTIME, response);
        return response;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = swStrategy({
    method: request.method,
    url: request.url,
    mode: request.mode,
    origin: self.location.origin,
  });
  if (strategy === 'page' || strategy === 'page-private') event.respondWith(page(event, strategy === 'page'));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event));
});
