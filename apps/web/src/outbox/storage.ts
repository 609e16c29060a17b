import { safeStorage, STORAGE_KEYS } from '../lib/storage';
import type { OutboxItem } from './items';

/**
 * The phone's own storage for the table (IndexedDB): the outbox's items, one record each, and the copies
 * of what a game's page read (the game, its rounds, the pseudos, the ronde and its clock), so the table
 * works offline from its first visit. Each write is one transaction with `durability: 'strict'` (on disk
 * when it resolves): a waiting round survives a reload, the tab being killed and the phone restarting.
 */
export interface DeviceStore {
  /** Every stored item in the phone's order, and how many records could not be read (left untouched). */
  items(): Promise<{ items: OutboxItem[]; unreadable: number }>;
  /** Writes these items (new or changed) in one transaction. */
  put(...items: OutboxItem[]): Promise<void>;
  remove(id: string): Promise<void>;
  /** A copy of something read, under its key (user and query: one user's copies are not another's). */
  keep(key: string, value: unknown): Promise<void>;
  kept(key: string): Promise<unknown>;
}

export const DEVICE_DATABASE = 'mahjong-envois';
const ITEMS = 'elements';
const COPIES = 'copies';
/** The store of the first outbox (one list per game, no user): read once into `elements`, then dropped. */
const FORMER_LISTS = 'parties';
/** Copies kept at most, the oldest dropped first: a phone's storage is shared with everything else. */
export const MAX_COPIES = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isItem(value: unknown): value is OutboxItem {
  if (!isRecord(value) || !isRecord(value.write)) return false;
  const { write } = value;
  const kindOk =
    write.kind === 'finish' ||
    write.kind === 'undo' ||
    (write.kind === 'round' &&
      typeof write.index === 'number' &&
      typeof write.key === 'string' &&
      isRecord(write.round)) ||
    (write.kind === 'correction' &&
      typeof write.index === 'number' &&
      typeof write.nbTours === 'number' &&
      isRecord(write.round)) ||
    (write.kind === 'deletion' && typeof write.index === 'number' && typeof write.nbTours === 'number');
  return (
    kindOk &&
    typeof value.id === 'string' &&
    typeof value.gameId === 'string' &&
    typeof value.user === 'string' &&
    typeof value.seq === 'number' &&
    (value.refusal === null || isRecord(value.refusal))
  );
}

/** What an item's game was called before `gameId`: items a phone kept from then are still sent. */
const FORMER_GAME_FIELD = 'partyId';

function withGameId(value: unknown): unknown {
  if (!isRecord(value) || 'gameId' in value || !(FORMER_GAME_FIELD in value)) return value;
  const { [FORMER_GAME_FIELD]: gameId, ...rest } = value;
  return { ...rest, gameId };
}

const bySeq = (a: OutboxItem, b: OutboxItem) => a.seq - b.seq;

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
  });

/**
 * The first outbox's lists become items of the user the older version was signed in as (`formerUser`,
 * read when this version first opens the store); without one they stay unclaimed (''), and are never
 * sent for whoever signs in next.
 */
function moveFormerLists(transaction: IDBTransaction, formerUser: string) {
  const database = transaction.db;
  if (!database.objectStoreNames.contains(FORMER_LISTS)) return;
  const items = transaction.objectStore(ITEMS);
  let seq = 0;
  const cursor = transaction.objectStore(FORMER_LISTS).openCursor();
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) {
      database.deleteObjectStore(FORMER_LISTS);
      return;
    }
    const list: unknown = at.value;
    if (Array.isArray(list)) {
      for (const write of list) {
        if (!isRecord(write)) continue;
        const id = write.kind === 'round' && typeof write.key === 'string' ? write.key : `ancien-${seq}`;
        items.put({ id, gameId: String(at.key), user: formerUser, seq: seq++, write, refusal: null });
      }
    }
    at.continue();
  };
}

function openDatabase(factory: IDBFactory, formerUser: () => string): Promise<IDBDatabase> {
  const request = factory.open(DEVICE_DATABASE, 2);
  request.onupgradeneeded = () => {
    const database = request.result;
    if (!database.objectStoreNames.contains(ITEMS)) database.createObjectStore(ITEMS, { keyPath: 'id' });
    if (!database.objectStoreNames.contains(COPIES)) database.createObjectStore(COPIES);
    if (request.transaction) moveFormerLists(request.transaction, formerUser());
  };
  return settle(request);
}

/** The user this phone's session was kept for (localStorage), as the older version left it: '' if none. */
const sessionUser = () => String(safeStorage.getJson<{ user_id?: string }>(STORAGE_KEYS.user)?.user_id ?? '');

/** The store in the browser's IndexedDB (`factory`: a test's own; `formerUser`: see moveFormerLists). */
export function openDeviceStore(
  factory: IDBFactory = globalThis.indexedDB,
  formerUser: () => string = sessionUser,
): DeviceStore {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= openDatabase(factory, formerUser));
  const write = async (store: string, work: (objects: IDBObjectStore) => void) => {
    const transaction = (await db()).transaction(store, 'readwrite', { durability: 'strict' });
    const done = committed(transaction);
    work(transaction.objectStore(store));
    await done;
  };

  return {
    async items() {
      const store = (await db()).transaction(ITEMS, 'readonly').objectStore(ITEMS);
      const all: unknown[] = await settle(store.getAll());
      const items = all.map(withGameId).filter(isItem).sort(bySeq);
      return { items, unreadable: all.length - items.length };
    },
    put: (...items) => write(ITEMS, (store) => items.forEach((item) => store.put(item))),
    remove: (id) => write(ITEMS, (store) => store.delete(id)),
    async keep(key, value) {
      await write(COPIES, (store) => {
        store.put({ at: Date.now(), value }, key);
        // Past the bound, the oldest copies go (read in the same transaction: never a half-pruned store).
        const request = store.getAll();
        const keys = store.getAllKeys();
        keys.onsuccess = () => {
          const stored = request.result as { at: number }[];
          if (stored.length <= MAX_COPIES) return;
          const order = keys.result.map((name, at) => ({ name, at: stored[at]?.at ?? 0 }));
          order.sort((a, b) => a.at - b.at);
          for (const old of order.slice(0, stored.length - MAX_COPIES)) store.delete(old.name);
        };
      });
    },
    async kept(key) {
      const store = (await db()).transaction(COPIES, 'readonly').objectStore(COPIES);
      const stored: unknown = await settle(store.get(key));
      return isRecord(stored) ? stored.value : undefined;
    },
  };
}

/** Where the browser has no IndexedDB: the same outbox in memory (it does not survive a reload). */
export function memoryDeviceStore(): DeviceStore {
  const items = new Map<string, OutboxItem>();
  const copies = new Map<string, unknown>();
  return {
    items: async () => ({ items: [...items.values()].sort(bySeq), unreadable: 0 }),
    put: async (...changed) => changed.forEach((item) => items.set(item.id, item)),
    remove: async (id) => void items.delete(id),
    keep: async (key, value) => void copies.set(key, value),
    kept: async (key) => copies.get(key),
  };
}

let shared: DeviceStore | null = null;
/**
 * One IndexedDB store per page load (one connection). The origin's storage is asked to be persistent, so
 * the browser does not evict waiting rounds under storage pressure (granted silently to an installed app).
 * Without IndexedDB, each app (each Redux store) gets its own memory.
 */
export function deviceStore(): DeviceStore {
  if (typeof indexedDB === 'undefined') return memoryDeviceStore();
  if (!shared) {
    navigator.storage?.persist?.().catch(() => undefined);
    shared = openDeviceStore();
  }
  return shared;
}
