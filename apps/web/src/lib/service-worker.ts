/**
 * What the page and the service worker (apps/web/service-worker/sw.js) share: the names of the caches
 * it keeps, and forgetting them at sign-out. Its registration and updates are in
 * ./service-worker-registration.ts, a chunk of its own loaded after the first page.
 */

/** The caches of API answers kept for offline reading, one per user (`mj-donnees-<user>`), emptied at sign-out. */
export const DATA_CACHE = 'mj-donnees';
/** Where the page names the signed-in user for the worker (sw.js reads the same names). */
export const SESSION_CACHE = 'mj-session';
export const SESSION_USER = '/__mj-utilisateur';

/** The worker's cache of `user`'s answers. */
export const dataCacheOf = (user: string) => `${DATA_CACHE}-${encodeURIComponent(user)}`;

/** The header the worker stamps on a kept answer with the time it was received. */
export const KEPT_AT_HEADER = 'x-mj-donnees-du';

/** Forgets the API answers kept for offline reading (sign-out: the next user must not see them). */
export async function forgetKeptData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(SESSION_CACHE).catch(() => false);
  const names = await caches.keys().catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(DATA_CACHE)).map((name) => caches.delete(name)));
}
