/*
 * Service worker of the site (served at /sw.js by shell/server/seo-files.ts, which prepends
 * SW_VERSION, a hash of the entry files, and SW_PRECACHE, the files to keep for offline use).
 * A new deploy of the shell or of any remote changes SW_VERSION, so the browser installs the
 * new worker, which drops every cache of the previous version on activation.
 * API calls (/rest/v1, /functions/v1) and POSTs are never touched nor cached: no personal data
 * is ever stored here.
 */
/* global SW_VERSION, SW_PRECACHE, SW_OFFLINE_URL, swStrategy */
var PREFIX = 'par-';
var PRECACHE = PREFIX + 'precache-' + SW_VERSION;
var RUNTIME = PREFIX + 'runtime-' + SW_VERSION;
var PAGES = PREFIX + 'pages-' + SW_VERSION;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(PRECACHE).then(function (cache) {
      // The offline page is required; a remote that is down must not block the install.
      var optional = SW_PRECACHE.filter(function (url) { return url !== SW_OFFLINE_URL; }).map(function (url) {
        return cache.add(new Request(url, { cache: 'reload' })).catch(function (error) {
          console.warn('sw: ' + url + ' non mis en cache', error);
        });
      });
      return Promise.all([cache.add(new Request(SW_OFFLINE_URL, { cache: 'reload' }))].concat(optional));
    }).then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener('activate', function (event) {
  var keep = [PRECACHE, RUNTIME, PAGES];
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf(PREFIX) === 0 && keep.indexOf(name) === -1;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function offlineResponse() {
  return caches.match(SW_OFFLINE_URL, { cacheName: PRECACHE }).then(function (page) {
    return page || new Response('Vous êtes hors connexion.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });
}

function storable(response) {
  return response && response.status === 200 && response.type === 'basic';
}

function page(request, store) {
  return fetch(request).then(function (response) {
    if (store && storable(response)) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) { return cache.put(request, copy); });
    }
    return response;
  }, function () {
    var cached = store ? caches.match(request, { cacheName: PAGES }) : Promise.resolve(undefined);
    return cached.then(function (hit) { return hit || offlineResponse(); });
  });
}

function networkFirst(request) {
  return fetch(request).then(function (response) {
    if (storable(response)) {
      var copy = response.clone();
      caches.open(RUNTIME).then(function (cache) { return cache.put(request, copy); });
    }
    return response;
  }, function (error) {
    return caches.match(request).then(function (hit) {
      if (hit) return hit;
      throw error;
    });
  });
}

function cacheFirst(request) {
  return caches.match(request).then(function (hit) {
    return hit || fetch(request).then(function (response) {
      if (storable(response)) {
        var copy = response.clone();
        caches.open(RUNTIME).then(function (cache) { return cache.put(request, copy); });
      }
      return response;
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var strategy = swStrategy({ method: request.method, url: request.url, mode: request.mode, origin: self.location.origin });
  if (strategy === 'page' || strategy === 'page-private') event.respondWith(page(request, strategy === 'page'));
  else if (strategy === 'network-first') event.respondWith(networkFirst(request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
});
