import { whenIdle } from './idle';

/**
 * The page's side of the service worker (apps/web/service-worker/sw.js): registration once the first
 * page's start is over, the « Nouvelle version disponible » signal when a new worker has installed and
 * waits, and its activation when the user asks for it (then one reload, on the new version). Loaded with
 * a dynamic import, after the first page: nothing here is needed before the page's load.
 */

/** How often a long-open app (a tournament day) asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * The first visit's registration installs the worker, which downloads and stores every file of the build
 * (about 60): on a phone that work and those downloads would compete with the first page's own chunks,
 * data and render. It waits this long after the page's load, then for an idle moment (2 s at most).
 */
const REGISTER_AFTER_MS = 3_000;
const REGISTER_LATEST_MS = 2_000;

let waiting: ServiceWorker | null = null;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers /sw.js once the first page's start is over (the first page never waits for it).
 *
 * A worker installs from the network (sw.js and every file of the build, fetched afresh): a first visit
 * that lost the network before the registration has no offline copy yet, and no registration can make
 * one while the network is away. It tries again each time the network comes back, until a worker is
 * active, rather than at the next page load only: the app may stay open a whole tournament day.
 */
export function registerServiceWorker(onUpdateReady: () => void): void {
  if (!supported()) return;
  let watching = false;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        if (watching) return;
        watching = true;
        watchForUpdate(registration, onUpdateReady);
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => console.warn('Service worker non enregistré', error));
  };
  const retry = () =>
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (!registration?.active) register();
      })
      .catch(() => undefined);
  const first = () => {
    register();
    window.addEventListener('online', retry);
    void navigator.serviceWorker.ready.then(() => window.removeEventListener('online', retry));
  };
  const start = () => whenIdle(first, { afterMs: REGISTER_AFTER_MS, latestMs: REGISTER_LATEST_MS });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** A new worker waiting while an older one controls the page: the user decides when to switch. */
function watchForUpdate(registration: ServiceWorkerRegistration, onUpdateReady: () => void) {
  const offer = (worker: ServiceWorker) => {
    waiting = worker;
    onUpdateReady();
  };
  const follow = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  // The browser looks for a new version at each navigation, maybe before this (late) registration:
  // a new worker may already be installing.
  else follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/** « Recharger »: the waiting worker takes over, then the page reloads once on the new version. */
export function applyUpdate(): void {
  if (!supported() || !waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'mj:activer' });
}
