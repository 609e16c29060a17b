/**
 * The web app's service worker, served at /sw.js. The build (./plugin.ts) writes the two
 * values below: the version, which changes with any file of the build, and every file of the build.
 *
 * - The app shell and every lazy chunk are cached at install, so the app starts and every page opens
 *   without a network; a page address is answered with the cached index.html (a single-page app).
 * - A new version installs beside the running one and waits: the page offers « Recharger », which
 *   sends `mj:activer`, so nothing changes under the user's fingers (Workbox's "prompt" flow).
 * - GET /api/… goes to the network first; each good answer is kept in the signed-in user's own cache
 *   (`mj-donnees-<user>`, the user named by the page in `mj-session`; at most MAX_KEPT answers, the
 *   oldest dropped; emptied by the page at sign-out), and given back when the network fails or stalls,
 *   with the time it was received in `x-mj-donnees-du` so the page can say « Hors ligne — données du … ».
 *   With nobody named, nothing is kept. Event streams pass through. The page keeps its own copy of what
 *   a table needs (IndexedDB): this cache is a bonus.
 * After Workbox's precaching (revisioned cache names, old ones deleted at activation) and its
 * NetworkFirst strategy with `networkTimeoutSeconds`.
 */
const VERSION = '__MJ_VERSION__';
const PRECACHE = ['__MJ_PRECACHE__'];

const SHELL_CACHE = `mj-app-${VERSION}`;
/** The user's caches are `${DATA_CACHE}-${user}`; the page names the user in SESSION_CACHE. */
const DATA_CACHE = 'mj-donnees';
const SESSION_CACHE = 'mj-session';
const SESSION_USER = '/__mj-utilisateur';
/** Answers kept at most per user: a phone's storage is shared with everything else. */
const MAX_KEPT = 150;
const SAVED_AT = 'x-mj-donnees-du';
/** A stalled API read falls back to the kept answer after this long (the page's own limit is longer). */
const NETWORK_TIMEOUT_MS = 4000;
const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('mj-app-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'mj:activer') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const isApi = url.pathname.startsWith('/api/');
  if (isApi) {
    const stream = (request.headers.get('accept') || '').includes('text/event-stream');
    if (request.mode !== 'navigate' && !stream) event.respondWith(networkThenKept(request, event));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fromShell('/index.html', request));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(fromShell(url.pathname, request));
});

/** A file of the build from this version's cache, else from the network. */
async function fromShell(path, request) {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(path);
  return hit || fetch(request);
}

/** Network first; the kept answer (marked with its date) when the network fails or is too slow. */
async function networkThenKept(request, event) {
  const cacheName = await userCache();
  if (!cacheName) return fetch(request);
  const network = fetch(request).then((response) => {
    if (keepable(response)) event.waitUntil(keep(cacheName, request, response.clone()));
    return response;
  });
  // Settled here too, so a late failure after the kept answer was given is not an unhandled rejection.
  network.catch(() => undefined);
  const kept = caches.open(cacheName).then((cache) => cache.match(request, { ignoreVary: true }));
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    const saved = await kept;
    return saved ? marked(saved) : await network;
  } catch (error) {
    const saved = await kept;
    if (saved) return marked(saved);
    throw error;
  }
}

/** Only the JSON answers of a page read: never an error, a download or a partial answer. */
function keepable(response) {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') || '').includes('application/json') &&
    !response.headers.has('content-disposition')
  );
}

/** The signed-in user's cache, as the page named it; none while nobody is named. */
async function userCache() {
  const session = await caches.open(SESSION_CACHE);
  const named = await session.match(SESSION_USER);
  const user = named ? await named.text() : '';
  return user ? `${DATA_CACHE}-${encodeURIComponent(user)}` : null;
}

async function keep(cacheName, request, response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.blob();
  const cache = await caches.open(cacheName);
  // Put again goes last: the list is oldest first, and the oldest go past the bound.
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, new Response(body, { status: 200, statusText: 'OK', headers }));
  const requests = await cache.keys();
  await Promise.all(
    requests.slice(0, Math.max(0, requests.length - MAX_KEPT)).map((old) => cache.delete(old)),
  );
}

/** The kept answer, flagged as coming from here rather than from the server. */
function marked(saved) {
  const headers = new Headers(saved.headers);
  headers.set('x-mj-hors-ligne', '1');
  return new Response(saved.body, { status: saved.status, statusText: saved.statusText, headers });
}
