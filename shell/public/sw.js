/*
 * Service worker of the storefront. It only speeds up repeat visits: hashed assets of the shell (which never change
 * under the same name) and cover images are served from a cache. Pages, remotes.json, remote manifests and entries
 * and every API call always go to the network, so a redeployed remote is picked up on the next load and a remote
 * that is down shows its fallback instead of stale code.
 */
const CACHE = 'lumiere-static-v1';
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  const cacheable = sameOrigin && (HASHED_ASSET.test(url.pathname) || url.pathname.startsWith('/img/covers/'));
  if (!cacheable) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    }),
  );
});
