import type { DeviceStore } from './storage';

/**
 * The phone's storage as the store holds it: the IndexedDB code loads at its first use (the app's start
 * reads the outbox once its first page is on screen), not with the first page's JavaScript.
 */
export function lazyDisk(): DeviceStore {
  let loaded: Promise<DeviceStore> | null = null;
  const disk = () => (loaded ??= import('./storage').then(({ deviceStore }) => deviceStore()));
  return {
    items: async () => (await disk()).items(),
    put: async (...items) => (await disk()).put(...items),
    remove: async (id) => (await disk()).remove(id),
    keep: async (key, value) => (await disk()).keep(key, value),
    kept: async (key) => (await disk()).kept(key),
  };
}
