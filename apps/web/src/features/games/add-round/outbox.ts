import type { RoundPayload } from '@mj/domain';

/**
 * The outbox: what the table did on this phone without network, waiting to reach the server,
 * per game and in order. It lives in IndexedDB, so it survives a reload, the tab being killed and the phone
 * restarting; each write is one transaction with `durability: 'strict'` (on disk when it resolves).
 */

/** A round validated without network. */
export interface WaitingRound {
  kind: 'round';
  round: RoundPayload;
  /** The number of rounds before it when it was typed: sent as `index`, so the server spots a stale one. */
  index: number;
  /** Its `Idempotency-Key`, the same on every send: a resend after a lost answer is recorded once. */
  key: string;
}

/**
 * « Finir la partie » without network: it waits behind the rounds and is sent after them. The game shows
 * as finished meanwhile; like a finish online, it cannot be taken back.
 */
export interface WaitingFinish {
  kind: 'finish';
}

export type Waiting = WaitingRound | WaitingFinish;

export interface Outbox {
  /** The game's waiting list, oldest first (empty when nothing waits). */
  read(partyId: string): Promise<Waiting[]>;
  /** Replaces the game's list by `change(list)` in one transaction, and resolves with the new list. */
  update(partyId: string, change: (list: Waiting[]) => Waiting[]): Promise<Waiting[]>;
  /** Every game's waiting list (games with nothing waiting are absent), read in one transaction. */
  readAll(): Promise<Map<string, Waiting[]>>;
  /** Hears every change made through this outbox (by the game's page or the app's sender). */
  subscribe(listener: (partyId: string, list: Waiting[]) => void): () => void;
}

export const OUTBOX_DATABASE = 'mahjong-envois';
const STORE = 'parties';

const isWaiting = (value: unknown): value is Waiting => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as { kind?: unknown; index?: unknown; key?: unknown; round?: unknown };
  if (item.kind === 'finish') return true;
  return (
    item.kind === 'round' &&
    typeof item.index === 'number' &&
    typeof item.key === 'string' &&
    typeof item.round === 'object' &&
    item.round !== null
  );
};

/** A stored list is used only with the outbox's shape (an older version of the app may have left another). */
const listOf = (stored: unknown): Waiting[] =>
  Array.isArray(stored) && stored.every(isWaiting) ? stored : [];

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(OUTBOX_DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settle(request);
}

/** The outbox in the browser's IndexedDB (`factory` is a test's own database). */
export function openOutbox(factory: IDBFactory = globalThis.indexedDB): Outbox {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= openDatabase(factory));
  const listeners = new Set<(partyId: string, list: Waiting[]) => void>();

  async function read(partyId: string) {
    const store = (await db()).transaction(STORE, 'readonly').objectStore(STORE);
    return listOf(await settle(store.get(partyId)));
  }

  async function update(partyId: string, change: (list: Waiting[]) => Waiting[]) {
    const transaction = (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });
    const store = transaction.objectStore(STORE);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
    });
    // Read and write inside the one transaction: two updates of the same game never interleave.
    const next = change(listOf(await settle(store.get(partyId))));
    if (next.length === 0) store.delete(partyId);
    else store.put(next, partyId);
    await done;
    for (const listener of listeners) listener(partyId, next);
    return next;
  }

  async function readAll() {
    const store = (await db()).transaction(STORE, 'readonly').objectStore(STORE);
    // Both requests in the one transaction: the keys and the values are of the same moment, in key order.
    const [keys, lists] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
    const all = new Map<string, Waiting[]>();
    keys.forEach((key, at) => {
      const list = listOf(lists[at]);
      if (list.length > 0) all.set(String(key), list);
    });
    return all;
  }

  function subscribe(listener: (partyId: string, list: Waiting[]) => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return { read, update, readAll, subscribe };
}

/** The waiting rounds only (a waiting finish is not a round). */
export const waitingRounds = (list: readonly Waiting[]): WaitingRound[] =>
  list.filter((item): item is WaitingRound => item.kind === 'round');

/** A game whose sending the server stopped (a 409 or a refusal), on « Mes parties ». */
export const SENDING_BLOCKED = 'Envoi bloqué : ouvre la partie pour résoudre';

/** A waiting finish on « Mes parties » (the game's page lists it as « Fin de la partie — en attente »). */
export const FINISH_WAITING = "Fin de la partie en attente d'envoi";

/** « 1 tour en attente d'envoi », « 3 tours en attente d'envoi » */
export function waitingLabel(count: number): string {
  return count === 1 ? "1 tour en attente d'envoi" : `${count} tours en attente d'envoi`;
}

/**
 * Undo on the outbox: the last waiting round goes (it never reached the server). Nothing changes when the
 * list ends with a finish (a finished game has no undo) or holds no round.
 */
export function withoutLastRound(list: readonly Waiting[]): Waiting[] {
  return list.at(-1)?.kind === 'round' ? list.slice(0, -1) : list.slice();
}

/**
 * « Re-enter ours on top » after a 409: every waiting round gets the index after the server's rounds and a
 * new key (its old key named an attempt against a game state that no longer exists).
 */
export function onTopOf(list: readonly Waiting[], serverCount: number, newKey: () => string): Waiting[] {
  let index = serverCount;
  return list.map((item) => (item.kind === 'round' ? { ...item, index: index++, key: newKey() } : item));
}
