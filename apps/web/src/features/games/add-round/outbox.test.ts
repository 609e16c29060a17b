import { describe, expect, it } from '@jest/globals';
import { IDBFactory } from 'fake-indexeddb';
import {
  onTopOf,
  openOutbox,
  waitingLabel,
  waitingRounds,
  withoutLastRound,
  type Waiting,
  type WaitingRound,
} from './outbox';
import { waitingRound } from '../../../test/waiting';

// fake-indexeddb stands in for the browser's storage only (Jest has no IndexedDB); the e2e journeys run the
// same module on Chromium's.
const append =
  (...items: Waiting[]) =>
  (list: Waiting[]) => [...list, ...items];

describe('the outbox in IndexedDB', () => {
  it('keeps each game’s rounds in the order they were validated, with their index and key', async () => {
    const outbox = openOutbox(new IDBFactory());
    await outbox.update('partie-1', append(waitingRound(4, 'cle-a')));
    await outbox.update('partie-2', append(waitingRound(0, 'cle-z', 'u-chloe')));
    const list = await outbox.update('partie-1', append(waitingRound(5, 'cle-b'), { kind: 'finish' }));

    expect(list).toEqual([waitingRound(4, 'cle-a'), waitingRound(5, 'cle-b'), { kind: 'finish' }]);
    expect(await outbox.read('partie-1')).toEqual(list);
    expect(await outbox.read('partie-2')).toEqual([waitingRound(0, 'cle-z', 'u-chloe')]);
    expect(await outbox.read('partie-3')).toEqual([]);
  });

  it('survives a reload: a new connection to the same database reads the same rounds and keys', async () => {
    const browser = new IDBFactory();
    await openOutbox(browser).update('partie-1', append(waitingRound(0, 'cle-a'), waitingRound(1, 'cle-b')));

    const afterReload = openOutbox(browser);
    expect(await afterReload.read('partie-1')).toEqual([waitingRound(0, 'cle-a'), waitingRound(1, 'cle-b')]);
  });

  it('applies updates of the same game one after the other, none lost', async () => {
    const outbox = openOutbox(new IDBFactory());
    await Promise.all([
      outbox.update('partie-1', append(waitingRound(0, 'cle-a'))),
      outbox.update('partie-1', append(waitingRound(1, 'cle-b'))),
      outbox.update('partie-1', append(waitingRound(2, 'cle-c'))),
    ]);
    expect((await outbox.read('partie-1')).map((item) => (item as WaitingRound).key)).toEqual([
      'cle-a',
      'cle-b',
      'cle-c',
    ]);
  });

  it('forgets a game once its list is empty, and ignores a list an older version left', async () => {
    const browser = new IDBFactory();
    const outbox = openOutbox(browser);
    await outbox.update('partie-1', append(waitingRound(0, 'cle-a')));
    await outbox.update('partie-1', (list) => list.slice(1));
    expect(await outbox.read('partie-1')).toEqual([]);

    await outbox.update('partie-2', () => [{ kind: 'round', index: 'deux' } as unknown as Waiting]);
    expect(await outbox.read('partie-2')).toEqual([]);
  });

  it('reads every game’s list at once, leaving out the games with nothing usable waiting', async () => {
    const outbox = openOutbox(new IDBFactory());
    expect(await outbox.readAll()).toEqual(new Map());
    await outbox.update('partie-b', append(waitingRound(2, 'cle-b'), { kind: 'finish' }));
    await outbox.update('partie-a', append(waitingRound(0, 'cle-a')));
    await outbox.update('partie-c', () => [{ kind: 'round', index: 'deux' } as unknown as Waiting]);
    expect(await outbox.readAll()).toEqual(
      new Map<string, Waiting[]>([
        ['partie-a', [waitingRound(0, 'cle-a')]],
        ['partie-b', [waitingRound(2, 'cle-b'), { kind: 'finish' }]],
      ]),
    );
  });
});

describe('undo, finish and a conflict on the waiting list', () => {
  const list: Waiting[] = [waitingRound(4, 'cle-a'), waitingRound(5, 'cle-b')];

  it('undo takes the last waiting round away, never a waiting finish', () => {
    expect(withoutLastRound(list)).toEqual([waitingRound(4, 'cle-a')]);
    expect(withoutLastRound([...list, { kind: 'finish' }])).toEqual([...list, { kind: 'finish' }]);
    expect(withoutLastRound([])).toEqual([]);
  });

  it('re-entering on top of the server’s 6 rounds gives indexes 6, 7 and new keys, the finish still last', () => {
    const keys = ['cle-neuve-1', 'cle-neuve-2'];
    expect(onTopOf([...list, { kind: 'finish' }], 6, () => keys.shift()!)).toEqual([
      waitingRound(6, 'cle-neuve-1'),
      waitingRound(7, 'cle-neuve-2'),
      { kind: 'finish' },
    ]);
  });

  it('counts the waiting rounds in French', () => {
    expect(waitingRounds([...list, { kind: 'finish' }])).toHaveLength(2);
    expect(waitingLabel(1)).toBe("1 tour en attente d'envoi");
    expect(waitingLabel(3)).toBe("3 tours en attente d'envoi");
  });
});
