import { SESSION_CACHE, SESSION_USER } from '../lib/service-worker';

/** Names the signed-in user for the worker: it keeps their answers in their own cache. */
export async function nameUserForWorker(user: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const session = await caches.open(SESSION_CACHE);
  await session.put(SESSION_USER, new Response(user));
}
