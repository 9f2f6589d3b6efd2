/*
 * The service worker's routing decisions, a pure function so they are unit-tested
 * (shell/server/seo/sw-routing.test.ts). The server concatenates this file with sw.js.
 *
 *   bypass        the browser's own handling: API calls, POSTs, other hosts, media, the worker,
 *                 and the staff back office (its pages and code are never stored)
 *   page          navigation: network first, then the cached copy, then the offline page
 *   page-private  navigation whose page must never be stored (thank-you, query strings)
 *   network-first entry files that keep their names across deploys (main.js, remoteEntry.js…)
 *   cache-first   files whose name changes with their content (hashed chunks, fonts, icons, and
 *                 everything under a remote's release, /remotes/<name>/<version>/…)
 */
function swStrategy(request) {
  if (request.method !== 'GET') return 'bypass';
  var url = new URL(request.url);
  if (url.origin !== request.origin) return 'bypass';
  var path = url.pathname;
  if (/^\/(rest|functions|auth|storage|realtime)\/v1(\/|$)/.test(path)) return 'bypass';
  if (path === '/sw.js') return 'bypass';
  if (path.indexOf('/admin/') === 0 || path === '/admin' || path.indexOf('/remotes/admin/') === 0)
    return 'bypass';
  if (request.mode === 'navigate') {
    if (url.search || path === '/thank-you/' || path.indexOf('/thank-you') === 0) return 'page-private';
    return 'page';
  }
  if (path === '/main.js' || path === '/site-config.json') return 'network-first';
  if (/^\/remotes\/[^/]+\/(remoteEntry\.js|mf-manifest\.json)$/.test(path)) return 'network-first';
  if (/^\/remotes\/[^/]+\/[0-9a-f]{12}\/[^/]+$/.test(path)) return 'cache-first';
  if (/\.[0-9a-f]{10}\.js$/.test(path)) return 'cache-first';
  if (/^\/fonts\/[\w.-]+\.woff2$/.test(path) || path.indexOf('/media/icons/') === 0) return 'cache-first';
  return 'bypass';
}

if (typeof module !== 'undefined' && module.exports) module.exports = { swStrategy: swStrategy };
