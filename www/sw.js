// minx's service worker: after one visit the page opens, scrambles, solves and shares with the
// network off. main.js registers it once the app is ready, so the first load pays nothing.
//
// pkg/build.js (written by `cargo xtask serve` and `build`, xtask/src/offline.rs) sets
// self.MINX_BUILD = {hash, files}: the build's content hash and the files to keep, relative to
// this script (the page, its scripts and styles, both wasm modules and their bindings, the
// player, the manifest and the icons). Install stores them in the cache `minx-<hash>`; the
// short solver's tables (pkg/short-tables.bin, 13 MB) join it when they are first fetched
// (by the worker's first short solve). A new build changes build.js, so the browser installs
// the new worker, which fills its own cache, takes over at once and deletes every other
// `minx-` cache: a cache only ever holds one build's files.
//
// Requests for those files go to the network first, so a page online always runs what the
// server has; only when the network fails does the cache answer (a navigation to the page,
// whatever its query, answers with index.html). Nothing else is touched.
importScripts('./pkg/build.js');

const { hash, files } = self.MINX_BUILD;
const PREFIX = 'minx-';
const CACHE = `${PREFIX}${hash}`;
const at = (file) => new URL(file, self.registration.scope).href;
const KEPT = new Set(files.map(at));
// Cached once fetched, not on install.
const LATER = new Set(['pkg/short-tables.bin'].map(at));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Past the browser's HTTP cache: this build's bytes, as the server has them now.
    await cache.addAll(files.map((file) => new Request(at(file), { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// The cache key of a request: its address without query or fragment, `…/` as `…/index.html`.
function keyOf(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  return url.href;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const key = keyOf(request);
  if (!KEPT.has(key) && !LATER.has(key)) return;
  event.respondWith(networkElseCache(event, key));
});

// The network's answer (the tables' also stored, while the worker reads them), else the
// cache's.
async function networkElseCache(event, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (LATER.has(key) && response.ok) event.waitUntil(cache.put(key, response.clone()));
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}
