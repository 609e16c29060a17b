import { describe, expect, it } from '@jest/globals';
import { IDBFactory } from 'fake-indexeddb';
import { keptForNextSignIn, onTopOf, storageProblem, waitingLabel, waitingRounds } from './items';
import { DEVICE_DATABASE, MAX_COPIES, memoryDeviceStore, openDeviceStore } from './storage';
import { tsumoBy, waitingFinish, waitingRound } from '../test/waiting';

// fake-indexeddb stands in for the browser's storage only (Jest has no IndexedDB); the e2e journeys run the
// same module on Chromium's.

/** Writes `value` under `key` straight into a store of the database, as another version of the app could. */
async function rawPut(browser: IDBFactory, version: number, store: string, value: unknown, key?: string) {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = browser.open(DEVICE_DATABASE, version);
    request.onupgradeneeded = () => request.result.createObjectStore(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(store, 'readwrite');
    transaction.objectStore(store).put(value, key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

describe('the outbox on the phone (IndexedDB)', () => {
  it('keeps every user’s items in the phone’s order, and reads them back after a reload', async () => {
    const browser = new IDBFactory();
    const disk = openDeviceStore(browser);
    await disk.put(
      waitingRound(4, 'cle-b', { seq: 20 }),
      waitingRound(0, 'cle-z', { gameId: 'p2', user: 'u-bruno', seq: 30 }),
    );
    await disk.put(waitingRound(3, 'cle-a', { seq: 10 }), waitingFinish('partie-1', 40));
    await disk.remove('cle-z');

    const afterReload = openDeviceStore(browser);
    expect(await afterReload.items()).toEqual({
      items: [
        waitingRound(3, 'cle-a', { seq: 10 }),
        waitingRound(4, 'cle-b', { seq: 20 }),
        waitingFinish('partie-1', 40),
      ],
      unreadable: 0,
    });
  });

  it('leaves out an unreadable record, says how many, and loses no other item', async () => {
    const browser = new IDBFactory();
    const disk = openDeviceStore(browser);
    await disk.put(waitingRound(0, 'cle-a'));
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const request = browser.open(DEVICE_DATABASE, 2);
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise<void>((resolve) => {
      const transaction = raw.transaction('elements', 'readwrite');
      transaction.objectStore('elements').put({ id: 'abime', write: { kind: 'round', index: 'deux' } });
      transaction.oncomplete = () => resolve();
    });
    raw.close();
    expect(await openDeviceStore(browser).items()).toEqual({
      items: [waitingRound(0, 'cle-a')],
      unreadable: 1,
    });
  });

  it('reads an item kept under the game field’s former name (`partyId`) as the same item', async () => {
    const browser = new IDBFactory();
    await openDeviceStore(browser).put(waitingRound(0, 'cle-a'));
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const request = browser.open(DEVICE_DATABASE, 2);
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise<void>((resolve) => {
      const transaction = raw.transaction('elements', 'readwrite');
      transaction.objectStore('elements').put({
        id: 'cle-b',
        partyId: 'p7',
        user: 'u-alice',
        seq: 5,
        write: { kind: 'round', round: tsumoBy('u-bruno'), index: 1, key: 'cle-b' },
        refusal: null,
      });
      transaction.oncomplete = () => resolve();
    });
    raw.close();
    expect(await openDeviceStore(browser).items()).toEqual({
      items: [waitingRound(0, 'cle-a'), waitingRound(1, 'cle-b', { gameId: 'p7', seq: 5 })],
      unreadable: 0,
    });
  });

  it('takes over the first outbox’s lists for the user that version was signed in as', async () => {
    const browser = new IDBFactory();
    await rawPut(
      browser,
      1,
      'parties',
      [{ kind: 'round', round: tsumoBy('u-bruno'), index: 2, key: 'cle-x' }, { kind: 'finish' }],
      'p9',
    );
    const { items } = await openDeviceStore(browser, () => 'u-bruno').items();
    expect(items.map(({ id, gameId, user, write }) => [id, gameId, user, write.kind])).toEqual([
      ['cle-x', 'p9', 'u-bruno', 'round'],
      ['ancien-1', 'p9', 'u-bruno', 'finish'],
    ]);
  });

  it('leaves the first outbox’s lists unclaimed when that version was signed out', async () => {
    const browser = new IDBFactory();
    await rawPut(browser, 1, 'parties', [{ kind: 'finish' }], 'p9');
    const { items } = await openDeviceStore(browser, () => '').items();
    expect(items.map(({ user }) => user)).toEqual(['']);
  });

  it('keeps copies of what was read, the oldest dropped past its bound', async () => {
    const disk = openDeviceStore(new IDBFactory());
    for (let at = 0; at <= MAX_COPIES; at += 1) await disk.keep(`copie-${at}`, { at });
    expect(await disk.kept(`copie-${MAX_COPIES}`)).toEqual({ at: MAX_COPIES });
    expect(await disk.kept('copie-0')).toBeUndefined();
    expect(await disk.kept('copie-1')).toEqual({ at: 1 });
  });

  it('says a full phone and any other storage failure in French', () => {
    expect(storageProblem(new DOMException('plein', 'QuotaExceededError'))).toBe(
      'Plus de place sur ce téléphone : l’envoi n’a pas pu y être gardé. Libère de l’espace, puis réessaie.',
    );
    expect(storageProblem(new Error('?'))).toBe(
      'Ce téléphone n’a pas pu garder l’envoi (stockage indisponible) : réessaie.',
    );
  });

  it('has a memory twin for browsers without IndexedDB', async () => {
    const disk = memoryDeviceStore();
    await disk.put(waitingRound(1, 'cle-b', { seq: 2 }), waitingRound(0, 'cle-a', { seq: 1 }));
    await disk.remove('cle-b');
    await disk.keep('k', 1);
    expect(await disk.items()).toEqual({ items: [waitingRound(0, 'cle-a', { seq: 1 })], unreadable: 0 });
    expect(await disk.kept('k')).toBe(1);
  });
});

describe('the waiting items in words and on the board', () => {
  const list = [waitingRound(4, 'cle-a'), waitingRound(5, 'cle-b')];

  it('another round: on top of the server’s 6 rounds, indexes 6 and 7 and new keys, the finish still last', () => {
    const keys = ['cle-neuve-1', 'cle-neuve-2'];
    const moved = onTopOf([...list, waitingFinish('partie-1', 9)], 6, () => keys.shift()!);
    expect(moved.map((item) => item.write)).toEqual([
      { kind: 'round', round: tsumoBy('u-bruno'), index: 6, key: 'cle-neuve-1' },
      { kind: 'round', round: tsumoBy('u-bruno'), index: 7, key: 'cle-neuve-2' },
      { kind: 'finish' },
    ]);
  });

  it('counts the waiting rounds in French, and what a sign-out keeps', () => {
    expect(waitingRounds([...list, waitingFinish('partie-1', 9)])).toHaveLength(2);
    expect(waitingLabel(1)).toBe('1 tour en attente d’envoi');
    expect(waitingLabel(3)).toBe('3 tours en attente d’envoi');
    expect(keptForNextSignIn(list)).toBe(
      '2 tours en attente d’envoi : ils partiront à ta prochaine connexion',
    );
    expect(keptForNextSignIn(list.slice(1))).toBe(
      '1 tour en attente d’envoi : il partira à ta prochaine connexion',
    );
    expect(keptForNextSignIn([waitingFinish('p', 1)])).toBe(
      '1 modification en attente d’envoi : elle partira à ta prochaine connexion',
    );
    expect(keptForNextSignIn([waitingFinish('p', 1), waitingFinish('q', 2)])).toBe(
      '2 modifications en attente d’envoi : elles partiront à ta prochaine connexion',
    );
  });
});
